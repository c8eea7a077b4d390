/**
 * Something to celebrate: an achievement unlocked, a challenge completed, a level reached. `key` is stable
 * ("achievement:first_experience", "challenge:daily-log:2026-11-23", "level:strain_explorer"), so a device
 * (and every tab of it) shows each one once. Zod-free: the app's first screen imports it.
 */
export interface Celebration {
  key: string;
  kind: 'achievement' | 'challenge' | 'level';
  name: string;
  description: string;
  pointsAwarded: number;
  at: string;
}

/** `GET /api/user/celebrations`: what happened after `since` and the server's now, for the next ask. */
export interface CelebrationsResponse {
  now: string;
  items: Celebration[];
}

export const CELEBRATION_KINDS = ['achievement', 'challenge', 'level'] as const;

/** How far back a device may ask: a device away for longer starts afresh rather than replaying a month. */
export const CELEBRATIONS_LOOKBACK_DAYS = 7;

export const celebrationKey = {
  achievement: (key: string) => `achievement:${key}`,
  challenge: (key: string, periodStart: string) => `challenge:${key}:${periodStart}`,
  level: (level: string) => `level:${level}`,
};

/** A level's celebration's words (its `description`), the level's name as `{level}`. */
export const LEVEL_REACHED = /*i18n*/ 'You reached {level}';
