/**
 * The dashboards' rules without any schema: filters, labels, limits, the method-to-product fallback, the
 * manager's achievement progress, login statuses and the forecast. The screens import these without
 * loading zod; `dashboards.ts` re-exports them beside the request and answer schemas.
 */
import { ACHIEVEMENTS } from './catalogue.js';
import { AMOUNT_LEVELS, type AmountLevel, labelled, type Method, type ProductType } from './constants.js';

// ---------------------------------------------------------------- the dashboards' constants

export const DAY_FILTERS = [7, 30, 90] as const;
export type DayFilter = (typeof DAY_FILTERS)[number];

export const MIN_RATING_FILTERS = [
  { value: 0, label: /*i18n*/ 'Any rating' },
  { value: 3, label: '3+ stars' },
  { value: 4, label: '4+ stars' },
  { value: 5, label: '5 stars' },
] as const;

export const { values: SORTS, labels: SORT_LABELS } = labelled({
  newest: /*i18n*/ 'Newest first',
  oldest: /*i18n*/ 'Oldest first',
  highest: /*i18n*/ 'Highest rated',
  lowest: /*i18n*/ 'Lowest rated',
  alphabetical: /*i18n*/ 'Alphabetical',
});
export type EntrySort = (typeof SORTS)[number];

/** Top lists are capped at 5; a strain needs at least 2 reviews to be ranked. */
export const TOP_LIST_SIZE = 5;
export const TOP_STRAIN_MIN_REVIEWS = 2;
/** The low stock panel shows 5 items, then 'view more'. */
export const ALERTS_SHOWN = 5;
/** Recent point activities: the last 10, newest first. */
export const RECENT_ACTIVITY_COUNT = 10;
/** Effects shown on an entry row before '+n', and on a review. */
export const EFFECTS_SHOWN_IN_TABLE = 3;
export const EFFECTS_SHOWN_IN_REVIEW = 5;
/** Weekly active means a last login within 7 days. */
export const WEEKLY_ACTIVE_DAYS = 7;

/** Page sizes of every dashboard list endpoint. */
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 500;
/**
 * The manager's aggregates (summary, trends) are kept this long on each server, so a screen full of managers
 * costs one computation; a change of anyone's data-collection choice shows at once (it is part of the key),
 * and a request with `Cache-Control: no-cache` always recomputes.
 */
export const FIGURES_TTL_SECONDS = 30;
/** The total number of matching rows of a paged list, sent beside its array. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

// ---------------------------------------------------------------- inventory

/** 'Needs restocking' means low or empty. */
export const NEEDS_RESTOCK: readonly AmountLevel[] = ['low', 'empty'];

/** How long what is left is likely to last, by amount level (the labels the stash shows). */
export const FORECAST_LABELS: Record<AmountLevel, string> = {
  high: /*i18n*/ '1-2 months',
  medium: /*i18n*/ '2-3 weeks',
  low: /*i18n*/ '3-7 days',
  empty: /*i18n*/ 'Restock now',
};

export const STASH_LEVEL_FILTERS = ['all', 'restock', ...AMOUNT_LEVELS] as const;
export type StashLevelFilter = (typeof STASH_LEVEL_FILTERS)[number];

// ---------------------------------------------------------------- product type from method

/** When an entry has no product type, its method says which product it most likely was. */
export const PRODUCT_FOR_METHOD: Record<Method, ProductType> = {
  edible: 'edible',
  vaporizer: 'vape cartridge',
  tincture: 'concentrate',
  joint: 'flower',
  pipe: 'flower',
  bong: 'flower',
  other: 'flower',
};

export function productTypeOf(productType: string | null | undefined, method: string): string {
  if (productType?.trim()) return productType;
  return PRODUCT_FOR_METHOD[method as Method] ?? 'flower';
}

// ---------------------------------------------------------------- achievements (manager view)

const threshold = (key: string, fallback: number) =>
  ACHIEVEMENTS.find((a) => a.key === key)?.threshold ?? fallback;

export interface UserActivityCounts {
  entries: number;
  distinctStrains: number;
  /** Daily-visit ('login') point activities. */
  logins: number;
  stashItems: number;
}

