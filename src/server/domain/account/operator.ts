import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { newPasswordProblem } from '../../auth/password-policy.js';
import { hashPassword } from '../../auth/passwords.js';
import { endUserSessions } from '../../auth/sessions.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { revokeInvitesOf } from './invites.js';

export class OperatorError extends Error {}

async function findByName(db: DbOrTx, username: string) {
  const [user] = await db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  if (!user) throw new OperatorError(`No account named "${username}"`);
  return user;
}

/**
 * The operator's way back in (`npm run admin -- reset-password NAME`): a new password (the given one, held
 * to every new password's rule, or 18 random bytes), every session of the account ended and its open
 * invitation withdrawn, as an admin's set does. Works with the server stopped or, on PostgreSQL, running.
 */
export async function resetPassword(db: DbOrTx, username: string, password?: string, now = new Date()) {
  const chosen = password ?? randomBytes(18).toString('base64url');
  const problem = await newPasswordProblem(chosen);
  if (problem) throw new OperatorError(problem);
  const user = await findByName(db, username);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(chosen) })
    .where(eq(users.id, user.id));
  await endUserSessions(db, user.id);
  await revokeInvitesOf(db, user.id, now);
  return { username: user.username, role: user.role, password: chosen };
}

/** `npm run admin -- make-admin NAME`: gives an existing account the admin role (sessions ended). */
export async function makeAdmin(db: DbOrTx, username: string) {
  const user = await findByName(db, username);
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  await endUserSessions(db, user.id);
  return { username: user.username, role: 'admin' as const };
}
