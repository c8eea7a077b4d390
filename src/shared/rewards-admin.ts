/** The admin's reward form: one schema for the dialog and for the server. */
import { z } from 'zod';
import { REWARD_TIERS } from './catalogue.js';
import { message } from './message.js';
import { REDEMPTION_STATUSES, rewardSchema } from './rewards.js';
import { instant } from './wire.js';

export const REWARD_NAME_MESSAGE = /*i18n*/ 'Reward name is required';
export const REWARD_COST_MESSAGE = /*i18n*/ 'Cost must be a whole number of points, 0 or more';
export const REWARD_IMAGE_MESSAGE = /*i18n*/ 'Image URL must be an https:// address';
export const MAX_REWARD_COST = 1_000_000;
const NO_NUL = /*i18n*/ 'Text must not contain a NUL character';
const noNul = (v: string) => !v.includes('\u0000');

const imageUrl = z
  .string()
  .trim()
  .max(500, /*i18n*/ 'Image URL must be at most 500 characters long')
  .refine((v) => {
    if (v === '') return true;
    try {
      return new URL(v).protocol === 'https:';
    } catch {
      return false;
    }
  }, REWARD_IMAGE_MESSAGE)
  .transform((v) => (v === '' ? null : v))
  .nullable();

const rewardFields = {
  name: z
    .string({ message: REWARD_NAME_MESSAGE })
    .trim()
    .min(1, REWARD_NAME_MESSAGE)
    .max(80, /*i18n*/ 'Reward name must be at most 80 characters long')
    .refine(noNul, NO_NUL),
  description: z
    .string()
    .trim()
    .max(500, /*i18n*/ 'Description must be at most 500 characters long')
    .refine(noNul, NO_NUL),
  pointsCost: z
    .number({ message: REWARD_COST_MESSAGE })
    .int(REWARD_COST_MESSAGE)
    .min(0, REWARD_COST_MESSAGE)
    .max(
      MAX_REWARD_COST,
      message(/*i18n*/ 'Cost must be at most {max} points', {
        max: MAX_REWARD_COST.toLocaleString('en-US'),
      }),
    ),
  tier: z.enum(REWARD_TIERS, {
    message: message(/*i18n*/ 'Tier must be one of {tiers}', { tiers: REWARD_TIERS.join(', ') }),
  }),
  isActive: z.boolean(),
  imageUrl,
};

export const rewardInput = z.strictObject({
  ...rewardFields,
  description: rewardFields.description.default(''),
  tier: rewardFields.tier.default('bronze'),
  isActive: rewardFields.isActive.default(true),
  imageUrl: rewardFields.imageUrl.default(null),
});
export type RewardInput = z.input<typeof rewardInput>;

/** An edit sends only the fields it changes (toggling active, say); nothing absent is reset. */
export const rewardPatch = z.strictObject(rewardFields).partial();
export type RewardPatch = z.input<typeof rewardPatch>;

/** A reward as the admin lists it: the stored reward (without the rewards screen's alias). */
export const adminReward = rewardSchema.omit({ pointCost: true }).extend({
  /** How many times it was redeemed (history survives the reward's deletion). */
  redemptions: z.number(),
});
export type AdminReward = z.infer<typeof adminReward>;

/** `GET /api/admin/redemptions?status=`: which to list (pending by default: what is left to do). */
export const redemptionListQuery = z.object({
  status: z
    .enum([...REDEMPTION_STATUSES, 'all'], {
      message: /*i18n*/ 'status must be pending, fulfilled, cancelled or all',
    })
    .default('pending'),
});

/** One redemption as the admin works through them: who, what, its code and where it stands. */
export const adminRedemption = z.object({
  id: z.number(),
  userId: z.number(),
  username: z.string(),
  rewardName: z.string(),
  rewardCost: z.number(),
  code: z.string(),
  status: z.enum(REDEMPTION_STATUSES),
  createdAt: instant,
  resolvedAt: instant.nullable(),
});
export type AdminRedemption = z.infer<typeof adminRedemption>;
