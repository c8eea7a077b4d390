import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../shared/constants.js';
import type { Db } from '../db/client.js';
import { AppError, forbidden, SIGN_IN_MESSAGE } from '../errors.js';
import {
  type ActiveSession,
  findSessionWith,
  SESSION_COOKIE,
  type SessionRead,
  type SessionUser,
} from './sessions.js';

/** Who may call a route: 'public', or the roles allowed. A route that declares nothing is refused. */
export type Access = 'public' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Set on every route the API plugin registers (routes/index.ts), never by a route itself: the guard,
     * the request checks and the API's headers decide by it, from the route the request matched, never from
     * the text of its URL (decision 0073).
     */
    api?: true;
    /**
     * A read the route needs, sent in the session look-up's statement (one round trip): the read and its
     * placeholders' values from the raw request, or null to read separately (a parameter the route's
     * schema would refuse, say). Its answer is `req.withSession` once the guard has admitted the request.
     */
    withSession?: (req: FastifyRequest) => { read: SessionRead; params: Record<string, unknown> } | null;
  }
  interface FastifyRequest {
    session: ActiveSession | null;
    /** The signed-in user; only on routes whose access names roles. */
    user: SessionUser;
    /** The answer of the route's `withSession` read; undefined when the session came from the cache. */
    withSession: { value: unknown } | undefined;
  }
}

export const ANY_ROLE: readonly Role[] = ['user', 'manager', 'admin'];
export const STAFF: readonly Role[] = ['manager', 'admin'];
export const ADMIN: readonly Role[] = ['admin'];
export const USER: readonly Role[] = ['user'];

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A change whose Origin (or Fetch metadata) names another site is refused: cross-site request forgery. */
function isCrossSite(req: FastifyRequest): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = req.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

/**
 * Authenticates every API call: the session behind the cookie, the route's `access`, the claimed user id
 * and cross-site changes. It only reads: the day's visit (streak, daily points) is recorded by the call the
 * app makes when it opens, `POST /api/user/visit` (decision 0056).
 */
export function registerGuard(app: FastifyInstance, db: Db, now: () => Date) {
  app.decorateRequest('session', null);
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorateRequest('withSession', undefined);

  app.addHook('onRequest', async (req: FastifyRequest, _reply: FastifyReply) => {
    // Decided by the route the request matched, whatever spelling reached it (a percent-encoded letter, an
    // absolute URL): a request that matched no route reaches no handler (the not-found handler answers).
    const config = req.routeOptions.config;
    if (!req.routeOptions.url || config?.api !== true) return;
    if (MUTATING.has(req.method) && isCrossSite(req))
      throw new AppError(403, /*i18n*/ 'Cross-site request refused');

    const access = config.access;
    const token = req.cookies?.[SESSION_COOKIE];
    const found = token
      ? await findSessionWith(db, token, now(), config.withSession?.(req) ?? undefined)
      : null;
    const session = found?.session ?? null;
    req.session = session;
    if (access === 'public') return;
    // Refused at start-up (requireAccess); kept so that a route without a rule can never be called.
    if (!access) throw new AppError(403, /*i18n*/ 'This route is not available');
    if (!session) throw new AppError(401, SIGN_IN_MESSAGE);

    const claimed = req.headers['x-user-id'];
    if (claimed !== undefined && String(claimed) !== String(session.user.id)) {
      throw new AppError(403, /*i18n*/ 'Signed-in user does not match x-user-id');
    }
    if (!access.includes(session.user.role)) throw forbidden();
    req.user = session.user;
    if (found && 'read' in found) req.withSession = { value: found.read };
  });
}

/**
 * Deny by default, at start-up: a route registered without an access rule stops the app from starting
 * (`ready()` fails, naming it). Checked once every plugin has registered its routes, so a plugin may give
 * the routes it registers their rule (the built client's files are public: http/web-pages.ts).
 */
export function requireAccess(app: FastifyInstance) {
  const registered: Array<{ method: string | string[]; url: string; config?: { access?: Access } }> = [];
  app.addHook('onRoute', (route) => {
    registered.push(route);
  });
  app.addHook('onReady', async () => {
    const open = registered.filter((route) => route.config?.access === undefined);
    if (open.length > 0)
      throw new Error(
        `Routes without an access rule (config.access): ${open.map((r) => `${[r.method].flat().join(',')} ${r.url}`).join('; ')}`,
      );
  });
}

/** Gives every route registered inside `app` (a plugin) the access rule `access`. */
export function accessForAll(app: FastifyInstance, access: Access) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access };
  });
}

/**
 * Marks every route registered inside `app` (the API plugin) as an API route, `config.api`, and tells
 * `registered` of each (the route table the security tests walk).
 */
export function markApiRoutes(
  app: FastifyInstance,
  registered: (route: { method: string; url: string; access: Access | null }) => void,
) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, api: true };
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') registered({ method, url: route.url, access: route.config.access ?? null });
    }
  });
}
