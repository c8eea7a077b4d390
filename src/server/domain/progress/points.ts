import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { english, type Message } from '../../../shared/message.js';
import { levelFor, type PointAward, type ProgressOutcome } from '../../../shared/progression.js';
import type { DbOrTx } from '../../db/client.js';
import { pointActivities, userProgression, users } from '../../db/schema.js';

/** Points earned: a ledger line above 0 that also counts toward the level. */
export type Award = LedgerLine;

export interface AwardOutcome {
  pointsEarned: number;
  awards: PointAward[];
  levelUp: boolean;
  newLevel: string;
}

/** Activity types written to the ledger. */
export const ACTIVITY = {
  login: 'login',
  entry: 'entry',
  retroactive: 'retroactive',
  stashAdd: 'stash_add',
  stashUpdate: 'stash_update',
  challenge: 'challenge',
  achievement: 'achievement',
  /** A reward redeemed: the cost, as a negative amount. */
  redeem: 'redeem',
  /** A redemption cancelled: its cost given back. */
  refund: 'refund',
} as const;

/** One line of the ledger: a signed amount (earned above 0, spent below), what it was for, and its object. */
export interface LedgerLine {
  activityType: (typeof ACTIVITY)[keyof typeof ACTIVITY];
  points: number;
  /**
   * What it was for: a message (ledger-messages.ts), kept with the line so that it is read in its reader's
   * language, and its English as the line's `description`; a plain text is kept as it is.
   */
  description: Message | string;
  /** The object the line is about (entry, stash item, challenge, achievement, redemption), when there is one. */
  refId?: number | null;
  /** The strain a stash line is about (`strainKey`), which its daily caps count by. */
  strainKey?: string | null;
}

/** A line's English text. */
const lineText = (line: LedgerLine) =>
  typeof line.description === 'string' ? line.description : english(line.description);

/**
 * The only writer of a balance (decision 0076): the user's points move by the line's amount and the line
 * is written to the ledger (point_activities), in the caller's transaction, so the ledger always sums to
 * the balance. Every earn, redeem and refund comes through here. A spend is a conditional update: when the
 * balance does not cover it nothing is written and the answer is null, so concurrent spends never
 * overspend. Otherwise the answer is the balance after the line.
 */
export async function postToLedger(
  tx: DbOrTx,
  userId: number,
  line: LedgerLine,
  now: Date,
): Promise<number | null> {
  const covered = line.points < 0 ? gte(users.points, -line.points) : undefined;
  const [moved] = await tx
    .update(users)
    .set({ points: sql`${users.points} + ${line.points}` })
    .where(and(eq(users.id, userId), covered))
    .returning({ points: users.points });
  if (!moved) return null;
  await tx.insert(pointActivities).values({
    userId,
    activityType: line.activityType,
    pointsEarned: line.points,
    description: lineText(line),
    message: typeof line.description === 'string' ? null : line.description,
    refId: line.refId ?? null,
    strainKey: line.strainKey ?? null,
    createdAt: now,
  });
  return moved.points;
}

/**
 * Pays one award: a ledger line (the balance with it), lifetime points and the level, together.
 * Call it inside the transaction of the action that earns it.
 */
export async function awardPoints(
  tx: DbOrTx,
  userId: number,
  award: Award,
  now: Date,
): Promise<AwardOutcome> {
  if (award.points <= 0) {
    return { pointsEarned: 0, awards: [], levelUp: false, newLevel: await currentLevel(tx, userId) };
  }
  await postToLedger(tx, userId, award, now);
  const [before] = await tx
    .insert(userProgression)
    .values({ userId, lifetimePoints: 0 })
    .onConflictDoUpdate({ target: userProgression.userId, set: { userId } })
    .returning();
  const lifetime = before.lifetimePoints + award.points;
  const newLevel = levelFor(lifetime).level;
  const levelUp = newLevel !== before.level;
  await tx
    .update(userProgression)
    .set({
      lifetimePoints: sql`${userProgression.lifetimePoints} + ${award.points}`,
      level: newLevel,
      ...(levelUp ? { lastLevelUpAt: now } : {}),
    })
    .where(eq(userProgression.userId, userId));
  return {
    pointsEarned: award.points,
    awards: [
      typeof award.description === 'string'
        ? { points: award.points, reason: award.description }
        : { points: award.points, reason: english(award.description), message: award.description },
    ],
    levelUp,
    newLevel,
  };
}

