import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { passwordSchema } from '../../../shared/auth.js';
import { hashPassword } from '../../auth/passwords.js';
import { endUserSessions } from '../../auth/sessions.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';

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
 * The operator's way back in (`npm run admin -- reset-password NAME`): a new password (the given one, or
 * 18 random bytes), every session of the account ended. Works with the server stopped or, on PostgreSQL,
 * running.
 */
export async function resetPassword(db: DbOrTx, username: string, password?: string) {
  const chosen = password ?? randomBytes(18).toString('base64url');
  const parsed = passwordSchema.safeParse(chosen);
  if (!parsed.success) throw new OperatorError(parsed.error.issues[0]?.message ?? 'Invalid password');
  const user = await findByName(db, username);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(chosen) })
    .where(eq(users.id, user.id));
  await endUserSessions(db, user.id);
  return { username: user.username, role: user.role, password: chosen };
}

/** `npm run admin -- make-admin NAME`: gives an existing account the admin role (sessions ended). */
export async function makeAdmin(db: DbOrTx, username: string) {
  const user = await findByName(db, username);
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  await endUserSessions(db, user.id);
  return { username: user.username, role: 'admin' as const };
}
