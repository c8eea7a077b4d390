// Relief by dimension, "what should I take now?" and the tolerance watch: the rules and words, without zod
// (the screens that show them load this; the schemas are in sessions.ts). Decision 0052.
import { label, labelled, PRODUCT_TYPE_LABELS, type ProductType } from './constants.js';
import { round1 } from './insights.js';
import { message } from './message.js';
import { strainKey } from './strains.js';

/** A group says how much it helps once it holds this many sessions; below it, the screen makes no claim. */
export const RELIEF_ENOUGH_SESSIONS = 3;

/** One group of sessions for a symptom: its relief's mean and spread, each to one decimal. */
export interface ReliefGroup {
  key: string;
  label: string;
  sessions: number;
  averageRelief: number;
  /** Sample standard deviation of the reliefs; null for a single session. */
  spread: number | null;
  enough: boolean;
}

/** The ways a symptom's sessions are grouped, in the order the screen shows them, each with its title. */
export const { values: RELIEF_DIMENSIONS, labels: RELIEF_DIMENSION_TITLES } = labelled({
  byStrain: /*i18n*/ 'By strain',
  byProductType: /*i18n*/ 'By product',
  byMethod: /*i18n*/ 'By method',
  byStrainType: /*i18n*/ 'By strain type',
  byCannabinoid: /*i18n*/ 'By THC:CBD profile',
  byTerpene: /*i18n*/ 'By terpene',
  byDose: /*i18n*/ 'By THC dose',
});
export type ReliefDimension = (typeof RELIEF_DIMENSIONS)[number];

export interface ReliefMonth {
  month: string;
  sessions: number;
  averageRelief: number;
}

/** `GET /api/insights/relief/{symptom}`. */
export type SymptomRelief = {
  symptom: string;
  sessions: number;
  averageRelief: number | null;
  overTime: ReliefMonth[];
} & Record<ReliefDimension, ReliefGroup[]>;

export const { values: CANNABINOID_PROFILES, labels: CANNABINOID_LABELS } = labelled({
  thc_dominant: /*i18n*/ 'THC-dominant',
  balanced: /*i18n*/ 'Balanced THC:CBD',
  cbd_dominant: /*i18n*/ 'CBD-dominant',
  unknown: /*i18n*/ 'THC:CBD not recorded',
});
export type CannabinoidProfile = (typeof CANNABINOID_PROFILES)[number];

/**
 * A session's THC:CBD profile: THC over CBD above 2 is THC-dominant, 0.5 to 2 balanced, below 0.5
 * CBD-dominant. Milligrams when both are known, else percents when both are; anything less is unknown
 * (as is a label of 0 THC and 0 CBD).
 */
export function cannabinoidProfile(s: {
  thcPercent: number | null;
  cbdPercent: number | null;
  thcMg: number | null;
  cbdMg: number | null;
}): CannabinoidProfile {
  const pair =
    s.thcMg != null && s.cbdMg != null
      ? [s.thcMg, s.cbdMg]
      : s.thcPercent != null && s.cbdPercent != null
        ? [s.thcPercent, s.cbdPercent]
        : null;
  if (!pair) return 'unknown';
  const [thc, cbd] = pair;
  if (thc === 0 && cbd === 0) return 'unknown';
  if (cbd === 0 || thc / cbd > 2) return 'thc_dominant';
  return thc / cbd < 0.5 ? 'cbd_dominant' : 'balanced';
}

export const { values: DOSE_BANDS, labels: DOSE_BAND_LABELS } = labelled({
  under_5: /*i18n*/ 'Under 5 mg THC',
  '5_to_10': /*i18n*/ '5 to 10 mg THC',
  '10_to_20': /*i18n*/ '10 to 20 mg THC',
  '20_plus': /*i18n*/ '20 mg THC or more',
  unknown: /*i18n*/ 'THC mg not recorded',
});
export type DoseBand = (typeof DOSE_BANDS)[number];

/** The THC band of a session's milligrams: each band includes its lower bound (5 mg is "5 to 10"). */
export function doseBand(thcMg: number | null): DoseBand {
  if (thcMg == null) return 'unknown';
  if (thcMg < 5) return 'under_5';
  if (thcMg < 10) return '5_to_10';
  return thcMg < 20 ? '10_to_20' : '20_plus';
}

