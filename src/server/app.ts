import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Role } from '../shared/constants.js';
import { type ApiErrorBody, codeForStatus, type ErrorCode } from '../shared/errors.js';
import { registerGuard } from './auth/guard.js';
import { findSession, SESSION_COOKIE, setSessionCache } from './auth/sessions.js';
import type { TrustProxy } from './config.js';
import type { Database } from './db/client.js';
import { createPushService, type PushOptions } from './domain/push/push-service.js';
import { AppError, uniqueViolation } from './errors.js';
import { registerMetrics } from './metrics.js';
import { appPages } from './page.js';
import { routes } from './routes/index.js';
import { takeTurn } from './turns.js';

export interface AppOptions {
  database: Database;
  /** The clock; tests inject one to move through days and session expiry. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  cookieSecure?: boolean;
  /** Proxies believed about the client's address (see TRUST_PROXY in config.ts); none by default. */
  trustProxy?: TrustProxy;
  /** Opens GET /metrics to scrapers off this host (Authorization: Bearer …). */
  metricsToken?: string;
  /** Folder of the built client; served when it exists. */
  webRoot?: string;
  /** Web Push reminders: keys, the reminder round's interval, test endpoints (domain/push). */
  push?: PushOptions;
}

const CONTROL_CHARACTERS_MESSAGE = 'Text cannot contain control characters';
// Tab, line feed and carriage return are text; every other C0 control and DEL is not.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The dotted path of the first string (or key) holding a control character, '' at the top, or null. */
function controlCharacterPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? path : null;
  if (!value || typeof value !== 'object' || depth > 64) return null;
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (CONTROL_CHARACTERS.test(key)) return at;
    const found = controlCharacterPath(child, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** The one shape of an error answer: routes throw `AppError` and this handler's answer is the only one. */
function errorBody(status: number, error: string, code?: ErrorCode, field?: string): ApiErrorBody {
  return field
    ? { error, code: code ?? codeForStatus(status), field }
    : { error, code: code ?? codeForStatus(status) };
}

const here = path.dirname(fileURLToPath(import.meta.url));
const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const NOT_JSON_MESSAGE = 'Send the request body as JSON (Content-Type: application/json)';
export const DEFAULT_WEB_ROOT = [path.resolve(here, '../../dist/web'), path.resolve(here, '../../web')].find(
  (p) => existsSync(path.join(p, 'index.html')),
);

/**
 * Fastify's trust for TRUST_PROXY. A hop count becomes "the nearest `hops` addresses are proxies" (Fastify
 * alone would trust no hop count at all); a list of addresses or ranges is Fastify's own. Either way the
 * client is the address the last trusted proxy appended, never one a client wrote into the header.
 */
function trustProxyOption(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  if (trust === 0) return false;
  return (_address, hop) => hop < trust;
}

export async function buildApp(options: AppOptions) {
  const { database } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxyOption(options.trustProxy ?? false),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  // First of all hooks: requests run in the order they arrived, a budget per loop turn (turns.ts).
  app.addHook('onRequest', (_req, _reply, done) => takeTurn(done));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('now', now);
  app.decorate('cookieSecure', options.cookieSecure ?? false);
  app.decorate('closing', false);
  app.addHook('preClose', async () => {
    app.closing = true;
  });
  // While shutting down, answers close their connection so keep-alive sockets do not hold the exit. The
  // hooks every request runs are callbacks, not async functions: no promise per hook and request.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (app.closing) reply.header('Connection', 'close');
    done(null, payload);
  });

  await app.register(cookie);
  // The security headers are the same on every answer, so helmet's middleware is built once here
  // (@fastify/helmet built it again for every request, parsing the policy each time: about a tenth of the
  // CPU of reading one entry).
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
    strictTransportSecurity: options.cookieSecure ? undefined : false,
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

  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed path id names nothing that exists.
      if (error.validationContext === 'params') return reply.code(404).send(errorBody(404, 'Not found'));
      const first = error.validation[0];
      const message = first?.message || 'Invalid request';
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      return reply.code(400).send(errorBody(400, message, 'validation', field));
    }
    if (error instanceof AppError)
      return reply
        .code(error.statusCode)
        .send({ ...error.details, ...errorBody(error.statusCode, error.message, error.code, error.field) });
    const unique = uniqueViolation(error);
    if (unique) return reply.code(409).send(errorBody(409, unique.message, unique.code));
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      // Never the request's data in a log line: a failed query's message carries its parameters (a note,
      // say) after the first line, so only the first line, the type and the code are kept.
      const cause = (error as { cause?: { code?: unknown } }).cause;
      req.log.error(
        {
          err: {
            type: error.name,
            code: error.code ?? cause?.code,
            message: String(error.message ?? '')
              .split('\n')[0]
              .slice(0, 300),
          },
        },
        'request failed',
      );
      return reply.code(500).send(errorBody(500, 'Something went wrong on our side. Please try again.'));
    }
    const messages: Record<string, string> = {
      FST_ERR_CTP_INVALID_MEDIA_TYPE: NOT_JSON_MESSAGE,
      FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
      FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
      FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
    };
    return reply
      .code(status)
      .send(errorBody(status, messages[error.code] ?? (error.message || 'Bad request')));
  });

  // The route table, as registered: the security tests walk every route in it.
  const routeTable: RouteRecord[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: route.url, access: route.config?.access ?? null });
    }
  });

  setSessionCache(database.kind === 'pglite');
  registerMetrics(app, { database, token: options.metricsToken });
  // DESIGN: a change whose body is not JSON gets 415, bodyless ones that claim another type included.
  app.addHook('onRequest', (req, _reply, done) => {
    if (!MUTATING_METHODS.has(req.method) || !req.url.startsWith('/api/')) return done();
    const type = req.headers['content-type'];
    const hasBody =
      Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (type === undefined && !hasBody) return done();
    if (type === undefined || !/^application\/json\s*(;|$)/i.test(type))
      return done(new AppError(415, NOT_JSON_MESSAGE));
    done();
  });

  // Text with control characters (a NUL byte, an escape) is refused with a message, in every body and
  // query string, before any route sees it: PostgreSQL cannot store a NUL, and nobody types one.
  app.addHook('preValidation', (req, _reply, done) => {
    const found = controlCharacterPath(req.body) ?? controlCharacterPath(req.query);
    if (found !== null)
      return done(new AppError(400, CONTROL_CHARACTERS_MESSAGE, 'validation', found || undefined));
    done();
  });

  registerGuard(app, database.db, now);
  // Reminders: each server looks for due ones on its own interval; the database gives each to one server.
  const push = createPushService(database.db, now, options.push ?? {}, (msg, err) =>
    app.log.warn({ err }, msg),
  );
  app.decorate('push', push);
  app.addHook('onReady', async () => push.start());
  app.addHook('onClose', async () => push.stop());
  await app.register(routes);

  const webRoot = options.webRoot ?? DEFAULT_WEB_ROOT;
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
    const pathname = req.url.split('?')[0];
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      webRoot &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/assets/') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (wantsPage && pages) return sendPage(req, reply, pages);
    return reply.code(404).send(errorBody(404, 'Not found'));
  });

  return app;
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
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.body);
}

export type App = Awaited<ReturnType<typeof buildApp>>;

export interface RouteRecord {
  method: string;
  url: string;
  access: import('./auth/guard.js').Access | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteRecord[];
    db: import('./db/client.js').Db;
    database: Database;
    now: () => Date;
    cookieSecure: boolean;
    closing: boolean;
    push: import('./domain/push/push-service.js').PushService;
  }
}
