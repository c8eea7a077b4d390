import type { Method, ProductType, StrainType } from '../../../../shared/constants';
import { ENTRY_DEFAULTS, type Entry } from '../../../../shared/entries';
import type { Experiment } from '../../../../shared/experiments';
import type { StashItem } from '../../../../shared/stash';
import { entryProductFor } from '../../../../shared/stash-rules';
import { catalogueTypeOf } from '../../../../shared/strain-catalogue';
import { quantityText } from '../../stash/quantity-text';
import { numberOf } from '../form/label-details';
import {
  againValues,
  blankValues,
  type EntryFormValues,
  experimentValues,
  TYPICAL_METHOD,
} from '../form/values';

// Where a quick log starts: the last session of a product ("Log again") or of a stash item ("Log a
// session"), as the entry form's own values, so Save sends what New Entry would and "More details" opens
// New Entry on the same values.

/** A stash item a session can still come from: in the stash, with something left. */
const usable = (item: StashItem | undefined) =>
  item && item.list === 'stash' && item.quantity > 0 ? item : undefined;

/** The dose a stash amount says, in the item's unit: "0.3 g", "1 pre-roll"; '' for no amount. */
export function doseOf(amount: string, item: Pick<StashItem, 'quantityUnit' | 'productType'>): string {
  const n = numberOf(amount);
  return n == null || !Number.isFinite(n) || n <= 0
    ? ''
    : quantityText(n, item.quantityUnit, item.productType);
}

/** The strain type a session from `item` is logged with: the item's, else the catalogue's, else `fallback`. */
export const itemStrainType = (item: StashItem, fallback: StrainType): StrainType =>
  (item.strainType as StrainType | null) ?? catalogueTypeOf(item.strainName) ?? fallback;

/** The values linked to a stash item: its id, type, the amount (the last used) and the dose it says. */
function withItem(values: EntryFormValues, item: StashItem, amount: number | null): EntryFormValues {
  const amountUsed = amount == null ? '' : String(amount);
  return {
    ...values,
    stashItemId: String(item.id),
    strainName: item.strainName,
    strainType: itemStrainType(item, values.strainType),
    productType: entryProductFor(item.productType) as ProductType,
    amountUsed,
    dosage: doseOf(amountUsed, item) || values.dosage,
    addToStash: false,
  };
}

/** "Log again" of `entry`: that session's product, dose, label and symptoms; its stash item if still there. */
export function valuesFromEntry(entry: Entry, items: readonly StashItem[]): EntryFormValues {
  const start = againValues(entry, null);
  const item = usable(items.find((i) => i.id === entry.stashItemId));
  return item ? withItem(start, item, entry.amountUsed ?? item.lastAmountUsed) : start;
}

/** "Log a session" of `item`: its last session's values when there is one, else the item's own. */
export function valuesFromItem(item: StashItem, entries: readonly Entry[]): EntryFormValues {
  const last = entries.find((e) => e.stashItemId === item.id);
  if (last) return withItem(againValues(last, null), item, last.amountUsed ?? item.lastAmountUsed);
  const productType = entryProductFor(item.productType) as ProductType;
  const start: EntryFormValues = {
    ...blankValues(null),
    productType,
    method: TYPICAL_METHOD[productType] as Method,
    strainType: ENTRY_DEFAULTS.strainType,
  };
  return withItem(start, item, item.lastAmountUsed);
}

/**
 * "Log today's session" of an experiment: today's product, the plan's dose and method, and the symptom's
 * "before" level to rate (the experiment carried, so the server records the day's product). A stash
 * item's product is logged from the item while something is left (its last amount used comes off it; the
 * dose stays the plan's), else by its strain and product type, which the server matches all the same.
 * Null on a day without a product.
 */
export function valuesFromExperiment(
  experiment: Experiment,
  items: readonly StashItem[],
): { values: EntryFormValues; item: StashItem | null } | null {
  const values = experimentValues(experiment, null);
  if (!values) return null;
  const item = usable(items.find((i) => String(i.id) === values.stashItemId));
  if (!item) {
    const strainType = catalogueTypeOf(values.strainName) ?? values.strainType;
    return { values: { ...values, stashItemId: '', strainType }, item: null };
  }
  const amountUsed = item.lastAmountUsed == null ? '' : String(item.lastAmountUsed);
  return {
    values: { ...values, strainType: itemStrainType(item, values.strainType), amountUsed, addToStash: false },
    item,
  };
}

/** The same product, as "Log again" counts it: strain (case ignored), product type and method. */
const productKey = (e: Pick<Entry, 'strainName' | 'productType' | 'method'>) =>
  `${e.strainName.trim().toLowerCase()}|${e.productType}|${e.method}`;

/** The last session of each of the newest distinct products, newest first, at most `max`. */
export function recentProducts(newestFirst: readonly Entry[], max = 5): Entry[] {
  const seen = new Set<string>();
  const out: Entry[] = [];
  for (const e of newestFirst) {
    const key = productKey(e);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(e);
    if (out.length === max) break;
  }
  return out;
}
