import { asc, count, eq, sql } from 'drizzle-orm';
import type { CreateUserInput, UpdateUserInput } from '../../shared/admin.js';
import { SELF_DELETE_MESSAGE } from '../../shared/admin.js';
import { MAX_PAGE_SIZE, type PageQuery } from '../../shared/dashboards.js';
import { hashPassword } from '../auth/passwords.js';
import { endUserSessions, forgetUserSessions } from '../auth/sessions.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { containing } from './manager-sql.js';
import { createUser, findUserByUsername, publicUser, USERNAME_TAKEN } from './users.js';

/** Accounts by id, a page at a time, optionally those whose username contains `q`. */
export async function listUsers(db: Db, query: PageQuery = { page: 1, pageSize: MAX_PAGE_SIZE }) {
  const where = query.q ? sql`${users.username} ilike ${containing(query.q)}` : undefined;
  const [found, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: found.map(publicUser), total: Number(total) };
}

export async function adminCreateUser(db: Db, input: CreateUserInput, now: Date) {
  return publicUser(await createUser(db, input, now));
}

/** A changed password or role ends every session of that user. */
export async function adminUpdateUser(db: Db, id: number, input: UpdateUserInput) {
  const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : null;
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!current) throw notFound('User not found');
    const clash = await findUserByUsername(tx, input.username);
    if (clash && clash.id !== id) throw new AppError(409, USERNAME_TAKEN, 'username_taken');
    const [updated] = await tx
      .update(users)
      .set({ username: input.username, role: input.role, ...(passwordHash ? { passwordHash } : {}) })
      .where(eq(users.id, id))
      .returning();
    if (passwordHash || current.role !== input.role) await endUserSessions(tx, id);
    return publicUser(updated);
  });
  // Again after the commit: a request between the two must not re-cache the old role.
  forgetUserSessions(id);
  return updated;
}

/** Deletes the account and, through the foreign keys, every row it owns, in one statement. */
export async function adminDeleteUser(db: Db, actorId: number, id: number) {
  if (actorId === id) throw new AppError(403, SELF_DELETE_MESSAGE);
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  forgetUserSessions(id);
  if (deleted.length === 0) throw notFound('User not found');
}
