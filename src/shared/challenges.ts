import { z } from 'zod';
import { CHALLENGE_TYPES } from './catalogue.js';
import { calendarDay, instant } from './wire.js';

/** A challenge as it runs now: its current period and when that ends (in the user's time zone). */
export const challengeSchema = z.object({
  id: z.number(),
  key: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(CHALLENGE_TYPES),
  metric: z.string(),
  pointValue: z.number(),
  target: z.number(),
  isActive: z.boolean(),
  periodStart: calendarDay,
  expiresAt: instant,
  createdAt: instant,
});
export type Challenge = z.infer<typeof challengeSchema>;

/** The user's standing in a challenge's current period. */
export const userChallengeSchema = z.object({
  challengeId: z.number(),
  periodStart: calendarDay,
  progress: z.number(),
  target: z.number(),
  completed: z.boolean(),
  completedAt: instant.nullable(),
});
export type UserChallenge = z.infer<typeof userChallengeSchema>;

/** The defaults when a challenge lacks a target or an expiry. */
export const DEFAULT_CHALLENGE_TARGET = 5;
export const DEFAULT_CHALLENGE_EXPIRY_DAYS = 7;
