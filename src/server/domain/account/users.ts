import { asc, eq, sql } from 'drizzle-orm';
import { LAST_ADMIN_MESSAGE } from '../../../shared/admin.js';
import type { Role } from '../../../shared/constants.js';
import { hashPassword } from '../../auth/passwords.js';
import type { DbOrTx } from '../../db/client.js';
import { userProgression, users } from '../../db/schema.js';
import { conflict, usernameTaken } from '../../errors.js';
import { iso, isoOrNull } from '../sql.js';

export async function findUserByUsername(db: DbOrTx, username: string) {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

/**
 * What an invited account holds until its person chooses a password: not an argon2 hash, so no password
 * matches it (verifyPassword) and nobody can sign in to it.
 */
const NO_PASSWORD_YET = '!invited';

/**
 * Creates an account with its progression record; a taken username (any case) is a 409. A null password
 * makes an account nobody can sign in to yet (an invitation's).
 */
export async function createUser(
  db: DbOrTx,
  input: { username: string; password: string | null; role?: Role },
  now = new Date(),
) {
  const passwordHash = input.password === null ? NO_PASSWORD_YET : await hashPassword(input.password);
  const inserted = await db
    .insert(users)
    .values({ username: input.username.trim(), passwordHash, role: input.role ?? 'user', createdAt: now })
    .onConflictDoNothing()
    .returning();
  const user = inserted[0];
  if (!user) throw usernameTaken();
  await db.insert(userProgression).values({ userId: user.id }).onConflictDoNothing();
  return user;
}

export async function getUserById(db: DbOrTx, id: number) {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The columns of `publicUser` for raw SQL over `users u`, and the row they answer. */
export const PUBLIC_USER_COLUMNS = sql`u.id, u.username, u.role, u.points, u.streak_count, u.last_login_date,
  u.created_at`;
export interface PublicUserRow {
  id: number;
  username: string;
  role: Role;
  points: number;
  streak_count: number;
  last_login_date: Date | string | null;
  created_at: Date | string;
}

/** `publicUser` of a raw row. */
export function publicUserOf(r: PublicUserRow) {
  return {
    id: r.id,
    username: r.username,
    role: r.role,
    points: r.points,
    streakCount: r.streak_count,
    lastLoginDate: isoOrNull(r.last_login_date),
    createdAt: iso(r.created_at),
  };
}

/** The public face of a user row: never the password hash. */
export function publicUser(u: typeof users.$inferSelect) {
  return {
    id: u.id,
    username: u.username,
    role: u.role,
    points: u.points,
    streakCount: u.streakCount,
    lastLoginDate: u.lastLoginDate ? u.lastLoginDate.toISOString() : null,
    createdAt: u.createdAt.toISOString(),
    language: u.language,
  };
}

/**
 * The one check of every path that can take an admin away (a demotion, an admin's delete, an admin's own
 * erasure): refuses when `leavingId` is the last admin. The admins' rows are locked first, in id order, and
 * the check reads them locked, so two such changes at once are counted one after the other and one of
 * them is refused. Call it before taking any other user row's lock in the transaction (the same order
 * everywhere, so two callers never deadlock).
 */
export async function keepAnAdmin(tx: DbOrTx, leavingId: number, message = LAST_ADMIN_MESSAGE) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
  const leaving = admins.some((a) => a.id === leavingId);
  if (leaving && !admins.some((a) => a.id !== leavingId)) throw conflict(message);
}
