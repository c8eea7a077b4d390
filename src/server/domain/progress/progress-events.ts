import { and, eq } from 'drizzle-orm';
import { isCompleteEntry } from '../../../shared/entry-completeness.js';
import { POINTS, type ProgressOutcome } from '../../../shared/progression.js';
import { strainKey } from '../../../shared/strains.js';
import type { DbOrTx } from '../../db/client.js';
import { entries, type wishlistItems } from '../../db/schema.js';
import { dayIn } from '../calendar.js';
import { syncAchievements } from './achievements.js';
import { syncChallenges } from './challenges.js';
import { ledgerMessages } from './ledger-messages.js';
import { dayBounds, type ProgressClock } from './periods.js';
import {
  ACTIVITY,
  addAward,
  countActivities,
  currentLevel,
  lockProgress,
  mergeOutcomes,
  noOutcome,
} from './points.js';

/**
 * The seam between actions and the progression engine: each action calls its hook inside its own
 * transaction and returns the outcome to the client. The hooks take the user's row lock, so two
 * actions of one user at once are counted one after the other (caps and once-only awards hold).
 */

/**
 * Achievements and challenges brought up to date after the user's activity changed; the challenges of the
 * periods around `periodsAt` (an entry logged offline counts in the periods of the moment it was saved).
 */
export async function settleProgress(
  tx: DbOrTx,
  userId: number,
  clock: ProgressClock,
): Promise<ProgressOutcome> {
  const fromAchievements = await syncAchievements(tx, userId, clock.now);
  const fromChallenges = await syncChallenges(tx, userId, clock);
  return mergeOutcomes(fromAchievements, fromChallenges);
}

/** What a hook knows once it holds the lock: the user, their level, today's bounds in their time zone. */
interface Opened {
  timeZone: string;
  level: string;
  today: { start: Date; end: Date };
}

/**
 * A hook on an action's subject (an entry, a stash item): it first takes the user's row lock and reads
 * their level and day; a user who is gone earns nothing.
 */
function hook<T>(
  body: (tx: DbOrTx, userId: number, subject: T, now: Date, opened: Opened) => Promise<ProgressOutcome>,
) {
  return async (tx: DbOrTx, userId: number, subject: T, now: Date): Promise<ProgressOutcome> => {
    const user = await lockProgress(tx, userId);
    if (!user) return noOutcome('curious_beginner');
    const level = await currentLevel(tx, userId);
    const today = dayBounds(dayIn(user.timeZone, now), user.timeZone);
    return body(tx, userId, subject, now, { timeZone: user.timeZone, level, today });
  };
}

type StashItem = typeof wishlistItems.$inferSelect;

/** Points a new entry earns on its own: 10, and 5 more when it is complete. */
export function entryPoints(entry: typeof entries.$inferSelect): number {
  return POINTS.newEntry + (isCompleteEntry(entry) ? POINTS.completeEntryBonus : 0);
}

/**
 * A new journal entry: entry points (only for the first 5 entries of the user's day), then achievements
 * and challenges. The day is the one it was logged on (`createdAt`: the moment of Save, for an entry saved
 * offline and sent later), and so are the challenges' periods. Marks the entry as settled so retroactive
 * awards skip it.
 */
export const onEntryCreated = hook<typeof entries.$inferSelect>(async (tx, userId, entry, now, opened) => {
  const { timeZone } = opened;
  const loggedAt = entry.createdAt;
  const loggedDay = dayBounds(dayIn(timeZone, loggedAt), timeZone);
  let outcome = noOutcome(opened.level);
  if (!entry.pointsAwarded) {
    const paidToday = (await countActivities(tx, userId, ACTIVITY.entry, loggedDay)).all;
    if (paidToday < POINTS.entriesPerDayRewarded) {
      const description = ledgerMessages.entry(entry.strainName, isCompleteEntry(entry));
      const award = {
        activityType: ACTIVITY.entry,
        points: entryPoints(entry),
        description,
        refId: entry.id,
      };
      // Dated when it was earned, so that day's cap counts it.
      outcome = await addAward(tx, userId, outcome, award, loggedAt);
    }
    await tx
      .update(entries)
      .set({ pointsAwarded: true })
      .where(and(eq(entries.userId, userId), eq(entries.id, entry.id)));
  }
  return mergeOutcomes(outcome, await settleProgress(tx, userId, { timeZone, now, periodsAt: loggedAt }));
});

/** An item added to the stash: 3 points (for the first 5 adds of the user's day), then challenges. */
export const onStashItemAdded = hook<StashItem>(async (tx, userId, item, now, opened) => {
  let outcome = noOutcome(opened.level);
  const key = strainKey(item.strainName);
  const paid = await countActivities(tx, userId, ACTIVITY.stashAdd, opened.today, { strainKey: key });
  // Deleting and adding the same strain again the same day pays nothing more.
  if (paid.all < POINTS.stashAddsPerDayRewarded && paid.forStrain === 0) {
    const award = {
      activityType: ACTIVITY.stashAdd,
      points: POINTS.addToStash,
      description: ledgerMessages.stashAdd(item.strainName),
      refId: item.id,
      strainKey: key,
    };
    outcome = await addAward(tx, userId, outcome, award, now);
  }
  return mergeOutcomes(outcome, await settleProgress(tx, userId, { timeZone: opened.timeZone, now }));
});

/**
 * A stash item's amount or quantity changed (call it only then): 2 points, once per item and per strain
 * a day of the user's time zone (a deleted and re-added item is the same strain), at most
 * POINTS.stashUpdatesPerDayRewarded a day.
 */
export const onStashItemUpdated = hook<StashItem>(async (tx, userId, item, now, opened) => {
  const key = strainKey(item.strainName);
  const done = await countActivities(tx, userId, ACTIVITY.stashUpdate, opened.today, {
    refId: item.id,
    strainKey: key,
  });
  if (done.forItem > 0 || done.forStrain > 0 || done.all >= POINTS.stashUpdatesPerDayRewarded)
    return noOutcome(opened.level);
  const award = {
    activityType: ACTIVITY.stashUpdate,
    points: POINTS.updateStash,
    description: ledgerMessages.stashUpdate(item.strainName),
    refId: item.id,
    strainKey: key,
  };
  return addAward(tx, userId, noOutcome(opened.level), award, now);
});
