import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { speakOurZodMessages } from '../shared/zod-messages.js';
import { registerGuard, requireAccess } from './auth/guard.js';
import { setSessionCache } from './auth/sessions.js';
import type { TrustProxy } from './config.js';
import type { Database } from './db/client.js';
import { createPushService, type PushOptions } from './domain/push/push-service.js';
import { setErrorHandler } from './http/error-handler.js';
import { checkRequests } from './http/request-checks.js';
import { addSecurityHeaders } from './http/security-headers.js';
import { serveWeb } from './http/web-pages.js';
import { registerMetrics } from './metrics.js';
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

const here = path.dirname(fileURLToPath(import.meta.url));
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
  speakOurZodMessages();
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
  addSecurityHeaders(app, { hsts: options.cookieSecure ?? false });
  setErrorHandler(app);

  // Deny by default: a route without an access rule stops start-up. The API's route table, as registered
  // (routes/index.ts marks each): the security tests walk every route in it.
  requireAccess(app);
  app.decorate('routeTable', [] as RouteRecord[]);

  setSessionCache(database.kind === 'pglite');
  registerMetrics(app, { database, token: options.metricsToken });
  checkRequests(app);

  registerGuard(app, database.db, now);
  // Reminders: each server looks for due ones on its own interval; the database gives each to one server.
  const push = createPushService(database.db, now, options.push ?? {}, (msg, err) =>
    app.log.warn({ err }, msg),
  );
  app.decorate('push', push);
  app.addHook('onReady', async () => push.start());
  app.addHook('onClose', async () => push.stop());
  await app.register(routes);

  await serveWeb(app, options.webRoot ?? DEFAULT_WEB_ROOT);
  return app;
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
