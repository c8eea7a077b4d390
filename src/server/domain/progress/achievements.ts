import { and, eq, sql } from 'drizzle-orm';
import { type AchievementProgress, achievementType } from '../../../shared/achievements.js';
import type { AchievementMetric } from '../../../shared/catalogue.js';
import type { ProgressOutcome, UnlockedAchievement } from '../../../shared/progression.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { achievements, userAchievements, users } from '../../db/schema.js';
import { strainKey } from '../sql.js';
import { ledgerMessages } from './ledger-messages.js';
import { ACTIVITY, addAward, currentLevel, goalStep, lockProgress, noOutcome } from './points.js';

/** The user's standing on every achievement metric, counted from their own data in one query. */
export async function achievementMetrics(
  tx: DbOrTx,
  userId: number,
): Promise<Record<AchievementMetric, number>> {
  const [row] = await tx
    .select({
      entries: sql<number>`(select count(*)::int from entries e where e.user_id = ${userId})`,
      distinct_strains: sql<number>`(select count(distinct ${strainKey('e')})::int from entries e where e.user_id = ${userId})`,
      strain_types: sql<number>`(select count(distinct e.strain_type)::int from entries e where e.user_id = ${userId} and e.strain_type in ('indica', 'sativa', 'hybrid'))`,
      effects: sql<number>`(select count(distinct x.effect)::int from entries e cross join lateral unnest(e.effects) as x(effect) where e.user_id = ${userId})`,
      streak: users.streakCount,
    })
    .from(users)
    .where(eq(users.id, userId));
  return {
    entries: Number(row?.entries ?? 0),
    distinct_strains: Number(row?.distinct_strains ?? 0),
    strain_types: Number(row?.strain_types ?? 0),
    effects: Number(row?.effects ?? 0),
    streak: Number(row?.streak ?? 0),
  };
}

/**
 * Brings the user's achievements up to date with their data: stores progress, unlocks what is reached
 * and pays each unlocked achievement's points once. Call with the user's row locked (lockProgress). With
 * `pay: false` (an import: history earns the badge, not the points) what is reached unlocks unpaid.
 */
export async function syncAchievements(
  tx: DbOrTx,
  userId: number,
  now: Date,
  { pay = true }: { pay?: boolean } = {},
): Promise<ProgressOutcome> {
  const catalogue = await tx.select().from(achievements).where(eq(achievements.isActive, true));
  let outcome = noOutcome(await currentLevel(tx, userId));
  if (catalogue.length === 0) return outcome;
  const metrics = await achievementMetrics(tx, userId);
  const stored = new Map(
    (
      await tx
        .select({
          achievementId: userAchievements.achievementId,
          unlocked: userAchievements.unlocked,
          currentProgress: userAchievements.currentProgress,
        })
        .from(userAchievements)
        .where(eq(userAchievements.userId, userId))
    ).map((r) => [r.achievementId, r]),
  );
  const rows: (typeof userAchievements.$inferInsert)[] = [];
  const unlocked: UnlockedAchievement[] = [];
  for (const a of catalogue) {
    const before = stored.get(a.id);
    const step = goalStep(
      metrics[a.category as AchievementMetric] ?? 0,
      a.threshold,
      before && { done: before.unlocked, progress: before.currentProgress },
    );
    if (!step.changed) continue;
    rows.push({
      userId,
      achievementId: a.id,
      currentProgress: step.progress,
      unlocked: before?.unlocked || step.reached,
      unlockedAt: step.newly ? now : undefined,
    });
    if (!step.newly || !pay) continue;
    const description = ledgerMessages.achievement(a.name);
    const award = { activityType: ACTIVITY.achievement, points: a.pointsReward, description, refId: a.id };
    outcome = await addAward(tx, userId, outcome, award, now);
    unlocked.push({
      key: a.key,
      name: a.name,
      description: a.description,
      pointsAwarded: a.pointsReward,
      type: achievementType(a.category),
    });
  }
  if (rows.length > 0) {
    await tx
      .insert(userAchievements)
      .values(rows)
      .onConflictDoUpdate({
        target: [userAchievements.userId, userAchievements.achievementId],
        set: {
          currentProgress: sql`excluded.current_progress`,
          unlocked: sql`${userAchievements.unlocked} or excluded.unlocked`,
          unlockedAt: sql`coalesce(${userAchievements.unlockedAt}, excluded.unlocked_at)`,
        },
      });
  }
  return { ...outcome, achievements: unlocked };
}

/** Every active achievement with the user's progress (brought up to date first). */
export async function listAchievements(db: Db, userId: number, now: Date): Promise<AchievementProgress[]> {
  return db.transaction(async (tx) => {
    await lockProgress(tx, userId);
    await syncAchievements(tx, userId, now);
    const rows = await tx
      .select({
        key: achievements.key,
        name: achievements.name,
        description: achievements.description,
        icon: achievements.icon,
        category: achievements.category,
        threshold: achievements.threshold,
        pointsReward: achievements.pointsReward,
        unlocked: userAchievements.unlocked,
        unlockedAt: userAchievements.unlockedAt,
        currentProgress: userAchievements.currentProgress,
      })
      .from(achievements)
      .leftJoin(
        userAchievements,
        and(eq(userAchievements.achievementId, achievements.id), eq(userAchievements.userId, userId)),
      )
      .where(eq(achievements.isActive, true))
      .orderBy(achievements.id);
    return rows.map((r) => ({
      id: r.key,
      title: r.name,
      description: r.description,
      icon: r.icon,
      category: r.category,
      unlocked: r.unlocked ?? false,
      unlockedAt: r.unlockedAt?.toISOString() ?? null,
      progress: r.unlocked ? r.threshold : Math.min(r.currentProgress ?? 0, r.threshold),
      total: r.threshold,
      pointsReward: r.pointsReward,
    }));
  });
}
