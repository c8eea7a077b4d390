import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service of our own for the tests: an HTTP endpoint on 127.0.0.1 that takes what the server
 * pushes and decrypts it as a browser would (RFC 8291 on RFC 8188's aes128gcm). The test plays the
 * browser: it makes the P-256 key pair and auth secret, so it holds the private key.
 */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  /** The decrypted payload, parsed as JSON. */
  message: unknown;
}

const b64url = (b: Buffer) => b.toString('base64url');

export async function startPushEndpoint() {
  const received: Received[] = [];
  /** The status the endpoint answers: 201, or 410 to say a subscription is gone. */
  const statusFor = new Map<string, number>();
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();

  /** Endpoints that take a push and answer nothing until `release` (a slow or stalled push service). */
  const held = new Set<string>();
  const waiting: Array<() => void> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      if (held.has(path)) {
        waiting.push(() => res.writeHead(201).end());
        return;
      }
      const browser = browsers.get(path);
      const status = statusFor.get(path) ?? (browser ? 201 : 404);
      if (browser && status === 201) {
        const message = JSON.parse(
          decrypt(Buffer.concat(chunks), browser.ecdh, browser.auth).toString('utf8'),
        );
        received.push({ path, headers: req.headers, message });
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** A new browser subscription at this endpoint, as PushSubscription.toJSON() gives it. */
    subscription(name: string) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(`/push/${name}`, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${name}`,
        expirationTime: null,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    answer(name: string, status: number) {
      statusFor.set(`/push/${name}`, status);
    },
    /** Pushes to this endpoint wait, unanswered, until `release()`. */
    hold(name: string) {
      held.add(`/push/${name}`);
    },
    /** How many pushes are waiting on held endpoints. */
    waiting: () => waiting.length,
    release() {
      held.clear();
      for (const answer of waiting.splice(0)) answer();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** RFC 8291 §3.4 and RFC 8188 §2: one record, keyid = the server's ephemeral public key. */
export function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('one record expected');
  const receiverPublic = ecdh.getPublicKey();
  const ecdhSecret = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('last-record delimiter missing');
  return padded.subarray(0, end);
}

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`; the JWT is ES256-signed by that key. Returns
 * its claims once the signature checks out.
 */
export function verifyVapid(authorization: string | undefined) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, jwt, k] = match;
  const [header, claims, signature] = jwt.split('.');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  return {
    publicKey: k,
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as { typ: string; alg: string },
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
      aud: string;
      exp: number;
      sub: string;
    },
  };
}