/** The four achievements the manager sees per user, and what each one counts. */
export const MANAGER_ACHIEVEMENTS: ReadonlyArray<{
  key: string;
  name: string;
  metric: keyof UserActivityCounts;
  target: number;
}> = [
  {
    key: 'journal_master',
    name: /*i18n*/ 'Journal Master',
    metric: 'entries',
    target: threshold('journal_master', 10),
  },
  {
    key: 'strain_explorer',
    name: /*i18n*/ 'Cannabis Explorer',
    metric: 'distinctStrains',
    target: threshold('strain_explorer', 5),
  },
  {
    key: 'consistency_streak',
    name: /*i18n*/ 'Consistency Streak',
    metric: 'logins',
    target: threshold('consistency_streak', 7),
  },
  { key: 'inventory_manager', name: /*i18n*/ 'Inventory Manager', metric: 'stashItems', target: 5 },
];

export interface StaffAchievementProgress {
  key: string;
  name: string;
  /** Counted value, capped at the target (the streak shows at most 7 out of 7). */
  value: number;
  target: number;
  /** 0 to 100. */
  percent: number;
  completed: boolean;
}

export function achievementProgress(counts: UserActivityCounts): StaffAchievementProgress[] {
  return MANAGER_ACHIEVEMENTS.map((a) => {
    const raw = Math.max(0, counts[a.metric] ?? 0);
    const percent = Math.min(100, Math.floor((raw / a.target) * 100));
    return {
      key: a.key,
      name: a.name,
      value: Math.min(raw, a.target),
      target: a.target,
      percent,
      completed: percent >= 100,
    };
  });
}

// ---------------------------------------------------------------- login status

export const ACTIVITY_STATUSES = [
  /*i18n*/ 'Active Today',
  /*i18n*/ 'Active This Week',
  /*i18n*/ 'Inactive',
  /*i18n*/ 'Never logged in',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/**
 * Status from the last login. Days are calendar days in the viewer's time zone, computed by the caller
 * ('YYYY-MM-DD'), so this stays free of time-zone code.
 */
export function activityStatus(args: {
  lastLogin: Date | null;
  lastLoginDay: string | null;
  today: string;
  now: Date;
}): ActivityStatus {
  const { lastLogin, lastLoginDay, today, now } = args;
  if (!lastLogin) return /*i18n*/ 'Never logged in';
  if (lastLoginDay === today) return /*i18n*/ 'Active Today';
  if (now.getTime() - lastLogin.getTime() <= WEEKLY_ACTIVE_DAYS * 86_400_000)
    return /*i18n*/ 'Active This Week';
  return /*i18n*/ 'Inactive';
}

export const REPORTS = {
  'user-activity': /*i18n*/ 'User Activity',
  'content-distribution': /*i18n*/ 'Content Distribution',
  'rewards-usage': /*i18n*/ 'Rewards Usage',
} as const;
export type ReportName = keyof typeof REPORTS;

// ---------------------------------------------------------------- forecast

/**
 * The least-squares line through daily counts (oldest first), summed over the next `horizon` days and
 * never below zero: a plain, explainable forecast of what the trend says comes next.
 */
export function linearForecast(daily: readonly number[], horizon = 7): number {
  const n = daily.length;
  if (n === 0) return 0;
  const meanX = (n - 1) / 2;
  const meanY = daily.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  daily.forEach((y, x) => {
    sxy += (x - meanX) * (y - meanY);
    sxx += (x - meanX) ** 2;
  });
  const slope = sxx ? sxy / sxx : 0;
  const intercept = meanY - slope * meanX;
  let total = 0;
  for (let h = 0; h < horizon; h++) total += Math.max(0, intercept + slope * (n + h));
  return Math.round(total);
}

/** Up or down when the forecast moves more than 5 % away from the week just past. */
export function trendDirection(next: number, last: number): 'up' | 'down' | 'flat' {
  if (next > last * 1.05 && next - last >= 1) return 'up';
  if (next < last * 0.95 && last - next >= 1) return 'down';
  return 'flat';
}
