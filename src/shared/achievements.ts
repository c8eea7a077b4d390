import { z } from 'zod';
import type { AchievementMetric } from './catalogue.js';
import type { UnlockedAchievement } from './progression.js';

/** One achievement with the user's progress, as the home dialog reads it. */
export const achievementProgressSchema = z.object({
  /** The achievement's key: stable, used to remember which ones were announced. */
  id: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  category: z.string(),
  unlocked: z.boolean(),
  unlockedAt: z.string().nullable(),
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
