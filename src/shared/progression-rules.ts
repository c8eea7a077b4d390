import type { Message } from './message.js';

// Points, levels and streak rules without zod (see entry-rules.ts); progression.ts adds the schemas and
// re-exports it.

/** Every number of the points and levels system. Client and server import these; never retype them. */
export const POINTS = {
  dailyVisitBase: 5,
  dailyVisitPerStreakDay: 2,
  newEntry: 10,
  completeEntryBonus: 5,
  addToStash: 3,
  updateStash: 2,
  /** Only the first N entries of a day earn entry points: points reward logging, never quantity. */
  entriesPerDayRewarded: 5,
  /** The same guard for the stash: adding and removing items cannot be farmed for points. */
  stashAddsPerDayRewarded: 5,
  /** Stash updates pay once per item (and per strain name, so delete and re-add pays nothing) a day, at most this many. */
  stashUpdatesPerDayRewarded: 5,
} as const;

export const LEVELS = [
  { key: 'curious_beginner', name: /*i18n*/ 'Curious Beginner', threshold: 0 },
  { key: 'strain_explorer', name: /*i18n*/ 'Strain Explorer', threshold: 100 },
  { key: 'cannabis_enthusiast', name: /*i18n*/ 'Cannabis Enthusiast', threshold: 250 },
  { key: 'terpene_scholar', name: /*i18n*/ 'Terpene Scholar', threshold: 500 },
  { key: 'cannasseur', name: /*i18n*/ 'Cannasseur', threshold: 1000 },
  { key: 'product_expert', name: /*i18n*/ 'Product Expert', threshold: 2000 },
  { key: 'cannabis_connoisseur', name: /*i18n*/ 'Cannabis Connoisseur', threshold: 4000 },
] as const;
export type LevelKey = (typeof LEVELS)[number]['key'];

export const STREAK_TIERS = [3, 7, 14, 30] as const;
export const STREAK_GOAL = 30;

/** The label a missing level shows on the rewards screen. */
export const DEFAULT_LEVEL_LABEL = /*i18n*/ 'Seedling';
export const MAX_LEVEL_LABEL = /*i18n*/ 'Max Level';

export interface LevelInfo {
  level: LevelKey;
  levelName: string;
  levelProgress: number;
  pointsToNextLevel: number;
  nextLevel: LevelKey | null;
  nextLevelName: string;
  /** Lifetime points where this level starts, and where the next one starts (null at the top). */
  levelThreshold: number;
  nextLevelThreshold: number | null;
}

/** The level reached with this many lifetime points, and the way to the next one. */
export function levelFor(lifetimePoints: number): LevelInfo {
  let index = 0;
  for (let i = 0; i < LEVELS.length; i++) if (lifetimePoints >= LEVELS[i].threshold) index = i;
  const current = LEVELS[index];
  const next = LEVELS[index + 1];
  if (!next) {
    return {
      level: current.key,
      levelName: current.name,
      levelProgress: 100,
      pointsToNextLevel: 0,
      nextLevel: null,
      nextLevelName: MAX_LEVEL_LABEL,
      levelThreshold: current.threshold,
      nextLevelThreshold: null,
    };
  }
  const span = next.threshold - current.threshold;
  const done = lifetimePoints - current.threshold;
  return {
    level: current.key,
    levelName: current.name,
    levelProgress: Math.min(100, Math.floor((done / span) * 100)),
    pointsToNextLevel: next.threshold - lifetimePoints,
    nextLevel: next.key,
    nextLevelName: next.name,
    levelThreshold: current.threshold,
    nextLevelThreshold: next.threshold,
  };
}

/** "cannabis_enthusiast" → "cannabis enthusiast" (the screen capitalises); Seedling when there is none. */
export function levelLabel(level: string | null | undefined): string {
  return level ? level.replace(/_/g, ' ') : DEFAULT_LEVEL_LABEL;
}

/** The display name of a level key ("Terpene Scholar"), or the key with spaces if it is unknown. */
export function levelName(level: string | null | undefined): string {
  return LEVELS.find((l) => l.key === level)?.name ?? levelLabel(level);
}

/** Points of a daily visit given the streak it makes (streak counts today). */
export function dailyVisitPoints(streak: number): number {
  return POINTS.dailyVisitBase + POINTS.dailyVisitPerStreakDay * streak;
}

export type StreakTier = 'blue' | 'green' | 'yellow-orange' | 'orange-red' | 'purple-pink';

/** Colour tier of a streak: under 3 days blue, 3+ green, 7+ yellow-orange, 14+ orange-red, 30+ purple-pink. */
export function streakTier(streak: number): StreakTier {
  if (streak >= STREAK_TIERS[3]) return 'purple-pink';
  if (streak >= STREAK_TIERS[2]) return 'orange-red';
  if (streak >= STREAK_TIERS[1]) return 'yellow-orange';
  if (streak >= STREAK_TIERS[0]) return 'green';
  return 'blue';
}

/** Percent of the way to a 30-day streak, capped at 100. */
export function streakGoalProgress(streak: number): number {
  return Math.max(0, Math.min(100, Math.round((streak / STREAK_GOAL) * 100)));
}

/** The popup kinds of an unlocked achievement. */
export const ACHIEVEMENT_KINDS = ['login', 'entry', 'points', 'other'] as const;

/** An achievement a mutation just unlocked: the client shows the global popup for it. */
export interface UnlockedAchievement {
  key: string;
  name: string;
  description: string;
  pointsAwarded: number;
  type: (typeof ACHIEVEMENT_KINDS)[number];
}

/** One payment of points, named as the points log names it ("New entry: Gelato", "Challenge completed: …"). */
export interface PointAward {
  points: number;
  /** What it was for, in English (or, from a ledger line's message, in the answer's language). */
  reason: string;
  /** The same as a message, for a screen to read in the active language; absent on older answers. */
  message?: Message;
}

/** What every earning mutation reports back besides its own data. */
export interface ProgressOutcome {
  pointsEarned: number;
  /** Each award that makes up `pointsEarned`, in the order it was paid. */
  awards: PointAward[];
  achievements: UnlockedAchievement[];
  levelUp: boolean;
  newLevel: string;
}

/**
 * Days logged in a row, from the distinct days (YYYY-MM-DD, any order) that hold an entry: the run of
 * consecutive days ending today, or ending yesterday when today has nothing yet (the run is not broken
 * until a whole day passes without an entry).
 */
export function loggedStreakOf(days: Iterable<string>, today: string): number {
  const logged = new Set(days);
  const step = (day: string, by: number) => {
    const d = new Date(`${day}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + by);
    return d.toISOString().slice(0, 10);
  };
  let day = logged.has(today) ? today : step(today, -1);
  let run = 0;
  while (logged.has(day)) {
    run++;
    day = step(day, -1);
  }
  return run;
}
