import { z } from 'zod';
import { REDEMPTION_STATUSES } from './redemption-rules.js';
import { instant } from './wire.js';

export * from './redemption-rules.js';

export const rewardSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  pointsCost: z.number(),
  /** The rewards screen reads the cost under this name. */
  pointCost: z.number(),
  tier: z.string(),
  isActive: z.boolean(),
  imageUrl: z.string().nullable(),
  createdAt: instant,
});
export type Reward = z.infer<typeof rewardSchema>;

/** A redemption, with the reward as it is now (null when it has since been deleted). */
export const userRewardSchema = z.object({
  id: z.number(),
  rewardId: z.number().nullable(),
  rewardName: z.string(),
  rewardCost: z.number(),
  redeemed: z.boolean(),
  redeemedAt: instant.nullable(),
  createdAt: instant,
  /** What the user shows or types to receive it: theirs alone (staff dashboards never list it). */
  code: z.string(),
  status: z.enum(REDEMPTION_STATUSES),
  /** When it was fulfilled or cancelled. */
  resolvedAt: instant.nullable(),
  reward: rewardSchema.pick({ name: true, description: true, tier: true, imageUrl: true }).nullable(),
});
export type UserReward = z.infer<typeof userRewardSchema>;

export const redeemResultSchema = userRewardSchema.extend({
  /** The spendable balance after the redemption. */
  points: z.number(),
});
export type RedeemResult = z.infer<typeof redeemResultSchema>;

export const NOT_ENOUGH_POINTS = /*i18n*/ 'Not enough points to redeem this reward';
export const REWARD_NOT_FOUND = /*i18n*/ 'Reward not found';
export const REWARD_UNAVAILABLE = /*i18n*/ 'This reward is no longer available';
