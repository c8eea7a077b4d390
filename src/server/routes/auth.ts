import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentUser,
  INVALID_LOGIN_MESSAGE,
  loginInput,
  loginResponse,
  passwordChangeInput,
  sessionInfo,
  TOO_MANY_ATTEMPTS_MESSAGE,
  TOO_MANY_PASSWORD_CHECKS_MESSAGE,
  usernameChangeInput,
} from '../../shared/auth.js';
import { ANY_ROLE } from '../auth/guard.js';
import {
  passwordCheckSucceeded,
  reservePasswordCheck,
  reserveSignIn,
  signInSucceeded,
} from '../auth/login-limit.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import {
  createSession,
  deleteSession,
  endUserSessions,
  forgetUserSessions,
  listUserSessions,
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
} from '../auth/sessions.js';
import { users } from '../db/schema.js';
import { findUserByUsername, getUserById, publicUser, USERNAME_TAKEN } from '../domain/users.js';
import { AppError } from '../errors.js';

const errorBody = z.object({ error: z.string() });
const ok = z.object({ ok: z.literal(true) });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: app.cookieSecure,
      path: '/',
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    });

  app.post(
    '/api/login',
    {
      config: { access: 'public' },
      schema: { body: loginInput, response: { 200: loginResponse, 401: errorBody, 429: errorBody } },
    },
    async (req, reply) => {
      const { username, password } = req.body;
      const now = app.now();
      // The statements before and after the password check each run as one transaction: on PGlite, where
      // every query waits its turn behind everybody else's, a sign-in then waits twice, not ten times
      // (docs/decisions/0022-sign-in-in-two-transactions.md).
      const reserved = await app.db.transaction(async (tx) =>
        (await reserveSignIn(tx, username, req.ip, now))
          ? { user: await findUserByUsername(tx, username) }
          : null,
      );
      if (!reserved) {
        return reply.code(429).header('Retry-After', '900').send({ error: TOO_MANY_ATTEMPTS_MESSAGE });
      }
      const { user } = reserved;
      const valid = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !valid) return reply.code(401).send({ error: INVALID_LOGIN_MESSAGE });
      const token = await app.db.transaction(async (tx) => {
        // A fresh id at every sign-in; whatever session the browser carried (perhaps planted) ends here.
        if (req.session) await deleteSession(tx, req.session.id);
        await signInSucceeded(tx, username, req.ip, now);
        const created = await createSession(tx, user.id, req.headers['user-agent'] ?? null, now);
        await tx.update(users).set({ lastLoginDate: now }).where(eq(users.id, user.id));
        return created;
      });
      setSessionCookie(reply, token);
      return { id: user.id, role: user.role, username: user.username };
    },
  );

  app.post(
    '/api/logout',
    { config: { access: 'public' }, schema: { response: { 200: ok } } },
    async (req, reply) => {
      if (req.session) await deleteSession(app.db, req.session.id);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true as const };
    },
  );

  app.get(
    '/api/user',
    { config: { access: ANY_ROLE }, schema: { response: { 200: currentUser } } },
    async (req) => {
      const user = await getUserById(app.db, req.user.id);
      if (!user) throw new AppError(401, 'Please sign in to continue');
      return publicUser(user);
    },
  );

  app.put(
    '/api/user/username',
    { config: { access: ANY_ROLE }, schema: { body: usernameChangeInput, response: { 200: currentUser } } },
    async (req) => {
      const existing = await findUserByUsername(app.db, req.body.username);
      if (existing && existing.id !== req.user.id) throw new AppError(409, USERNAME_TAKEN);
      const [updated] = await app.db
        .update(users)
        .set({ username: req.body.username })
        .where(eq(users.id, req.user.id))
        .returning();
      forgetUserSessions(req.user.id);
      return publicUser(updated);
    },
  );

  app.put(
    '/api/user/password',
    { config: { access: ANY_ROLE }, schema: { body: passwordChangeInput, response: { 200: ok } } },
    async (req, reply) => {
      const now = app.now();
      if (!(await reservePasswordCheck(app.db, req.user.id, now))) {
        throw new AppError(429, TOO_MANY_PASSWORD_CHECKS_MESSAGE);
      }
      const user = await getUserById(app.db, req.user.id);
      if (!user || !(await verifyPassword(user.passwordHash, req.body.currentPassword))) {
        throw new AppError(400, 'Your current password is not correct');
      }
      await passwordCheckSucceeded(app.db, user.id);
      const passwordHash = await hashPassword(req.body.newPassword);
      const token = await app.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await endUserSessions(tx, user.id);
        return createSession(tx, user.id, req.headers['user-agent'] ?? null, now);
      });
      forgetUserSessions(user.id);
      setSessionCookie(reply, token);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/user/sessions',
    { config: { access: ANY_ROLE }, schema: { response: { 200: z.array(sessionInfo) } } },
    async (req) => {
      const rows = await listUserSessions(app.db, req.user.id);
      return rows
        .map((s) => ({
          // Only a prefix of the stored digest leaves the server: enough to tell sessions apart.
          id: s.id.slice(0, 12),
          current: s.id === req.session?.id,
          userAgent: s.userAgent,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
        }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
    },
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
