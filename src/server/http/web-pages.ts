import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../shared/constants.js';
import { findSession, SESSION_COOKIE } from '../auth/sessions.js';
import { appPages } from '../page.js';
import { errorBody } from './error-handler.js';

/**
 * The built client at `webRoot` (none: only the API): its files, hashed assets cached for good, and the
 * app's page for every client route; anything else not found is a JSON 404.
 */
export async function serveWeb(app: FastifyInstance, webRoot: string | undefined) {
  const pages = webRoot ? appPages(webRoot) : null;
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      maxAge: 0,
      // The build writes .br and .gz beside each text file (scripts/build.mjs, decision 0031).
      preCompressed: true,
      setHeaders: (res, file) => {
        // Built assets carry a content hash in their names: cache them for good.
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    // Client routes get the app's page; a missing file (an old hashed asset, say) is a plain 404.
    // No route matched, so no handler runs: the only choice is which 404 to send. However the path was
    // spelled (percent-encoded, dotted, doubled slashes, upper case), a path in the API's or the assets'
    // folder, or one naming a file, gets the JSON 404, never the app's page.
    const pathname = canonicalPath(req.url);
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      webRoot &&
      !/^\/(api|assets|metrics)(\/|$)/.test(pathname) &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (wantsPage && pages) return sendPage(req, reply, pages);
    return reply.asApiAnswer().code(404).send(errorBody(404, 'Not found'));
  });
}

/**
 * A URL's path as the router could read it: without scheme, host or query, percent-escapes decoded (twice
 * over, so a double-encoded name reads as the name), dot segments resolved, repeated slashes folded, in
 * lower case. Only for choosing which 404 to send.
 */
export function canonicalPath(url: string): string {
  let path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/, 1)[0] || '/';
  for (let i = 0; i < 3 && path.includes('%'); i++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      break;
    }
  }
  const segments: string[] = [];
  for (const segment of path.replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

/**
 * The app's page for the address asked for, with the code and data its first load needs (page.ts). The
 * session (if any) says which: a signed-out visit gets the sign-in screen's, a manager the manager
 * screen's. A failed session lookup sends the signed-out page rather than no page.
 */
async function sendPage(req: FastifyRequest, reply: FastifyReply, pages: ReturnType<typeof appPages>) {
  const token = req.cookies?.[SESSION_COOKIE];
  const app = req.server;
  let role: Role | null = null;
  if (token) {
    try {
      role = (await findSession(app.db, token, app.now()))?.user.role ?? null;
    } catch (err) {
      req.log.warn({ err }, 'session lookup for the page failed');
    }
  }
  const [pathname, search = ''] = req.url.split('?', 2);
  const page = pages(pathname, search, role);
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').header('ETag', page.etag);
  reply.type('text/html; charset=utf-8');
  if (req.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const encoding = negotiate(String(req.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
  if (encoding === 'br') return reply.header('Content-Encoding', 'br').send(page.br);
  if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.body);
}
