import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The security headers every answer carries, and no shared caching of API answers. The headers are the same
 * on every answer, so helmet's middleware is built once here (@fastify/helmet built it again for every
 * request, parsing the policy each time: about a tenth of the CPU of reading one entry). `hsts` when the
 * app is served over https (COOKIE_SECURE).
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
  const headerList: Array<[string, string]> = [];
  securityHeaders(
    {} as never,
    {
      setHeader: (name: string, value: string) => headerList.push([name, String(value)]),
      removeHeader: () => {},
    } as never,
    (err) => {
      if (err) throw err;
    },
  );
  app.addHook('onRequest', (req, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of headerList) res.setHeader(name, value);
    res.removeHeader('X-Powered-By');
    // Every API answer is someone's own (or a staff view of it): no shared cache, no disk, no service worker
    // keeps it (a route may say otherwise; none does).
    if (req.url.startsWith('/api/')) res.setHeader('Cache-Control', 'private, no-store');
    done();
  });
}
