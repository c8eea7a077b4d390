import { labelled } from '../../../../shared/constants';
import type { Entry } from '../../../../shared/entries';
import { productTypeLabel } from '../../../../shared/entry-rules';
import { symptomLabel } from '../../../../shared/session-rules';

/**
 * The journal's sorts with their labels, in the menu's order: each sort is named once. A label is its
 * English text, the id of its translation (`i18n._(SORT_LABELS[sort])`).
 */
export const { values: JOURNAL_SORTS, labels: SORT_LABELS } = labelled({
  recent: /*i18n*/ 'Most Recent',
  oldest: /*i18n*/ 'Oldest First',
  highest: /*i18n*/ 'Highest Rated',
  alphabetical: /*i18n*/ 'Alphabetical',
});
export type JournalSort = (typeof JOURNAL_SORTS)[number];

export interface JournalFilters {
  types: string[];
  methods: string[];
  /** 0 means any rating. */
  minRating: number;
  /** An entry must carry every selected effect. */
  effects: string[];
  /** An entry must have been taken for one of the selected symptoms. */
  symptoms: string[];
  /** Only the entries marked as favorites. */
  favoritesOnly: boolean;
  /** Days as YYYY-MM-DD. The state exists, the screen has no control for it (kept for links that carry it). */
  dateRange: { from: string | null; to: string | null };
}

export const NO_FILTERS: JournalFilters = {
  types: [],
  methods: [],
  minRating: 0,
  effects: [],
  symptoms: [],
  favoritesOnly: false,
  dateRange: { from: null, to: null },
};

/** The badge on the Filter toggle: one per selected chip, the rating and the date range. */
export function activeFilterCount(f: JournalFilters): number {
  return (
    f.types.length +
    f.methods.length +
    f.effects.length +
    f.symptoms.length +
    (f.favoritesOnly ? 1 : 0) +
    (f.minRating > 0 ? 1 : 0) +
    (f.dateRange.from || f.dateRange.to ? 1 : 0)
  );
}

/**
 * What a search looks through, lower-cased once per entry: strain name, type, method, effects and notes
 * (and the product type, so "vape" finds cartridges), the session's symptoms, brand, source and terpenes.
 */
export function searchText(e: Entry): string {
  return [
    e.strainName,
    e.strainType,
    e.method,
    e.effects.join(' '),
    e.notes ?? '',
    productTypeLabel(e.productType),
    e.outcomes.map((o) => symptomLabel(o.symptom)).join(' '),
    e.brand ?? '',
    e.source ?? '',
    e.terpenes.join(' '),
  ]
    .join('\n')
    .toLowerCase();
}

/** An entry with its search text, made on first need (a search, or `warmSearchText` when idle). */
export interface Indexed {
  entry: Entry;
  text?: string;
}

export function indexEntries(entries: readonly Entry[]): Indexed[] {
  return entries.map((entry) => ({ entry }));
}

const textOf = (item: Indexed) => {
  item.text ??= searchText(item.entry);
  return item.text;
};

/**
 * Makes the search texts ahead of the first search, a slice at a time while the browser is idle, so
 * neither the list's arrival nor the first keystroke pays for thousands at once. Returns a cancel.
 */
export function warmSearchText(list: readonly Indexed[]): () => void {
  const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
  const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
  let i = 0;
  let handle = 0;
  const step = (deadline?: IdleDeadline) => {
    const until = performance.now() + Math.min(deadline?.timeRemaining() ?? 8, 8);
    while (i < list.length && performance.now() < until) textOf(list[i++]);
    if (i < list.length) handle = idle(step);
  };
  handle = idle(step);
  return () => cancelIdle(handle);
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const byNewest = (a: Indexed, b: Indexed) =>
  a.entry.consumedAt < b.entry.consumedAt
    ? 1
    : a.entry.consumedAt > b.entry.consumedAt
      ? -1
      : b.entry.id - a.entry.id;

export function sortIndexed(list: readonly Indexed[], sort: JournalSort): Indexed[] {
  const out = [...list];
  switch (sort) {
    case 'recent':
      return out.sort(byNewest);
    case 'oldest':
      return out.sort((a, b) => byNewest(b, a));
    case 'highest':
      return out.sort((a, b) => b.entry.overallRating - a.entry.overallRating || byNewest(a, b));
    case 'alphabetical':
      return out.sort((a, b) => collator.compare(a.entry.strainName, b.entry.strainName) || byNewest(a, b));
  }
}

/**
 * Entries matching the search (case ignored) and every active filter, in the given (sorted) order.
 * `favorites` holds the ids of the entries marked as favorites.
 */
export function filterIndexed(
  list: readonly Indexed[],
  search: string,
  f: JournalFilters,
  favorites: ReadonlySet<number> = new Set(),
): Entry[] {
  const q = search.trim().toLowerCase();
  const types = f.types.length ? new Set(f.types) : null;
  const methods = f.methods.length ? new Set(f.methods) : null;
  const { from, to } = f.dateRange;
  const out: Entry[] = [];
  for (const item of list) {
    const e = item.entry;
    if (f.favoritesOnly && !favorites.has(e.id)) continue;
    if (types && !types.has(e.strainType)) continue;
    if (methods && !methods.has(e.method)) continue;
    if (e.overallRating < f.minRating) continue;
    if (f.effects.length && !f.effects.every((x) => e.effects.includes(x))) continue;
    if (f.symptoms.length && !e.outcomes.some((o) => f.symptoms.includes(o.symptom))) continue;
    // Days compare as YYYY-MM-DD, both ends included.
    if (from && e.consumedAt.slice(0, 10) < from) continue;
    if (to && e.consumedAt.slice(0, 10) > to) continue;
    if (q && !textOf(item).includes(q)) continue;
    out.push(e);
  }
  return out;
}
