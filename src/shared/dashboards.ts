/**
 * The manager and admin dashboards: their filters, page shapes, labels and rules. The server computes the
 * figures in SQL; these are the rules both sides name (labels, fallbacks, progress math, statuses).
 */
import { z } from 'zod';
import { accountFields } from './auth.js';
import { AMOUNT_LEVELS, RATING_MAX } from './constants.js';
import {
  ACTIVITY_STATUSES,
  DAY_FILTERS,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  SORTS,
  STASH_LEVEL_FILTERS,
} from './dashboard-rules.js';
import { entrySchema } from './entries.js';
import { message } from './message.js';
import { pointActivitySchema } from './progression.js';
import { userRewardSchema } from './rewards.js';
import { calendarDay, instant } from './wire.js';

export * from './dashboard-rules.js';

// ---------------------------------------------------------------- query strings

const pageFields = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};
// A NUL cannot be stored or searched for in PostgreSQL text: it is dropped.
const text = z
  .string()
  .max(100, /*i18n*/ 'Search text must be at most 100 characters long')
  .transform((v) => v.replaceAll('\u0000', '').trim())
  .optional();
const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const days = z.coerce
  .number()
  .refine(
    (d) => (DAY_FILTERS as readonly number[]).includes(d),
    message(/*i18n*/ 'Days must be {some} or {last}', {
      some: DAY_FILTERS.slice(0, -1).join(', '),
      last: String(DAY_FILTERS.at(-1)),
    }),
  )
  .optional();

export const pageQuery = z.object({ ...pageFields, q: text });
export type PageQuery = z.infer<typeof pageQuery>;

/** Entry lists: free text (strain, notes, product type), username, last N days, minimum rating, sort. */
export const staffEntryListQuery = z.object({
  ...pageFields,
  q: text,
  user: text,
  days,
  minRating: z.coerce.number().int().min(0).max(RATING_MAX).default(0),
  sort: z.enum(SORTS).default('newest'),
  /** Only entries whose author allowed managers to read a note that is present (the reviews tab). */
  reviews: flag,
});
export type StaffEntryListQuery = z.infer<typeof staffEntryListQuery>;

export const staffStashListQuery = z.object({
  ...pageFields,
  q: text,
  user: text,
  level: z.enum(STASH_LEVEL_FILTERS).default('all'),
});
export type StaffStashListQuery = z.infer<typeof staffStashListQuery>;

export const activityListQuery = z.object({ ...pageFields, user: text });
export type ActivityListQuery = z.infer<typeof activityListQuery>;

export const trendQuery = z.object({ days: days.default(30) });

// ---------------------------------------------------------------- answers

/** What every row of a list across users starts with: its id and whose it is. */
const userRowFields = { id: z.number(), userId: z.number(), username: z.string() };

/**
 * An account as the dashboards list it: who, and how active (hidden when the user keeps that private). Its
 * `lastLoginDate` is null when never, or when the user keeps their activity private (`activityHidden`).
 */
const listedAccountFields = { ...accountFields, activityHidden: z.boolean() };

export const dashboardEntry = z.object({
  ...userRowFields,
  // The entry's own fields, as its author gets them.
  ...entrySchema.pick({
    strainName: true,
    strainType: true,
    productType: true,
    method: true,
    dosage: true,
    overallRating: true,
    effects: true,
    allowManagerAccess: true,
    createdAt: true,
  }).shape,
  /** Null when there is none, or when a manager may not read it. */
  notes: z.string().nullable(),
});
export type DashboardEntry = z.infer<typeof dashboardEntry>;

export const dashboardStashItem = z.object({
  ...userRowFields,
  strainName: z.string(),
  strainType: z.string().nullable(),
  productType: z.string(),
  currentAmount: z.enum(AMOUNT_LEVELS),
  quantity: z.number(),
  quantityUnit: z.string(),
  notes: z.string().nullable(),
  forecast: z.string(),
  updatedAt: instant,
});
export type DashboardStashItem = z.infer<typeof dashboardStashItem>;

