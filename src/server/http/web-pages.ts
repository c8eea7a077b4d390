import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../shared/constants.js';
import { isAppAddress } from '../../shared/screens.js';
import { accessForAll } from '../auth/guard.js';
import { findSession, SESSION_COOKIE } from '../auth/sessions.js';
import { NOT_FOUND_MESSAGE } from '../errors.js';
import { requestLanguage } from '../i18n.js';
import { appPages } from '../page.js';
import { errorBody } from './error-handler.js';

/**
 * The built client at `webRoot` (none: only the API): its files, hashed assets cached for good, and the
 * app's page for every client route; anything else not found is a JSON 404.
 */
export async function serveWeb(app: FastifyInstance, webRoot: string | undefined) {
  const pages = webRoot ? appPages(webRoot) : null;
  if (webRoot) {
    // The built client's files are public: every route the static plugin registers says so.
    await app.register(async (files) => {
      accessForAll(files, 'public');
      await files.register(fastifyStatic, {
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
    });
  }

  app.setNotFoundHandler((req, reply) => {
    // No route matched, so no handler runs: the only choice is which 404 to send, and it is made by
    // structure, never by reading the path's text. An address of the app's route table gets the app's page;
    // any other, a 404: the app's page (its not-found screen) to a browser that asks for a page, JSON to
    // everything else (an API client, a script asking for a missing asset), whatever the path's spelling.
    const known = isAppAddress(req.url.split('?', 1)[0]);
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (pages && read && known) return sendPage(req, reply, pages);
    const asksForPage =
      negotiate(String(req.headers.accept ?? ''), ['application/json', 'text/html']) === 'text/html';
    if (pages && read && asksForPage) return sendPage(req, reply.code(404), pages);
    return reply
      .asApiAnswer()
      .code(404)
      .send(errorBody(req, 404, NOT_FOUND_MESSAGE));
  });
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
  let language = requestLanguage(req);
  if (token) {
    try {
      const user = (await findSession(app.db, token, app.now()))?.user;
      role = user?.role ?? null;
      language = user?.language ?? language;
    } catch (err) {
      req.log.warn({ err }, 'session lookup for the page failed');
    }
  }
  const [pathname, search = ''] = req.url.split('?', 2);
  const page = pages(pathname, search, role, language);
  reply
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding, Accept-Language')
    .header('ETag', page.etag);
  reply.type('text/html; charset=utf-8');
  if (reply.statusCode === 200 && req.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const encoding = negotiate(String(req.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
  if (encoding === 'br') return reply.header('Content-Encoding', 'br').send(page.br);
  if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.body);
}
