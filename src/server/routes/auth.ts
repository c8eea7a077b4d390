import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentUser,
  INVALID_LOGIN_MESSAGE,
  type LoginResponse,
  loginInput,
  loginResponse,
  passwordChangeInput,
  SIGN_OUT_KEY_HEADER,
  sessionInfo,
  TOO_MANY_ATTEMPTS_MESSAGE,
  usernameChangeInput,
} from '../../shared/auth.js';
import { visitResultSchema } from '../../shared/progression.js';
import { ANY_ROLE } from '../auth/guard.js';
import { deleteSession, endUserSessions, SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '../auth/sessions.js';
import { tokenDigest } from '../auth/tokens.js';
import {
  changePassword,
  changeUsername,
  currentAccount,
  sessionsOf,
  signIn,
} from '../domain/account/account.js';
import { recordDailyVisit } from '../domain/progress/daily-visit.js';
import { AppError } from '../errors.js';

const ok = z.object({ ok: z.literal(true) });

/**
 * Issue 41, finding 2 (a sign-out made offline, finished later): the sign-in answer names its session in
 * SIGN_OUT_KEY_HEADER (the SHA-256 of the cookie's token, the sessions table's key: it signs nobody in),
 * and `POST /api/logout {"session": key}` ends that session whatever cookie the browser sends by then, so
 * a browser that signed out offline and was signed in again by someone else ends the old session only.
 */
const logoutInput = z.strictObject({ session: z.string().regex(/^[0-9a-f]{64}$/) }).nullish();

/** The session's cookie on an answer. */
function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string) {
  return reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: app.cookieSecure,
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

/**
 * The answer of every way in (`POST /api/login`, an accepted invitation, a sign-up): the session's cookie,
 * its sign-out key in SIGN_OUT_KEY_HEADER, and the body `{id, role, username}` (`loginResponse`).
 */
export function answerSignedIn(
  app: FastifyInstance,
  reply: FastifyReply,
  signedIn: {
    token: string;
    user: Omit<LoginResponse, 'language'> & Partial<Pick<LoginResponse, 'language'>>;
  },
): LoginResponse {
  setSessionCookie(app, reply, signedIn.token);
  reply.header(SIGN_OUT_KEY_HEADER, tokenDigest(signedIn.token));
  const { id, role, username, language = null } = signedIn.user;
  return { id, role, username, language };
}

/** Signing in and out, and the signed-in person's own account (src/server/domain/account/account.ts). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/login',
    {
      config: { access: 'public' },
      schema: { body: loginInput, response: { 200: loginResponse } },
    },
    async (req, reply) => {
      const from = {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
        sessionId: req.session?.id ?? null,
      };
      const result = await signIn(app.db, req.body, from, app.now());
      if (result.outcome === 'too-many-attempts') {
        reply.header('Retry-After', '900');
        throw new AppError(429, TOO_MANY_ATTEMPTS_MESSAGE);
      }
      if (result.outcome === 'invalid') throw new AppError(401, INVALID_LOGIN_MESSAGE, 'invalid_credentials');
      return answerSignedIn(app, reply, result);
    },
  );

  app.post(
    '/api/logout',
    { config: { access: 'public' }, schema: { body: logoutInput, response: { 200: ok } } },
    async (req, reply) => {
      const named = req.body?.session;
      if (named) await deleteSession(app.db, named);
      else if (req.session) await deleteSession(app.db, req.session.id);
      // The cookie goes unless it holds another, live session (someone signed in since).
      if (!named || !req.session || req.session.id === named)
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true as const };
    },
  );

  app.get(
    '/api/user',
    { config: { access: ANY_ROLE }, schema: { response: { 200: currentUser } } },
    async (req) => currentAccount(app.db, req.user.id),
  );

  // The call the app makes as it opens, and after each sign-in: the day's first one (in the account's time
  // zone) grows the streak and pays the daily visit; any later one that day, or one racing it, records
  // nothing. No other request records a visit (the guard only authenticates, decision 0056).
  app.post(
    '/api/user/visit',
    { config: { access: ANY_ROLE }, schema: { response: { 200: visitResultSchema } } },
    async (req) => {
      const visit = await recordDailyVisit(app.db, req.user.id, req.user.timeZone, app.now());
      return visit
        ? { recorded: true, streak: visit.streak, points: visit.points, achievements: visit.achievements }
        : { recorded: false, streak: null, points: 0, achievements: [] };
    },
  );

  app.put(
    '/api/user/username',
    { config: { access: ANY_ROLE }, schema: { body: usernameChangeInput, response: { 200: currentUser } } },
    async (req) => changeUsername(app.db, req.user.id, req.body.username),
  );

  app.put(
    '/api/user/password',
    { config: { access: ANY_ROLE }, schema: { body: passwordChangeInput, response: { 200: ok } } },
    async (req, reply) => {
      const userAgent = req.headers['user-agent'] ?? null;
      const device = { sessionId: req.session?.id ?? null, userAgent };
      setSessionCookie(app, reply, await changePassword(app.db, req.user.id, req.body, device, app.now()));
      return { ok: true as const };
    },
  );

  app.get(
    '/api/user/sessions',
    { config: { access: ANY_ROLE }, schema: { response: { 200: z.array(sessionInfo) } } },
    async (req) => sessionsOf(app.db, req.user.id, req.session?.id ?? null),
  );

  app.delete(
    '/api/user/sessions/others',
    { config: { access: ANY_ROLE }, schema: { response: { 200: ok } } },
    async (req) => {
      await endUserSessions(app.db, req.user.id, req.session?.id);
      return { ok: true as const };
    },
  );
};
