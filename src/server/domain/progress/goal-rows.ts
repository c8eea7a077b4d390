import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { achievements, challenges, userAchievements, userChallenges } from '../../db/schema.js';

/**
 * The user's achievement and challenge rows, each beside its definition (`achievements`, `challenges`). The
 * data export reads them all; the celebrations only those reached (unlocked, completed) after `reachedAfter`.
 * One reading, so both say the same about the same row.
 */
export async function goalRows(db: DbOrTx, userId: number, reachedAfter?: Date) {
  const reached = reachedAfter && {
    achievement: and(eq(userAchievements.unlocked, true), gt(userAchievements.unlockedAt, reachedAfter)),
    challenge: and(eq(userChallenges.completed, true), gt(userChallenges.completedAt, reachedAfter)),
  };
  const achievementRows = await db
    .select()
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(and(eq(userAchievements.userId, userId), reached?.achievement));
  const challengeRows = await db
    .select()
    .from(userChallenges)
    .innerJoin(challenges, eq(challenges.id, userChallenges.challengeId))
    .where(and(eq(userChallenges.userId, userId), reached?.challenge));
  return { achievements: achievementRows, challenges: challengeRows };
}
