import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { ChallengeMetric, ChallengeType } from '../../../shared/catalogue.js';
import type { Challenge, UserChallenge } from '../../../shared/challenges.js';
import { isCompleteEntry } from '../../../shared/entry-completeness.js';
import type { ProgressOutcome } from '../../../shared/progression.js';
import { strainKey } from '../../../shared/strains.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { challenges, entries, pointActivities, userChallenges, users } from '../../db/schema.js';
import { ledgerMessages } from './ledger-messages.js';
import { currentPeriods, type Period, type ProgressClock } from './periods.js';
import { ACTIVITY, addAward, currentLevel, goalStep, lockProgress, noOutcome } from './points.js';

type Metrics = Record<ChallengeMetric, number>;

/** The user's activity counted per challenge metric, for each of the current periods. */
async function periodMetrics(
  tx: DbOrTx,
  userId: number,
  periods: Record<ChallengeType, Period>,
): Promise<Record<ChallengeType, Metrics>> {
  const since = new Date(Math.min(...Object.values(periods).map((p) => p.startsAt.getTime())));
  // One transaction runs one query at a time: these go in turn.
  const entryRows = await tx
    .select()
    .from(entries)
    // Imported history completes no challenge: only entries logged here count.
    .where(and(eq(entries.userId, userId), gte(entries.createdAt, since), eq(entries.imported, false)));
  // Visits and stash adds are read from the ledger: a visit is its daily row, and a stash add is what the
  // add hook paid (a wish moved to the stash counts; a wish saved to try does not).
  const ledgerRows = await tx
    .select({ createdAt: pointActivities.createdAt, activityType: pointActivities.activityType })
    .from(pointActivities)
    .where(
      and(
        eq(pointActivities.userId, userId),
        inArray(pointActivities.activityType, [ACTIVITY.login, ACTIVITY.stashAdd]),
        gte(pointActivities.createdAt, since),
      ),
    );
  const stashRows = ledgerRows.filter((r) => r.activityType === ACTIVITY.stashAdd);
  const visitRows = ledgerRows.filter((r) => r.activityType === ACTIVITY.login);
  const inPeriod = (p: Period) => (r: { createdAt: Date }) =>
    r.createdAt >= p.startsAt && r.createdAt < p.endsAt;
  const count = (p: Period): Metrics => {
    const es = entryRows.filter(inPeriod(p));
    return {
      entries: es.length,
      complete_entries: es.filter((e) => isCompleteEntry(e)).length,
      distinct_strains: new Set(es.map((e) => strainKey(e.strainName))).size,
      effects: new Set(es.flatMap((e) => e.effects)).size,
      stash_adds: stashRows.filter(inPeriod(p)).length,
      visits: visitRows.filter(inPeriod(p)).length,
    };
  };
  return { daily: count(periods.daily), weekly: count(periods.weekly), monthly: count(periods.monthly) };
}

/**
 * Counts the user's progress in every active challenge's period around `periodsAt` (by default now: the
 * current ones), stores it, and pays a challenge the first time it is completed in a period (completed and
 * paid now). Call with the user's row locked (lockProgress).
 */
export async function syncChallenges(
  tx: DbOrTx,
  userId: number,
  { timeZone, now, periodsAt = now }: ProgressClock,
): Promise<ProgressOutcome> {
  let outcome = noOutcome(await currentLevel(tx, userId));
  const active = await tx.select().from(challenges).where(eq(challenges.isActive, true));
  if (active.length === 0) return outcome;
  const periods = currentPeriods(timeZone, periodsAt);
  const metrics = await periodMetrics(tx, userId, periods);
  const stored = await tx
    .select()
    .from(userChallenges)
    .where(
      and(
        eq(userChallenges.userId, userId),
        inArray(
          userChallenges.challengeId,
          active.map((c) => c.id),
        ),
        inArray(userChallenges.periodStart, [...new Set(Object.values(periods).map((p) => p.start))]),
      ),
    );
  const rows: (typeof userChallenges.$inferInsert)[] = [];
  for (const c of active) {
    const period = periods[c.type];
    const before = stored.find((s) => s.challengeId === c.id && s.periodStart === period.start);
    const step = goalStep(
      metrics[c.type][c.metric as ChallengeMetric] ?? 0,
      c.target,
      before && { done: before.completed, progress: before.progress },
    );
    if (!step.changed) continue;
    const { progress, newly } = step;
    rows.push({
      userId,
      challengeId: c.id,
      periodStart: period.start,
      progress: before?.completed ? Math.max(progress, before.progress) : progress,
      completed: before?.completed || newly,
      completedAt: newly ? now : undefined,
      createdAt: now,
    });
    if (!newly) continue;
    const description = ledgerMessages.challenge(c.title);
    const award = { activityType: ACTIVITY.challenge, points: c.pointValue, description, refId: c.id };
    outcome = await addAward(tx, userId, outcome, award, now);
  }
  if (rows.length > 0) {
    await tx
      .insert(userChallenges)
      .values(rows)
      .onConflictDoUpdate({
        target: [userChallenges.userId, userChallenges.challengeId, userChallenges.periodStart],
        set: {
          progress: sql`excluded.progress`,
          completed: sql`${userChallenges.completed} or excluded.completed`,
          completedAt: sql`coalesce(${userChallenges.completedAt}, excluded.completed_at)`,
        },
      });
  }
  return outcome;
}

async function timeZoneOf(db: DbOrTx, userId: number) {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return row?.timeZone ?? 'UTC';
}

/** Active challenges with their current period and expiry in the user's time zone. */
export async function listChallenges(db: Db, userId: number, now: Date): Promise<Challenge[]> {
  const periods = currentPeriods(await timeZoneOf(db, userId), now);
  const rows = await db.select().from(challenges).where(eq(challenges.isActive, true)).orderBy(challenges.id);
  return rows.map((c) => ({
    id: c.id,
    key: c.key,
    title: c.title,
    description: c.description,
    type: c.type,
    metric: c.metric,
    pointValue: c.pointValue,
    target: c.target,
    isActive: c.isActive,
    periodStart: periods[c.type].start,
    expiresAt: periods[c.type].endsAt.toISOString(),
    createdAt: c.createdAt.toISOString(),
  }));
}

/** The user's progress in every active challenge's current period (counted afresh, paying completions). */
export async function listUserChallenges(db: Db, userId: number, now: Date): Promise<UserChallenge[]> {
  return db.transaction(async (tx) => {
    const locked = await lockProgress(tx, userId);
    const timeZone = locked?.timeZone ?? 'UTC';
    await syncChallenges(tx, userId, { timeZone, now });
    const periods = currentPeriods(timeZone, now);
    const active = await tx
      .select()
      .from(challenges)
      .where(eq(challenges.isActive, true))
      .orderBy(challenges.id);
    const starts = [...new Set(Object.values(periods).map((p) => p.start))];
    const stored = await tx
      .select()
      .from(userChallenges)
      .where(and(eq(userChallenges.userId, userId), inArray(userChallenges.periodStart, starts)));
    return active.map((c) => {
      const row = stored.find((s) => s.challengeId === c.id && s.periodStart === periods[c.type].start);
      return {
        challengeId: c.id,
        periodStart: periods[c.type].start,
        progress: row?.progress ?? 0,
        target: c.target,
        completed: row?.completed ?? false,
        completedAt: row?.completedAt?.toISOString() ?? null,
      };
    });
  });
}
