/**
 * The signed-in person's own account: signing in, changing their username or password, and their
 * sessions. The routes in routes/auth.ts parse, call these, and answer (cookies are theirs).
 */
import { eq } from 'drizzle-orm';
import {
  type LoginResponse,
  type SessionInfo,
  TOO_MANY_PASSWORD_CHECKS_MESSAGE,
} from '../../../shared/auth.js';
import {
  passwordCheckSucceeded,
  reservePasswordCheck,
  reserveSignIn,
  signInSucceeded,
} from '../../auth/login-limit.js';
import { refuseCommonPassword } from '../../auth/password-policy.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import {
  createSession,
  deleteSession,
  forgetUserSessions,
  listUserSessions,
  replaceSessions,
} from '../../auth/sessions.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError, SIGN_IN_MESSAGE, usernameTaken } from '../../errors.js';
import { findUserByUsername, getUserById, publicUser } from './users.js';

/** Where a sign-in comes from: the client's address and browser, and the session it already carries. */
export interface SignInFrom {
  ip: string;
  userAgent: string | null;
  sessionId: string | null;
}

export type SignInResult =
  | { outcome: 'signed-in'; token: string; user: LoginResponse }
  | { outcome: 'too-many-attempts' }
  | { outcome: 'invalid' };

/**
 * Checks the password under the sign-in limit and opens a fresh session. The statements before and after
 * the password check each run as one transaction: on PGlite, where every query waits its turn behind
 * everybody else's, a sign-in then waits twice, not ten times
 * (docs/decisions/0022-sign-in-in-two-transactions.md).
 */
export async function signIn(
  db: Db,
  input: { username: string; password: string },
  from: SignInFrom,
  now: Date,
): Promise<SignInResult> {
  const { username, password } = input;
  const reserved = await db.transaction(async (tx) =>
    (await reserveSignIn(tx, username, from.ip, now))
      ? { user: await findUserByUsername(tx, username) }
      : null,
  );
  if (!reserved) return { outcome: 'too-many-attempts' };
  const { user } = reserved;
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid) return { outcome: 'invalid' };
  const token = await db.transaction((tx) => startSession(tx, user, from, now));
  return {
    outcome: 'signed-in',
    token,
    user: { id: user.id, role: user.role, username: user.username, language: user.language },
  };
}

/**
 * The end of every way in (a sign-in, an accepted invitation, a sign-up): a fresh session (whatever session
 * the browser carried, perhaps planted, ends here), the address known to this username, the last login.
 * Answers the cookie's token. Run it inside the caller's transaction.
 */
export async function startSession(
  tx: DbOrTx,
  user: { id: number; username: string },
  from: SignInFrom,
  now: Date,
): Promise<string> {
  if (from.sessionId) await deleteSession(tx, from.sessionId);
  await signInSucceeded(tx, user.username, from.ip, now);
  const created = await createSession(tx, user.id, from.userAgent, now);
  await tx.update(users).set({ lastLoginDate: now }).where(eq(users.id, user.id));
  return created;
}

/** The signed-in user's public record; a session whose account is gone must sign in again. */
export async function currentAccount(db: Db, userId: number) {
  const user = await getUserById(db, userId);
  if (!user) throw new AppError(401, SIGN_IN_MESSAGE);
  return publicUser(user);
}

/** A new username, unless another account (any case) has it. */
export async function changeUsername(db: Db, userId: number, username: string) {
  const existing = await findUserByUsername(db, username);
  if (existing && existing.id !== userId) throw usernameTaken();
  const [updated] = await db.update(users).set({ username }).where(eq(users.id, userId)).returning();
  forgetUserSessions(userId);
  return publicUser(updated);
}

/**
 * A new password, given the current one (checks are limited). Every session of the user ends; the answer
 * is the token of the one new session this browser keeps.
 */
export async function changePassword(
  db: Db,
  userId: number,
  input: { currentPassword: string; newPassword: string },
  device: { sessionId: string | null; userAgent: string | null },
  now: Date,
): Promise<string> {
  await refuseCommonPassword(input.newPassword, 'newPassword');
  if (!(await reservePasswordCheck(db, userId, now))) {
    throw new AppError(429, TOO_MANY_PASSWORD_CHECKS_MESSAGE);
  }
  const user = await getUserById(db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError(400, /*i18n*/ 'Your current password is not correct');
  }
  await passwordCheckSucceeded(db, user.id);
  const passwordHash = await hashPassword(input.newPassword);
  const token = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    return replaceSessions(tx, user.id, device.sessionId, device.userAgent, now);
  });
  forgetUserSessions(user.id);
  return token;
}

/** The user's open sessions, this one first, then the most recently seen. */
export async function sessionsOf(db: Db, userId: number, currentId: string | null): Promise<SessionInfo[]> {
  const rows = await listUserSessions(db, userId);
  return rows
    .map((s) => ({
      // Only a prefix of the stored digest leaves the server: enough to tell sessions apart.
      id: s.id.slice(0, 12),
      current: s.id === currentId,
      userAgent: s.userAgent,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
}
