import { z } from 'zod';
import type { AchievementMetric } from './catalogue.js';
import { ACHIEVEMENT_KINDS, type PointAward, type UnlockedAchievement } from './progression-rules.js';
import { instant, wireMessage } from './wire.js';

/**
 * An achievement a mutation just unlocked (`UnlockedAchievement`), as every earning route answers it:
 * new entries, stash changes, retroactive points.
 */
/** One award of points an action paid (a celebration names each with its own points). */
export const pointAwardSchema = z.object({
  points: z.number(),
  reason: z.string(),
  message: wireMessage.optional(),
}) satisfies z.ZodType<PointAward>;

export const unlockedAchievementSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  pointsAwarded: z.number(),
  type: z.enum(ACHIEVEMENT_KINDS),
}) satisfies z.ZodType<UnlockedAchievement>;

/** One achievement with the user's progress, as the home dialog reads it. */
export const achievementProgressSchema = z.object({
  /** The achievement's key: stable, used to remember which ones were announced. */
  id: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  category: z.string(),
  unlocked: z.boolean(),
  unlockedAt: instant.nullable(),
  progress: z.number(),
  total: z.number(),
  pointsReward: z.number(),
});
export type AchievementProgress = z.infer<typeof achievementProgressSchema>;

/** The popup's kind for an achievement of this metric. */
export function achievementType(category: string): UnlockedAchievement['type'] {
  const kinds: Record<AchievementMetric, UnlockedAchievement['type']> = {
    entries: 'entry',
    distinct_strains: 'entry',
    strain_types: 'entry',
    effects: 'entry',
    streak: 'login',
  };
  return kinds[category as AchievementMetric] ?? 'other';
}
