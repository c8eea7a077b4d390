/**
 * An admin's invitations (issue 57, decision 0077): the account is made at once with no usable password,
 * and a one-time link lets its person choose one and sign in. The link's token is 32 random bytes
 * (base64url), kept only as its SHA-256 hash, alive INVITE_DAYS; used, expired and withdrawn links answer
 * 410 saying which, an unknown one 404, and failed look-ups are counted per address (429 past the limit),
 * as share links' are.
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Role } from '../../../shared/constants.js';
import {
  type CreatedInvite,
  INVITE_DAYS,
  INVITE_EXPIRED,
  INVITE_GONE,
  INVITE_LOOKUP_LIMIT,
  INVITE_LOOKUP_WINDOW_SECONDS,
  INVITE_NOT_FOUND,
  INVITE_PATH,
  INVITE_REVOKED,
  INVITE_TOKEN_PATTERN,
  INVITE_TOO_MANY_TRIES,
  INVITE_USED,
  type InviteInfo,
  type InviteInput,
  type OpenInvite,
} from '../../../shared/invites.js';
import { refuseCommonPassword } from '../../auth/password-policy.js';
import { hashPassword } from '../../auth/passwords.js';
import { newToken, tokenDigest } from '../../auth/tokens.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { invites, users } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import { countEvent, eventsSoFar } from '../rate-windows.js';
import { type SignInFrom, startSession } from './account.js';
import { createUser } from './users.js';

const openAt = (now: Date) =>
  and(isNull(invites.usedAt), isNull(invites.revokedAt), gt(invites.expiresAt, now));

/** Makes the account (no password yet) and its link; the token leaves the server this once. */
export async function createInvite(
  db: Db,
  actorId: number,
  input: InviteInput,
  now: Date,
): Promise<CreatedInvite> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITE_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const user = await createUser(tx, { username: input.username, password: null, role: input.role }, now);
    const [row] = await tx
      .insert(invites)
      .values({
        userId: user.id,
        tokenHash: tokenDigest(token),
        createdBy: actorId,
        expiresAt,
        createdAt: now,
      })
      .returning();
    return {
      id: row.id,
      userId: user.id,
      username: user.username,
      url: `${INVITE_PATH}/${token}`,
      expiresAt: expiresAt.toISOString(),
    };
  });
}

/** The invitations not yet used, withdrawn or expired, oldest first. */
export async function listOpenInvites(db: Db, now: Date): Promise<OpenInvite[]> {
  const rows = await db
    .select({
      id: invites.id,
      userId: invites.userId,
      username: users.username,
      role: users.role,
      createdAt: invites.createdAt,
      expiresAt: invites.expiresAt,
    })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.userId))
    .where(openAt(now))
    .orderBy(asc(invites.id));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}

/** Withdraws an open invitation (the account stays, with no password, for the admin to delete or edit). */
export async function revokeInvite(db: Db, id: number, now: Date): Promise<void> {
  const [row] = await db
    .update(invites)
    .set({ revokedAt: now })
    .where(and(eq(invites.id, id), openAt(now)))
    .returning({ id: invites.id });
  if (!row) throw notFound(INVITE_GONE);
}

/** Every open invitation of an account ends (an admin gave it a password). */
export async function revokeInvitesOf(tx: DbOrTx, userId: number, now: Date): Promise<void> {
  await tx
    .update(invites)
    .set({ revokedAt: now })
    .where(and(eq(invites.userId, userId), isNull(invites.usedAt), isNull(invites.revokedAt)));
}

const missKey = (address: string) => `invite-miss:${address}`;

/** An unknown token from `address`, counted: 404 within the limit, 429 past it (race-free). */
async function missed(db: Db, address: string, now: Date): Promise<never> {
  const n = await countEvent(db, missKey(address), now, INVITE_LOOKUP_WINDOW_SECONDS);
  if (n > INVITE_LOOKUP_LIMIT) throw new AppError(429, INVITE_TOO_MANY_TRIES);
  throw notFound(INVITE_NOT_FOUND);
}

type InviteRow = typeof invites.$inferSelect & { username: string; role: Role };

/** 410 for a link that was live once, saying why it is not now. */
function refuseClosed(row: typeof invites.$inferSelect, now: Date) {
  if (row.usedAt) throw new AppError(410, INVITE_USED, 'invite_used');
  if (row.revokedAt) throw new AppError(410, INVITE_REVOKED, 'invite_revoked');
  if (row.expiresAt <= now) throw new AppError(410, INVITE_EXPIRED, 'invite_expired');
}

/** The invitation behind `token`, live; otherwise the refusal (404 counted, or 410 saying which). */
async function liveInvite(db: Db, token: string, address: string, now: Date): Promise<InviteRow> {
  if ((await eventsSoFar(db, missKey(address), now, INVITE_LOOKUP_WINDOW_SECONDS)) >= INVITE_LOOKUP_LIMIT)
    throw new AppError(429, INVITE_TOO_MANY_TRIES);
  if (!INVITE_TOKEN_PATTERN.test(token)) return missed(db, address, now);
  const [row] = await db
    .select({ invite: invites, username: users.username, role: users.role })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.userId))
    .where(eq(invites.tokenHash, tokenDigest(token)));
  if (!row) return missed(db, address, now);
  refuseClosed(row.invite, now);
  return { ...row.invite, username: row.username, role: row.role };
}

/** `GET /api/invites/{token}`: who the live link is for, and until when. */
export async function inviteFor(db: Db, token: string, address: string, now: Date): Promise<InviteInfo> {
  const row = await liveInvite(db, token, address, now);
  return { username: row.username, expiresAt: row.expiresAt.toISOString() };
}

/**
 * `POST /api/invites/{token}`: the person's password is set and they are signed in, once. The invitation's
 * row is locked and read again in the transaction, so two sends of one link at once set one password and
 * the other answers 410.
 */
export async function acceptInvite(
  db: Db,
  token: string,
  password: string,
  from: SignInFrom,
  now: Date,
): Promise<{ token: string; user: { id: number; role: Role; username: string } }> {
  const found = await liveInvite(db, token, from.ip, now);
  await refuseCommonPassword(password, 'password');
  const passwordHash = await hashPassword(password);
  const sessionToken = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(invites).where(eq(invites.id, found.id)).for('update');
    if (!row) throw new AppError(410, INVITE_REVOKED, 'invite_revoked');
    refuseClosed(row, now);
    await tx.update(invites).set({ usedAt: now }).where(eq(invites.id, row.id));
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    return startSession(tx, { id: found.userId, username: found.username }, from, now);
  });
  return { token: sessionToken, user: { id: found.userId, role: found.role, username: found.username } };
}
