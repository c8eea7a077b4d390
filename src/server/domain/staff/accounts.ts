import { eq, sql } from 'drizzle-orm';
import type { AdminUser, CreateUserInput, UpdateUserInput } from '../../../shared/admin.js';
import { SELF_CHANGE_MESSAGE, SELF_DELETE_MESSAGE, USER_NOT_FOUND } from '../../../shared/admin.js';
import type { PageQuery } from '../../../shared/dashboards.js';
import { forgetSignIns } from '../../auth/login-limit.js';
import { refuseCommonPassword } from '../../auth/password-policy.js';
import { hashPassword } from '../../auth/passwords.js';
import { endUserSessions, forgetUserSessions } from '../../auth/sessions.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { conflict, notFound, usernameTaken } from '../../errors.js';
import { revokeInvitesOf } from '../account/invites.js';
import {
  createUser,
  findUserByUsername,
  keepAnAdmin,
  PUBLIC_USER_COLUMNS,
  publicUser,
  publicUserOf,
} from '../account/users.js';
import { forgetList } from '../entries/entry-list-cache.js';
import { containing, type Paged, pagedRows } from '../sql.js';

/** Accounts by id, a page at a time, optionally those whose username contains `q`. */
export async function listUsers(db: Db, query: PageQuery): Promise<Paged<AdminUser>> {
  return pagedRows(
    db,
    query,
    {
      columns: PUBLIC_USER_COLUMNS,
      from: sql`users u`,
      conditions: query.q ? [sql`u.username ilike ${containing(query.q)}`] : [],
      order: sql`u.id asc`,
    },
    publicUserOf,
  );
}

export async function adminCreateUser(db: Db, input: CreateUserInput, now: Date) {
  await refuseCommonPassword(input.password, 'password');
  return publicUser(await createUser(db, input, now));
}

/**
 * A changed password or role ends every session of that user (a password set here also withdraws the
 * account's open invitation). An admin changes their own account in Settings, never here (a slip would
 * lock them out); the last admin is never demoted.
 */
export async function adminUpdateUser(
  db: Db,
  actorId: number,
  id: number,
  input: UpdateUserInput,
  now: Date,
) {
  if (actorId === id) throw conflict(SELF_CHANGE_MESSAGE);
  if (input.newPassword) await refuseCommonPassword(input.newPassword, 'newPassword');
  const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : null;
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, id));
    if (!current) throw notFound(USER_NOT_FOUND);
    if (input.role !== 'admin') await keepAnAdmin(tx, id);
    await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    const clash = await findUserByUsername(tx, input.username);
    if (clash && clash.id !== id) throw usernameTaken();
    const [updated] = await tx
      .update(users)
      .set({ username: input.username, role: input.role, ...(passwordHash ? { passwordHash } : {}) })
      .where(eq(users.id, id))
      .returning();
    if (passwordHash || current.role !== input.role) await endUserSessions(tx, id);
    if (passwordHash) await revokeInvitesOf(tx, id, now);
    return publicUser(updated);
  });
  // Again after the commit: a request between the two must not re-cache the old role.
  forgetUserSessions(id);
  return updated;
}

/** Deletes the account and, through the foreign keys, every row it owns, in one statement. */
export async function adminDeleteUser(db: Db, actorId: number, id: number) {
  if (actorId === id) throw conflict(SELF_DELETE_MESSAGE);
  const deleted = await db.transaction(async (tx) => {
    await keepAnAdmin(tx, id);
    const gone = await tx.delete(users).where(eq(users.id, id)).returning({ username: users.username });
    for (const row of gone) await forgetSignIns(tx, row.username, id);
    return gone;
  });
  forgetUserSessions(id);
  forgetList(id);
  if (deleted.length === 0) throw notFound(USER_NOT_FOUND);
}
