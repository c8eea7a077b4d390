import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  type CreatedShare,
  SHARE_LIMIT_REACHED,
  SHARE_LOOKUP_LIMIT,
  SHARE_LOOKUP_WINDOW_SECONDS,
  SHARE_MAX_ACTIVE,
  SHARE_NOT_FOUND,
  SHARE_TOO_MANY_TRIES,
  SHARED_GONE,
  type Share,
} from '../../shared/report.js';
import type { Db } from '../db/client.js';
import { shareLookupFailures, shares, users } from '../db/schema.js';
import { AppError, conflict, notFound } from '../errors.js';
import { buildReport, type ReportPeriod } from './report.js';

const TOKEN_BYTES = 32;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const activeNow = (now: Date) => and(isNull(shares.revokedAt), gt(shares.expiresAt, now));

export async function createShare(
  db: Db,
  userId: number,
  input: { period: ReportPeriod; includeNotes: boolean; expiresInDays: number },
  now: Date,
): Promise<CreatedShare> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(now.getTime() + input.expiresInDays * 86_400_000);
  const row = await db.transaction(async (tx) => {
    // One creation at a time per user, so concurrent requests cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ n }] = await tx
      .select({ n: count() })
      .from(shares)
      .where(and(eq(shares.userId, userId), activeNow(now)));
    if (n >= SHARE_MAX_ACTIVE) throw conflict(SHARE_LIMIT_REACHED);
    const [created] = await tx
      .insert(shares)
      .values({
        userId,
        tokenHash: hashToken(token),
        fromDay: input.period.from,
        toDay: input.period.to,
        includeNotes: input.includeNotes,
        expiresAt,
        createdAt: now,
      })
      .returning();
    return created;
  });
  return {
    id: row.id,
    url: `/shared/${token}`,
    expiresAt: row.expiresAt.toISOString(),
    includeNotes: row.includeNotes,
    from: row.fromDay,
    to: row.toDay,
  };
}

export async function listShares(db: Db, userId: number, now: Date): Promise<Share[]> {
  const rows = await db.select().from(shares).where(eq(shares.userId, userId)).orderBy(asc(shares.id));
  return rows.map((r) => ({
    id: r.id,
    from: r.fromDay,
    to: r.toDay,
    includeNotes: r.includeNotes,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    revokedAt: r.revokedAt?.toISOString() ?? null,
    active: !r.revokedAt && r.expiresAt > now,
    viewCount: r.viewCount,
    lastViewedAt: r.lastViewedAt?.toISOString() ?? null,
  }));
}

export async function revokeShare(db: Db, userId: number, id: number, now: Date): Promise<void> {
  const [row] = await db
    .update(shares)
    .set({ revokedAt: sql`coalesce(${shares.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(shares.id, id), eq(shares.userId, userId)))
    .returning({ id: shares.id });
  if (!row) throw notFound(SHARE_NOT_FOUND);
}

/** Counts one failed look-up for `address` in the current window; throws 429 once over the limit. */
async function countFailure(db: Db, address: string, now: Date): Promise<number> {
  const windowMs = SHARE_LOOKUP_WINDOW_SECONDS * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(shareLookupFailures)
    .values({ address, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [shareLookupFailures.address, shareLookupFailures.windowStart],
      set: { count: sql`${shareLookupFailures.count} + 1` },
    })
    .returning({ count: shareLookupFailures.count });
  return row.count;
}

async function failuresNow(db: Db, address: string, now: Date): Promise<number> {
  const windowMs = SHARE_LOOKUP_WINDOW_SECONDS * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .select({ count: shareLookupFailures.count })
    .from(shareLookupFailures)
    .where(and(eq(shareLookupFailures.address, address), eq(shareLookupFailures.windowStart, windowStart)));
  return row?.count ?? 0;
}

/**
 * The report behind a share token, for anyone holding it. Unknown, revoked or expired: 404. Each view is
 * counted. An address that has failed SHARE_LOOKUP_LIMIT times this window gets 429 without a look-up.
 */
export async function viewShared(db: Db, token: string | null, address: string, now: Date) {
  if ((await failuresNow(db, address, now)) >= SHARE_LOOKUP_LIMIT)
    throw new AppError(429, SHARE_TOO_MANY_TRIES);
  const [row] = token
    ? await db
        .update(shares)
        .set({ viewCount: sql`${shares.viewCount} + 1`, lastViewedAt: now })
        .where(and(eq(shares.tokenHash, hashToken(token)), activeNow(now)))
        .returning()
    : [];
  if (!row) {
    await countFailure(db, address, now);
    throw notFound(SHARED_GONE);
  }
  const [owner] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, row.userId));
  return buildReport(
    db,
    row.userId,
    { from: row.fromDay, to: row.toDay },
    owner?.timeZone ?? 'UTC',
    row.includeNotes,
  );
}
