import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** A DNS look-up: every address a name resolves to (what the push request may connect to). */
export type Resolve = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Addresses that are not the public internet: this host, private and shared networks, link-local (cloud
 * metadata at 169.254.169.254), documentation, benchmarking, multicast and reserved ranges, in IPv4 and
 * IPv6 (RFC 6890). A push service is never there.
 */
const INTERNAL = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INTERNAL.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127], // :: and ::1
  ['64:ff9b::', 96], // NAT64: an IPv4 address behind a gateway
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address is on the public internet (an IPv4-mapped IPv6 address is judged as its IPv4). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return isPublicAddress(mapped[1]);
    if (/^::ffff:/i.test(address)) return false;
  }
  return !INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class InternalAddressError extends Error {
  readonly code = 'ENOTPUBLIC';
  constructor(hostname: string, address: string) {
    super(`${hostname} resolves to ${address}, which is not a public address: push refused`);
  }
}

/**
 * The connection's own look-up: the name is resolved once, every address is checked, and the socket
 * connects to an address that was checked (no second look-up a DNS answer could change in between).
 */
export function publicOnlyLookup(resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((found) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const addresses = found.filter((a) => wanted === 0 || a.family === wanted);
        const bad = addresses.find((a) => !isPublicAddress(a.address));
        if (addresses.length === 0)
          throw Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
        if (bad) throw new InternalAddressError(hostname, bad.address);
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0].address, addresses[0].family);
      })
      .catch((err: NodeJS.ErrnoException) => callback(err, '', 0));
  };
}

export interface PushRequest {
  method: string;
  headers: Record<string, string>;
  body?: Uint8Array;
}

/**
 * POSTs an encrypted push to its endpoint and answers the status. An https endpoint's host must resolve
 * to public addresses only (checked on the connection's own look-up, so a name that points inside the
 * server's network is refused when the push is sent, whatever it resolved to when it was subscribed). A
 * redirect is not followed (Node's request never follows one). `loopback` is the local push endpoint of
 * tests and development (http://127.0.0.1), taken only when the server allows it.
 */
export function sendPushRequest(
  endpoint: string,
  req: PushRequest,
  options: { resolve: Resolve; loopback: boolean; timeoutMs: number },
): Promise<number> {
  const url = new URL(endpoint);
  const local = options.loopback && url.protocol === 'http:' && url.hostname === '127.0.0.1';
  if (!local && url.protocol !== 'https:') return Promise.reject(new Error('push endpoints are https'));
  // An address written out is never looked up, so it is never a push service's (subscribing refuses it).
  if (!local && isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0)
    return Promise.reject(new Error('push endpoints are host names, not addresses'));
  const send = local ? httpRequest : httpsRequest;
  return new Promise<number>((resolve, reject) => {
    const request = send(
      url,
      {
        method: req.method,
        headers: { ...req.headers, ...(req.body ? { 'content-length': String(req.body.length) } : {}) },
        signal: AbortSignal.timeout(options.timeoutMs),
        ...(local ? {} : { lookup: publicOnlyLookup(options.resolve) }),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(req.body ? Buffer.from(req.body) : undefined);
  });
}
