import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  type CreatedShare,
  SHARE_LIMIT_REACHED,
  SHARE_LOOKUP_LIMIT,
  SHARE_LOOKUP_WINDOW_SECONDS,
  SHARE_MAX_ACTIVE,
  SHARE_NOT_FOUND,
  SHARE_TOO_MANY_TRIES,
  SHARE_TOO_MANY_VIEWS,
  SHARE_VIEW_LIMITS,
  SHARED_GONE,
  type Share,
} from '../../../shared/report.js';
import { newToken, tokenDigest } from '../../auth/tokens.js';
import type { Db } from '../../db/client.js';
import { shares, users } from '../../db/schema.js';
import { AppError, conflict, notFound } from '../../errors.js';
import { countEvent, eventsSoFar } from '../rate-windows.js';
import { buildReport, type ReportPeriod, reportKey } from './clinician-report.js';
import { sharedReport } from './share-cache.js';

const activeNow = (now: Date) => and(isNull(shares.revokedAt), gt(shares.expiresAt, now));

export async function createShare(
  db: Db,
  userId: number,
  input: { period: ReportPeriod; includeNotes: boolean; expiresInDays: number },
  now: Date,
): Promise<CreatedShare> {
  const token = newToken();
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
        tokenHash: tokenDigest(token),
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

const bump = (db: Db, key: string, now: Date) => countEvent(db, key, now, SHARE_LOOKUP_WINDOW_SECONDS);
const countNow = (db: Db, key: string, now: Date) => eventsSoFar(db, key, now, SHARE_LOOKUP_WINDOW_SECONDS);

/** A failed look-up from `address`, counted: 404 while within the limit, 429 past it (race-free). */
async function missed(db: Db, address: string, now: Date): Promise<never> {
  const n = await bump(db, `share-miss:${address}`, now);
  if (n > SHARE_LOOKUP_LIMIT) throw new AppError(429, SHARE_TOO_MANY_TRIES);
  throw notFound(SHARED_GONE);
}

/**
 * The report behind a share token, for anyone holding it. Unknown, revoked or expired: 404, counted per
 * address (SHARE_LOOKUP_LIMIT a window, then 429). Views are limited per link and per address
 * (SHARE_VIEW_LIMITS), and each GET counts as a view (a HEAD does not). The report is built once per
 * version of the owner's journal and kept (share-cache.ts): parallel views wait for one build.
 * Answers the report as JSON (UTF-8 bytes), gzipped with `gzip`.
 */
export async function viewShared(
  db: Db,
  token: string | null,
  address: string,
  now: Date,
  { countView, gzip = false }: { countView: boolean; gzip?: boolean },
): Promise<Buffer> {
  if ((await countNow(db, `share-miss:${address}`, now)) >= SHARE_LOOKUP_LIMIT)
    throw new AppError(429, SHARE_TOO_MANY_TRIES);
  if (!token) return missed(db, address, now);
  const tokenHash = tokenDigest(token);
  const [row] = await db
    .select({
      id: shares.id,
      userId: shares.userId,
      fromDay: shares.fromDay,
      toDay: shares.toDay,
      includeNotes: shares.includeNotes,
      expiresAt: shares.expiresAt,
      timeZone: users.timeZone,
      version: users.entriesVersion,
    })
    .from(shares)
    .innerJoin(users, eq(users.id, shares.userId))
    .where(and(eq(shares.tokenHash, tokenHash), activeNow(now)));
  if (!row) return missed(db, address, now);
  const perLink = await bump(db, `share-link:${row.id}`, now);
  const perAddress = await bump(db, `share-view:${address}`, now);
  if (perLink > SHARE_VIEW_LIMITS.perLink || perAddress > SHARE_VIEW_LIMITS.perAddress)
    throw new AppError(429, SHARE_TOO_MANY_VIEWS);
  if (countView)
    await db
      .update(shares)
      .set({ viewCount: sql`${shares.viewCount} + 1`, lastViewedAt: now })
      .where(eq(shares.id, row.id));
  const period = { from: row.fromDay, to: row.toDay };
  return sharedReport(
    {
      shareId: row.id,
      version: row.version,
      report: reportKey(period, row.timeZone, row.includeNotes, now.getTime()),
    },
    async () => ({
      ...(await buildReport(db, row.userId, period, row.timeZone, row.includeNotes, {
        version: row.version,
        now: now.getTime(),
      })),
      share: { expiresAt: row.expiresAt.toISOString() },
    }),
    { gzip },
  );
}
