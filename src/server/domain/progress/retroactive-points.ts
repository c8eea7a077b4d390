import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { POINTS, type RetroactiveResult } from '../../../shared/progression.js';
import type { Db } from '../../db/client.js';
import { entries, pointActivities } from '../../db/schema.js';
import { dayIn } from '../calendar.js';
import { ledgerMessages } from './ledger-messages.js';
import { startOfDay } from './periods.js';
import { ACTIVITY, awardPoints, currentLevel, lockProgress, mergeOutcomes, noOutcome } from './points.js';
import { entryPoints, settleProgress } from './progress-events.js';

/**
 * Pays entry points for the user's entries that never had them settled (made before the engine, or by
 * an import), under the same rules as a new entry: the daily cap counts per day the entry was made,
 * together with the entries that day that earned points when they were made. One ledger row for the
 * lot; the entries are marked so a second call pays nothing.
 */
export async function awardRetroactivePoints(db: Db, userId: number, now: Date): Promise<RetroactiveResult> {
  return db.transaction(async (tx) => {
    const user = await lockProgress(tx, userId);
    const timeZone = user?.timeZone ?? 'UTC';
    const pending = await tx
      .select()
      .from(entries)
      .where(and(eq(entries.userId, userId), eq(entries.pointsAwarded, false)))
      .orderBy(asc(entries.createdAt), asc(entries.id));
    if (!user || pending.length === 0) {
      const level = await currentLevel(tx, userId);
      return {
        totalPointsAwarded: 0,
        entriesProcessed: 0,
        levelUp: false,
        newLevel: level,
        pointsEarned: 0,
        achievements: [],
      };
    }

    const firstDay = dayIn(timeZone, pending[0].createdAt);
    const paidLive = await tx
      .select({ createdAt: pointActivities.createdAt })
      .from(pointActivities)
      .where(
        and(
          eq(pointActivities.userId, userId),
          eq(pointActivities.activityType, ACTIVITY.entry),
          gte(pointActivities.createdAt, startOfDay(firstDay, timeZone)),
        ),
      );
    const paidPerDay = new Map<string, number>();
    for (const row of paidLive) {
      const day = dayIn(timeZone, row.createdAt);
      paidPerDay.set(day, (paidPerDay.get(day) ?? 0) + 1);
    }

    let entryTotal = 0;
    let paidEntries = 0;
    for (const entry of pending) {
      const day = dayIn(timeZone, entry.createdAt);
      const paid = paidPerDay.get(day) ?? 0;
      if (paid >= POINTS.entriesPerDayRewarded) continue;
      paidPerDay.set(day, paid + 1);
      entryTotal += entryPoints(entry);
      paidEntries++;
    }
    for (let i = 0; i < pending.length; i += 1000) {
      const ids = pending.slice(i, i + 1000).map((e) => e.id);
      await tx
        .update(entries)
        .set({ pointsAwarded: true })
        .where(and(eq(entries.userId, userId), inArray(entries.id, ids)));
    }

    const paid = await awardPoints(
      tx,
      userId,
      {
        activityType: ACTIVITY.retroactive,
        points: entryTotal,
        description: ledgerMessages.retroactive(paidEntries),
      },
      now,
    );
    const outcome = mergeOutcomes(
      noOutcome(await currentLevel(tx, userId)),
      paid,
      await settleProgress(tx, userId, { timeZone, now }),
    );
    return {
      totalPointsAwarded: outcome.pointsEarned,
      entriesProcessed: pending.length,
      levelUp: outcome.levelUp,
      newLevel: outcome.newLevel,
      pointsEarned: outcome.pointsEarned,
      achievements: outcome.achievements,
    };
  });
}
