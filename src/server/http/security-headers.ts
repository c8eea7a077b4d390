import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

/**
 * The security headers every answer carries: a document's for pages and files, an API's for `/api/` (with no
 * shared caching). They do not depend on the request, so helmet's middleware is built once here
 * (@fastify/helmet built it again for every request, parsing the policy each time: about a tenth of the CPU
 * of reading one entry). `hsts` when the app is served over https (COOKIE_SECURE).
 */
export function addSecurityHeaders(app: FastifyInstance, { hsts }: { hsts: boolean }) {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: hsts ? undefined : false,
  });
  // Its headers do not depend on the request: they are taken once from the middleware and set from a list
  // (calling its eleven middlewares for every request was about 2 % of an entry read's CPU).
  const documentHeaders: Array<[string, string]> = [];
  securityHeaders(
    {} as never,
    {
      setHeader: (name: string, value: string) => documentHeaders.push([name, String(value)]),
      removeHeader: () => {},
    } as never,
    (err) => {
      if (err) throw err;
    },
  );
  const apiHeaders = apiHeaderList(documentHeaders);
  // Decided by the route the request matched (an API route's `config.api`), never by the URL's text.
  app.addHook('onRequest', (req, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of req.routeOptions.config?.api === true ? apiHeaders : documentHeaders) {
      res.setHeader(name, value);
    }
    res.removeHeader('X-Powered-By');
    done();
  });
  // A JSON answer to a request that matched no route (an unknown API path, a missing file) is no document.
  app.decorateReply('asApiAnswer', function (this: FastifyReply) {
    for (const [name] of documentHeaders) this.raw.removeHeader(name);
    for (const [name, value] of apiHeaders) this.raw.setHeader(name, value);
    return this;
  });
}

declare module 'fastify' {
  interface FastifyReply {
    /** Swaps a document's security headers for an API answer's (the not-found handler's JSON 404). */
    asApiAnswer(): FastifyReply;
  }
}

/**
 * An API answer is JSON (or a CSV or backup download), never a page: it runs no script, loads nothing and
 * opens no window, so the headers that shape a document (its sources, opener, agent cluster, DNS
 * prefetching, IE's download and XSS switches, Flash's policy files) do nothing on it. It carries what
 * OWASP's REST cheat sheet asks of an API instead: a policy that allows nothing and no framing, no MIME
 * sniffing, no reading by another origin, no referrer, HSTS where the documents have it, and no shared
 * cache, disk or service worker keeping it (every answer is someone's own, or a staff view of it).
 * About 450 bytes less on every answer, and the same fewer bytes for the client to read (decision 0067).
 */
function apiHeaderList(documentHeaders: Array<[string, string]>): Array<[string, string]> {
  const hsts = documentHeaders.find(([name]) => name.toLowerCase() === 'strict-transport-security');
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'no-referrer'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ...(hsts ? [hsts] : []),
    ['Cache-Control', 'private, no-store'],
  ];
}