export const managerUser = z.object({
  ...listedAccountFields,
  createdAt: instant,
  counts: z.object({
    entries: z.number(),
    distinctStrains: z.number(),
    logins: z.number(),
    stashItems: z.number(),
  }),
});
export type ManagerUser = z.infer<typeof managerUser>;

/** A point activity (without the progression card's alias), with whose it is. */
export const pointActivityRow = z.object({
  ...userRowFields,
  ...pointActivitySchema.omit({ id: true, pointsEarned: true, message: true }).shape,
});
export type PointActivityRow = z.infer<typeof pointActivityRow>;

/** A redemption, with whose it is. */
export const userRewardRow = z.object({
  ...userRowFields,
  ...userRewardSchema.omit({ id: true, redeemed: true, reward: true, code: true }).shape,
});
export type UserRewardRow = z.infer<typeof userRewardRow>;

export const managerSummary = z.object({
  /** Accounts with the user role that allow data collection. */
  totalUsers: z.number(),
  /** Users left out of every figure because they turned data collection off. */
  optedOutUsers: z.number(),
  totalEntries: z.number(),
  stashItems: z.number(),
  lowInventory: z.number(),
  topStrains: z.array(z.object({ strainName: z.string(), averageRating: z.number(), reviews: z.number() })),
  topEffects: z.array(z.object({ effect: z.string(), count: z.number() })),
  ratingByProductType: z.array(
    z.object({ productType: z.string(), averageRating: z.number(), entries: z.number() }),
  ),
  inventoryAlerts: z.array(dashboardStashItem),
  /** When these figures were computed (the server keeps them up to FIGURES_TTL_SECONDS). */
  generatedAt: instant,
});
export type ManagerSummary = z.infer<typeof managerSummary>;

export const managerTrends = z.object({
  days: z.number(),
  bucket: z.enum(['day', 'week']),
  points: z.array(
    z.object({ start: calendarDay, entries: z.number(), averageRating: z.number().nullable() }),
  ),
  total: z.number(),
  previousTotal: z.number(),
  /** Percent change against the period before; null when there was nothing before. */
  changePercent: z.number().nullable(),
  forecast: z.object({
    /** Entries expected over the next 7 days, from the least-squares line of the last 28 days. */
    nextWeekEntries: z.number(),
    lastWeekEntries: z.number(),
    direction: z.enum(['up', 'down', 'flat']),
  }),
  trendingStrains: z.array(z.object({ strainName: z.string(), current: z.number(), previous: z.number() })),
  inventoryOutlook: z.array(
    z.object({ level: z.enum(AMOUNT_LEVELS), items: z.number(), forecast: z.string() }),
  ),
});
export type ManagerTrends = z.infer<typeof managerTrends>;

export const rewardsUsage = z.object({
  redemptions: z.number(),
  pointsSpent: z.number(),
  redeemers: z.number(),
  rewards: z.array(
    z.object({
      rewardId: z.number().nullable(),
      name: z.string(),
      tier: z.string().nullable(),
      pointsCost: z.number(),
      isActive: z.boolean().nullable(),
      redemptions: z.number(),
      pointsSpent: z.number(),
      lastRedeemedAt: instant.nullable(),
    }),
  ),
});
export type RewardsUsage = z.infer<typeof rewardsUsage>;

export const adminStats = z.object({
  users: z.object({ total: z.number(), user: z.number(), manager: z.number(), admin: z.number() }),
  entries: z.object({
    total: z.number(),
    managerAccessible: z.number(),
    /** One decimal; 0 when there are none. */
    averageRating: z.number(),
    withNotes: z.number(),
  }),
  stashItems: z.number(),
  rewards: z.object({
    total: z.number(),
    active: z.number(),
    redemptions: z.number(),
    pointsSpent: z.number(),
  }),
  logins: z.object({
    dailyActive: z.number(),
    weeklyActive: z.number(),
    streakLeaders: z.array(z.object({ id: z.number(), username: z.string(), streakCount: z.number() })),
  }),
});
export type AdminStats = z.infer<typeof adminStats>;

export const loginActivityRow = z.object({
  ...listedAccountFields,
  status: z.enum([...ACTIVITY_STATUSES, /*i18n*/ 'Hidden']),
});
export type LoginActivityRow = z.infer<typeof loginActivityRow>;