export async function currentLevel(tx: DbOrTx, userId: number): Promise<string> {
  const [p] = await tx
    .select({ level: userProgression.level })
    .from(userProgression)
    .where(eq(userProgression.userId, userId));
  return p?.level ?? 'curious_beginner';
}

/**
 * Takes the user's row lock for the rest of the transaction, so two actions of one user never both pass
 * a cap or a once-only check. NO KEY UPDATE does not wait on the KEY SHARE locks that inserting the
 * user's rows takes, so it cannot deadlock with them.
 */
export async function lockProgress(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({ timeZone: users.timeZone, streakCount: users.streakCount })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row ?? null;
}

/**
 * Ledger rows of one type for a user within [start, end), in one query: all of them, those for one item
 * (`refId`) and those for one strain (`strainKey`: an item deleted and added again is the same strain).
 */
export async function countActivities(
  tx: DbOrTx,
  userId: number,
  activityType: string,
  range: { start: Date; end: Date },
  of: { refId?: number; strainKey?: string } = {},
): Promise<{ all: number; forItem: number; forStrain: number }> {
  const [row] = await tx
    .select({
      all: count(),
      forItem: sql<number>`count(*) filter (where ${pointActivities.refId} = ${of.refId ?? null})::int`,
      forStrain: sql<number>`count(*) filter (where ${pointActivities.strainKey} = ${of.strainKey ?? null})::int`,
    })
    .from(pointActivities)
    .where(
      and(
        eq(pointActivities.userId, userId),
        eq(pointActivities.activityType, activityType),
        gte(pointActivities.createdAt, range.start),
        lt(pointActivities.createdAt, range.end),
      ),
    );
  return { all: row?.all ?? 0, forItem: Number(row?.forItem ?? 0), forStrain: Number(row?.forStrain ?? 0) };
}

/**
 * Where a goal (an achievement's threshold, a challenge's target) stands for a value: progress capped at
 * the target, whether the value reaches it, whether it was reached just now (not `before`), and whether
 * anything changed since `before`.
 */
export function goalStep(value: number, target: number, before?: { done: boolean; progress: number }) {
  const progress = Math.min(value, target);
  const reached = value >= target;
  const newly = reached && !before?.done;
  return { progress, reached, newly, changed: newly || !before || before.progress !== progress };
}

/** Pays an award and adds what it brought to the outcome so far. */
export async function addAward(
  tx: DbOrTx,
  userId: number,
  outcome: ProgressOutcome,
  award: Award,
  now: Date,
): Promise<ProgressOutcome> {
  return mergeOutcomes(outcome, await awardPoints(tx, userId, award, now));
}

export function noOutcome(level: string): ProgressOutcome {
  return { pointsEarned: 0, awards: [], achievements: [], levelUp: false, newLevel: level };
}

/** Several awards of one action reported as one outcome. */
export function mergeOutcomes(
  first: ProgressOutcome,
  ...rest: Array<AwardOutcome | ProgressOutcome>
): ProgressOutcome {
  const merged: ProgressOutcome = {
    ...first,
    awards: [...first.awards],
    achievements: [...first.achievements],
  };
  for (const o of rest) {
    merged.pointsEarned += o.pointsEarned;
    merged.awards.push(...o.awards);
    merged.levelUp ||= o.levelUp;
    merged.newLevel = o.newLevel;
    if ('achievements' in o) merged.achievements.push(...o.achievements);
  }
  return merged;
}