/** Mean and sample standard deviation of reliefs, each to one decimal (spread null for one value). */
export function reliefStats(values: readonly number[]): { averageRelief: number; spread: number | null } {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { averageRelief: round1(mean), spread: null };
  const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1);
  return { averageRelief: round1(mean), spread: round1(Math.sqrt(variance)) };
}

/** A group from its reliefs. */
export function reliefGroup(key: string, groupLabel: string, values: readonly number[]): ReliefGroup {
  return {
    key,
    label: groupLabel,
    sessions: values.length,
    ...reliefStats(values),
    enough: values.length >= RELIEF_ENOUGH_SESSIONS,
  };
}

/** Groups with enough sessions first, most relief first; then the rest, most sessions first. */
export function rankGroups<T extends ReliefGroup>(groups: T[]): T[] {
  return groups.sort(
    (a, b) =>
      Number(b.enough) - Number(a.enough) ||
      (a.enough ? b.averageRelief - a.averageRelief || b.sessions - a.sessions : 0) ||
      b.sessions - a.sessions ||
      b.averageRelief - a.averageRelief ||
      a.label.localeCompare(b.label),
  );
}

/** The labels of each dimension's keys that are values of our own (strains and terpenes are written). */
export function dimensionLabel(dimension: ReliefDimension, key: string): string {
  switch (dimension) {
    case 'byProductType':
      return PRODUCT_TYPE_LABELS[key as ProductType] ?? label(key);
    case 'byCannabinoid':
      return CANNABINOID_LABELS[key as CannabinoidProfile] ?? key;
    case 'byDose':
      return DOSE_BAND_LABELS[key as DoseBand] ?? key;
    default:
      return label(key);
  }
}

/** One session's place in every dimension (a session is in each of its terpenes; none without). */
export function dimensionKeys(s: {
  strainName: string;
  productType: string;
  method: string;
  strainType: string;
  terpenes: readonly string[];
  thcPercent: number | null;
  cbdPercent: number | null;
  thcMg: number | null;
  cbdMg: number | null;
}): Record<ReliefDimension, string[]> {
  return {
    byStrain: [strainKey(s.strainName)],
    byProductType: [s.productType],
    byMethod: [s.method],
    byStrainType: [s.strainType],
    byCannabinoid: [cannabinoidProfile(s)],
    byTerpene: [...new Set(s.terpenes)],
    byDose: [doseBand(s.thcMg)],
  };
}

/** "usually 2–5": the mean give or take one spread, in whole points (null without a spread). */
export function usualRange(g: Pick<ReliefGroup, 'averageRelief' | 'spread'>): [number, number] | null {
  if (g.spread == null) return null;
  return [Math.round(g.averageRelief - g.spread), Math.round(g.averageRelief + g.spread)];
}

const pointsLower = (n: number) =>
  n >= 0 ? `${n.toFixed(1)} lower on average` : `${Math.abs(n).toFixed(1)} higher on average`;

/** What a group says after its label: "3.4 lower on average over 9 sessions (usually 2–5)". */
export function reliefDetail(g: ReliefGroup): string {
  const sessions = `${g.sessions} ${g.sessions === 1 ? 'session' : 'sessions'}`;
  if (!g.enough) return `${sessions}, not enough sessions yet`;
  const range = usualRange(g);
  // "2–5" (joined: it never breaks across lines), but "-1 to 3": a dash beside a minus sign reads as a sum.
  const between =
    range && (range[0] < 0 ? `${range[0]} to ${range[1]}` : `${range[0]}\u2060–\u2060${range[1]}`);
  const usually = !range ? '' : range[0] === range[1] ? ` (usually ${range[0]})` : ` (usually ${between})`;
  return `${pointsLower(g.averageRelief)} over ${sessions}${usually}`;
}

/**
 * A group in plain words: "Vaporizer: 3.4 lower on average over 9 sessions (usually 2–5)". Without
 * enough sessions it says so and claims nothing.
 */
export const reliefSentence = (g: ReliefGroup) => `${g.label}: ${reliefDetail(g)}`;

// ---- what should I take now ---------------------------------------------------------------------------

