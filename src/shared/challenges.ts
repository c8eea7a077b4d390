import { z } from 'zod';
import { CHALLENGE_TYPES } from './catalogue.js';

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
  periodStart: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Challenge = z.infer<typeof challengeSchema>;

/** The user's standing in a challenge's current period. */
export const userChallengeSchema = z.object({
  challengeId: z.number(),
  periodStart: z.string(),
  progress: z.number(),
  target: z.number(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
});
export type UserChallenge = z.infer<typeof userChallengeSchema>;

/** The spec's defaults when a challenge lacks a target or an expiry. */
export const DEFAULT_CHALLENGE_TARGET = 5;
export const DEFAULT_CHALLENGE_EXPIRY_DAYS = 7;
