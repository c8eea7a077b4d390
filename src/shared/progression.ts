import { z } from 'zod';
import { unlockedAchievementSchema } from './achievements.js';
import { calendarDay, instant, wireMessage } from './wire.js';

export * from './progression-rules.js';

/** GET /api/user/progression: every field the rewards screen and the progression card read. */
export const progressionSchema = z.object({
  points: z.number(),
  /** The spendable balance again, under the name the progression card reads. */
  currentPoints: z.number(),
  lifetimePoints: z.number(),
  level: z.string(),
  levelName: z.string(),
  levelProgress: z.number(),
  pointsToNextLevel: z.number(),
  nextLevel: z.string().nullable(),
  nextLevelName: z.string(),
  levelThreshold: z.number(),
  nextLevelThreshold: z.number().nullable(),
  lastLevelUpAt: instant.nullable(),
  /** Days visited in a row (signed-in visits; it sets the daily visit points): the "Login Streak". */
  streakCount: z.number(),
  /**
   * Days logged in a row: days with an entry's time of use, in the account's time zone, ending today (or
   * yesterday, when nothing is logged yet today). The streak Home shows; the year grid's runs count the same.
   */
  loggedStreak: z.number().int(),
  /** Entries logged before points existed that have not earned theirs: retroactive points are offered then. */
  retroactiveEntries: z.number().int(),
  lastLoginDate: instant.nullable(),
  /** The calendar day (user's time zone) of the last signed-in visit, 'YYYY-MM-DD'. */
  lastVisitDay: calendarDay.nullable(),
});
export type Progression = z.infer<typeof progressionSchema>;

/**
 * POST /api/user/visit: whether this call recorded the day's first visit, and if so the streak it made and
 * what it paid (the visit's points and the achievements and challenges it completed).
 */
export const visitResultSchema = z.object({
  recorded: z.boolean(),
  streak: z.number().int().nullable(),
  points: z.number().int(),
  achievements: z.array(unlockedAchievementSchema),
});
export type VisitResult = z.infer<typeof visitResultSchema>;

export const pointActivitySchema = z.object({
  id: z.number(),
  activityType: z.string(),
  /** What it was for, in the reader's language (English for a line written before `message` was kept). */
  description: z.string(),
  /** The same as a message, for a screen to read in its active language; null on older lines. */
  message: wireMessage.nullable(),
  points: z.number(),
  pointsEarned: z.number(),
  createdAt: instant,
});
export type PointActivity = z.infer<typeof pointActivitySchema>;

export const pointActivitiesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** POST /api/user/retroactive-points. */
export const retroactiveResultSchema = z.object({
  totalPointsAwarded: z.number(),
  entriesProcessed: z.number(),
  levelUp: z.boolean(),
  newLevel: z.string(),
  pointsEarned: z.number(),
  achievements: z.array(unlockedAchievementSchema),
});
export type RetroactiveResult = z.infer<typeof retroactiveResultSchema>;