export interface TakeNowItem {
  stashItemId: number;
  strainName: string;
  productType: string;
  quantity: number;
  quantityUnit: string;
  currentAmount: string;
  sessions: number;
  averageRelief: number | null;
  reason: string;
}

/**
 * Why an item ranks where it does, in words (its symptom's name in lower case). It counts every session of
 * the item's strain and product, not only those logged from this very item, and says so: the stash card
 * counts sessions from the item itself (issue 57).
 */
export function takeNowReason(symptomName: string, sessions: number, averageRelief: number | null): string {
  const times = `${sessions} ${sessions === 1 ? 'session' : 'sessions'} of this strain and product`;
  if (sessions === 0 || averageRelief == null)
    return `This strain and product not tried for ${symptomName} yet`;
  if (sessions < RELIEF_ENOUGH_SESSIONS)
    return `Tried for ${symptomName} in ${times}: too few to say how much it helps`;
  return `${pointsLower(averageRelief)} over ${times} for ${symptomName}`;
}

/** Tried enough first (most relief first), then tried less (most sessions first), then never tried. */
export function rankTakeNow<T extends Pick<TakeNowItem, 'sessions' | 'averageRelief' | 'strainName'>>(
  items: T[],
): T[] {
  const tier = (i: T) => (i.sessions >= RELIEF_ENOUGH_SESSIONS ? 0 : i.sessions > 0 ? 1 : 2);
  return items.sort(
    (a, b) =>
      tier(a) - tier(b) ||
      (tier(a) === 0 ? (b.averageRelief ?? 0) - (a.averageRelief ?? 0) : 0) ||
      b.sessions - a.sessions ||
      (b.averageRelief ?? 0) - (a.averageRelief ?? 0) ||
      a.strainName.localeCompare(b.strainName),
  );
}

// ---- tolerance watch ----------------------------------------------------------------------------------

export const TOLERANCE_WEEKS_DEFAULT = 12;
export const TOLERANCE_WEEKS_MAX = 52;
export const TOLERANCE_WEEKS_MESSAGE = message(/*i18n*/ 'weeks must be a whole number from 1 to {max}', {
  max: TOLERANCE_WEEKS_MAX,
});
/** The watch compares the last this-many whole weeks with as many before them. */
export const TOLERANCE_WINDOW_WEEKS = 4;
/** "Using more": at least this share more THC. */
export const TOLERANCE_MORE_SHARE = 0.25;

export interface ToleranceWeek {
  weekStart: string;
  sessions: number;
  thcMg: number;
  averageRelief: number | null;
}

/** `GET /api/insights/tolerance`. */
export interface Tolerance {
  weeks: ToleranceWeek[];
  daysSinceLastSession: number | null;
}

/**
 * Whether the last TOLERANCE_WINDOW_WEEKS whole weeks took at least TOLERANCE_MORE_SHARE more THC than the
 * ones before, for no better relief. The week in progress (the last of `weeks`) is left out: half a week
 * would always look like less. False when either side has no THC or no relief to compare.
 */
export function usingMoreForSameRelief(weeks: readonly ToleranceWeek[]): boolean {
  const whole = weeks.slice(0, -1);
  if (whole.length < TOLERANCE_WINDOW_WEEKS * 2) return false;
  const recent = whole.slice(-TOLERANCE_WINDOW_WEEKS);
  const before = whole.slice(-TOLERANCE_WINDOW_WEEKS * 2, -TOLERANCE_WINDOW_WEEKS);
  const thc = (list: readonly ToleranceWeek[]) => list.reduce((a, w) => a + w.thcMg, 0);
  const relief = (list: readonly ToleranceWeek[]) => {
    const known = list.filter((w) => w.averageRelief != null);
    return known.length ? known.reduce((a, w) => a + (w.averageRelief ?? 0), 0) / known.length : null;
  };
  const [thcBefore, thcRecent] = [thc(before), thc(recent)];
  const [reliefBefore, reliefRecent] = [relief(before), relief(recent)];
  if (thcBefore <= 0 || reliefBefore == null || reliefRecent == null) return false;
  return thcRecent >= thcBefore * (1 + TOLERANCE_MORE_SHARE) && reliefRecent <= reliefBefore;
}

/** The Monday on or before a calendar day ('YYYY-MM-DD'). */
export function mondayOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}
