import { and, desc, eq, sql } from 'drizzle-orm';
import { TOO_MANY_PASSWORD_CHECKS_MESSAGE } from '../../../shared/auth.js';
import { ENTRY_CSV_COLUMNS, formatOutcomes } from '../../../shared/entry-csv.js';
import { EXPORT_VERSION } from '../../../shared/privacy.js';
import { forgetSignIns, reservePasswordCheck } from '../../auth/login-limit.js';
import { verifyPassword } from '../../auth/passwords.js';
import { forgetUserSessions } from '../../auth/sessions.js';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  entries,
  favorites,
  noteReads,
  pointActivities,
  userProgression,
  userRewards,
  users,
  wishlistItems,
} from '../../db/schema.js';
import { AppError, SIGN_IN_MESSAGE } from '../../errors.js';
import { toCsv } from '../csv.js';
import { forgetList } from '../entries/entry-list-cache.js';
import { exportExperiments } from '../experiments/experiment-data.js';
import { goalRows } from '../progress/goal-rows.js';
import { getSettings } from './settings.js';
import { keepAnAdmin, publicUser } from './users.js';

const ONLY_ADMIN_MESSAGE = /*i18n*/ 'You are the only admin: make someone else an admin first';

/** Dates become ISO strings so the document is plain JSON. */
function plain<T extends Record<string, unknown>>(row: T) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v;
  return out;
}

/** Everything the user owns, in one document (GDPR articles 15 and 20). */
export async function exportUserData(db: DbOrTx, userId: number, now: Date) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError(401, SIGN_IN_MESSAGE);
  const [progression] = await db.select().from(userProgression).where(eq(userProgression.userId, userId));
  const entryRows = await db
    .select()
    .from(entries)
    .where(eq(entries.userId, userId))
    .orderBy(entries.createdAt);
  const favoriteRows = await db.select().from(favorites).where(eq(favorites.userId, userId));
  const stashRows = await db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId));
  const activityRows = await db
    .select()
    .from(pointActivities)
    .where(eq(pointActivities.userId, userId))
    .orderBy(desc(pointActivities.createdAt));
  const goals = await goalRows(db, userId);
  const redemptionRows = await db.select().from(userRewards).where(eq(userRewards.userId, userId));

  const strip = <T extends { userId?: unknown }>(r: T) => {
    const { userId: _omit, ...rest } = r;
    return plain(rest);
  };
  return {
    format: 'strain-journal-export',
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    profile: {
      ...publicUser(user),
      timeZone: user.timeZone,
      currency: user.currency,
      language: user.language,
      // What Settings keeps about the person beside their entries: the report's name and conditions, and
      // the symptoms they track.
      displayName: user.displayName,
      conditions: user.conditions,
      trackedSymptoms: user.trackedSymptoms,
      level: progression?.level ?? 'curious_beginner',
      lifetimePoints: progression?.lifetimePoints ?? 0,
    },
    settings: await getSettings(db, userId),
    entries: entryRows.map(({ pointsAwarded: _p, imported: _i, ...e }) => strip(e)),
    favorites: favoriteRows.map(strip),
    stash: stashRows.map(strip),
    pointActivities: activityRows.map(({ strainKey: _k, ...r }) => strip(r)),
    achievements: goals.achievements.map(({ achievements: a, user_achievements: u }) =>
      plain({
        name: a.name,
        description: a.description,
        currentProgress: u.currentProgress,
        unlocked: u.unlocked,
        unlockedAt: u.unlockedAt,
      }),
    ),
    challenges: goals.challenges.map(({ challenges: c, user_challenges: u }) =>
      plain({
        title: c.title,
        type: c.type,
        periodStart: u.periodStart,
        progress: u.progress,
        target: c.target,
        completed: u.completed,
        completedAt: u.completedAt,
      }),
    ),
    redemptions: redemptionRows.map(strip),
    // The days already come with their products, never a day to come (decision 0075).
    experiments: await exportExperiments(db, userId, now),
  };
}

/** The journal as one CSV: one row per entry, effects in one cell. */
export async function exportEntriesCsv(db: DbOrTx, userId: number) {
  const rows = await db.select().from(entries).where(eq(entries.userId, userId)).orderBy(entries.createdAt);
  return toCsv(
    rows.map((r) => ({
      ...r,
      effects: r.effects.join('; '),
      notes: r.notes ?? '',
      outcomes: formatOutcomes(r.outcomes),
      terpenes: r.terpenes.join('; '),
    })),
    ENTRY_CSV_COLUMNS.map((c) => ({ ...c })),
  );
}

/**
 * Erasure (GDPR article 17): the current password confirms it; the user row goes and, through the
 * foreign keys, every row the user owns, in one statement inside one transaction. The last admin stays.
 */
export async function eraseAccount(db: Db, userId: number, password: string, now: Date) {
  // Counted outside the transaction: a wrong password rolls that back, never the count.
  if (!(await reservePasswordCheck(db, userId, now)))
    throw new AppError(429, TOO_MANY_PASSWORD_CHECKS_MESSAGE);
  await db.transaction(async (tx) => {
    // An admin leaving: the one locked check of every path that removes an admin, which takes the admins'
    // rows before the user's own (the same order everywhere). Anyone else locks only their own row.
    const [found] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (found?.role === 'admin') await keepAnAdmin(tx, userId, ONLY_ADMIN_MESSAGE);
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new AppError(401, SIGN_IN_MESSAGE);
    if (!(await verifyPassword(user.passwordHash, password)))
      throw new AppError(400, /*i18n*/ 'Your password is not correct', 'wrong_password');
    await tx.delete(users).where(eq(users.id, userId));
    await forgetSignIns(tx, user.username, userId);
  });
  forgetUserSessions(userId);
  forgetList(userId);
}

const DELETED_READER = 'Deleted manager';

/** Who has read my notes: every staff read (manager or admin), newest first. */
export async function accessLog(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      id: noteReads.id,
      entryId: noteReads.entryId,
      strainName: entries.strainName,
      reader: sql<string>`coalesce(${users.username}, ${DELETED_READER})`,
      readerRole: users.role,
      readAt: noteReads.createdAt,
    })
    .from(noteReads)
    .innerJoin(entries, eq(entries.id, noteReads.entryId))
    // A deleted manager's reads stay in the author's log.
    .leftJoin(users, eq(users.id, noteReads.readerId))
    .where(eq(noteReads.userId, userId))
    .orderBy(desc(noteReads.createdAt), desc(noteReads.id))
    .limit(500);
  return rows.map((r) => ({ ...r, readAt: r.readAt.toISOString() }));
}

/** One click: no manager may read any of my notes from now on. */
export async function withdrawAllConsent(db: DbOrTx, userId: number) {
  const updated = await db
    .update(entries)
    .set({ allowManagerAccess: false })
    .where(and(eq(entries.userId, userId), eq(entries.allowManagerAccess, true)))
    .returning({ id: entries.id });
  return updated.length;
}
