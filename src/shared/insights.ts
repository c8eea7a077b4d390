import type { ProductType } from './constants.js';
import { PRODUCT_RATING_FIELDS, RATING_LABELS, type RatingField, SUB_RATING_FIELDS } from './entry-rules.js';
import { strainKey } from './strains.js';

type Rated = Partial<Record<RatingField, number | null>>;

/**
 * The most frequent value; on a tie the value that reached the top count first wins (so two runs of the same data agree).
 * Null when there is nothing to count.
 */
export function mostFrequent<T>(values: Iterable<T>): T | null {
  const counts = new Map<T, number>();
  let best: T | null = null;
  let bestCount = 0;
  for (const v of values) {
    const c = (counts.get(v) ?? 0) + 1;
    counts.set(v, c);
    if (c > bestCount) {
      best = v;
      bestCount = c;
    }
  }
  return best;
}

/** Values ranked by how often they occur (ties: first reached first), with their counts. */
export function rankByFrequency<T>(values: Iterable<T>): Array<{ value: T; count: number }> {
  const counts = new Map<T, number>();
  const reached = new Map<T, number>();
  let step = 0;
  for (const v of values) {
    const c = (counts.get(v) ?? 0) + 1;
    counts.set(v, c);
    // When did this value reach its current count: earlier wins a tie.
    reached.set(v, step++);
  }
  return [...counts.entries()]
    .map(([value, count]) => ({ value, count, at: reached.get(value)! }))
    .sort((a, b) => b.count - a.count || a.at - b.at)
    .map(({ value, count }) => ({ value, count }));
}

export const round1 = (n: number) => Math.round(n * 10) / 10;

/** Average of the set values of a rating, rounded to one decimal; 0 when none is set. */
export function averageRating(entries: readonly Rated[], field: RatingField): number {
  let sum = 0;
  let n = 0;
  for (const e of entries) {
    const v = e[field];
    if (v != null) {
      sum += v;
      n++;
    }
  }
  return n === 0 ? 0 : round1(sum / n);
}

/** "Your Insights" shows a profile once a journal holds this many entries. */
export const INSIGHT_MIN_ENTRIES = 3;

/** The comparison radar's axes: the overall experience plus the ratings every kind of entry can carry. */
const COMPARE_FIELDS = [
  'overallRating',
  'potencyRating',
  'flavorRating',
  'relaxationRating',
  'creativityRating',
  'energyRating',
] as const satisfies readonly RatingField[];
export const COMPARE_AXES = COMPARE_FIELDS.map((field) => ({ field, label: RATING_LABELS[field] }));

export interface InsightEntry extends Rated {
  strainName: string;
  productType: string;
  strainType: string;
  method: string;
  effects: readonly string[];
  overallRating: number;
}

/** One product type's profile: the average of each rating its form asks for, where any entry has one. */
export interface ProductProfile {
  productType: ProductType;
  count: number;
  axes: Array<{ label: string; value: number }>;
}

export interface JournalInsights {
  count: number;
  /** A profile per product type logged, most logged first: only what entries actually hold. */
  profiles: ProductProfile[];
  topEffect: { value: string; count: number } | null;
  favoriteType: { value: string; count: number } | null;
  favoriteMethod: { value: string; count: number } | null;
}

/** Home's figures, from the user's entries (newest first). */
export function journalInsights(entries: readonly InsightEntry[]): JournalInsights {
  const top = <T>(values: Iterable<T>) => rankByFrequency(values)[0] ?? null;
  return {
    count: entries.length,
    profiles: productProfiles(entries),
    topEffect: top(entries.flatMap((e) => e.effects)),
    favoriteType: top(entries.map((e) => e.strainType)),
    favoriteMethod: top(entries.map((e) => e.method)),
  };
}

function productProfiles(entries: readonly InsightEntry[]): ProductProfile[] {
  const byType = new Map<ProductType, InsightEntry[]>();
  for (const e of entries) {
    const type = (e.productType in PRODUCT_RATING_FIELDS ? e.productType : 'other') as ProductType;
    byType.set(type, [...(byType.get(type) ?? []), e]);
  }
  return [...byType]
    .map(([productType, list]) => ({
      productType,
      count: list.length,
      axes: PRODUCT_RATING_FIELDS[productType]
        .filter((f) => list.some((e) => e[f] != null))
        .map((f) => ({ label: RATING_LABELS[f], value: averageRating(list, f) })),
    }))
    .sort((a, b) => b.count - a.count);
}

export interface StrainSummary {
  strainName: string;
  entries: number;
  /** The type logged most often for this strain. */
  dominantType: string;
  /** Average of each rating, rounded to one decimal; null when no entry set it. */
  ratings: Partial<Record<RatingField, number | null>>;
  /** Every effect any of its entries recorded. */
  effects: string[];
}

/** The distinct strain names of the journal (first spelling met wins), sorted alphabetically. */
export function strainNames(entries: readonly { strainName: string }[]): string[] {
  const seen = new Map<string, string>();
  for (const e of entries) {
    const k = strainKey(e.strainName);
    if (!seen.has(k)) seen.set(k, e.strainName.trim());
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

/** The strain comparison summary, derived per strain name (case ignored). */
export function compareStrains(entries: readonly InsightEntry[], names: readonly string[]): StrainSummary[] {
  return names.map((name) => {
    const key = strainKey(name);
    const mine = entries.filter((e) => strainKey(e.strainName) === key);
    const ratings: StrainSummary['ratings'] = {
      overallRating: mine.length ? averageRating(mine, 'overallRating') : null,
    };
    for (const field of SUB_RATING_FIELDS) {
      ratings[field] = mine.some((e) => e[field] != null) ? averageRating(mine, field) : null;
    }
    return {
      strainName: name,
      entries: mine.length,
      dominantType: mostFrequent(mine.map((e) => e.strainType)) ?? '',
      ratings,
      effects: [...new Set(mine.flatMap((e) => e.effects))],
    };
  });
}

export const COMPARE_MAX = 3;
