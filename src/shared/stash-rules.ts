// The stash's products, units, amounts, rules and messages, without zod (see entry-rules.ts); stash.ts
// builds the schemas on it and re-exports it.
import { AMOUNT_LEVELS, type AmountLevel, type QuantityUnit, type StrainType, tooLong } from './constants.js';
import { type Message, message } from './message.js';

/** Product types of a stash item, in the order the form offers them, with the unit each is counted in. */
export const STASH_PRODUCTS = [
  { value: 'flower', label: /*i18n*/ 'Flower', unit: 'grams' },
  { value: 'pre_rolls', label: /*i18n*/ 'Pre-rolls', unit: 'count' },
  { value: 'vape_carts', label: /*i18n*/ 'Vape Cartridges', unit: 'count' },
  { value: 'edibles', label: /*i18n*/ 'Edibles', unit: 'count' },
  { value: 'concentrates', label: /*i18n*/ 'Concentrates', unit: 'grams' },
  { value: 'tinctures', label: /*i18n*/ 'Tinctures', unit: 'ml' },
  { value: 'topicals', label: /*i18n*/ 'Topicals', unit: 'oz' },
  // Journal entries may be of product type "other"; their stash items land here.
  { value: 'other', label: /*i18n*/ 'Other', unit: 'count' },
] as const satisfies ReadonlyArray<{ value: string; label: string; unit: QuantityUnit }>;

export type StashProductType = (typeof STASH_PRODUCTS)[number]['value'];
export const STASH_PRODUCT_TYPES = STASH_PRODUCTS.map((p) => p.value) as [
  StashProductType,
  ...StashProductType[],
];

const productByValue = new Map<string, (typeof STASH_PRODUCTS)[number]>(
  STASH_PRODUCTS.map((p) => [p.value, p]),
);

/** The unit a product type is counted in ("quantityUnit taken from the product type"). */
export function unitFor(productType: string): QuantityUnit {
  return productByValue.get(productType)?.unit ?? 'count';
}

export function productLabel(productType: string): string {
  return productByValue.get(productType)?.label ?? productType;
}

export const STASH_LISTS = ['stash', 'wish'] as const;
export type StashList = (typeof STASH_LISTS)[number];

/** A journal entry's product type → the stash's, so "add to stash" from an entry and `?add=` agree. */
const FROM_ENTRY: Record<string, StashProductType> = {
  flower: 'flower',
  'pre-roll': 'pre_rolls',
  'vape cartridge': 'vape_carts',
  edible: 'edibles',
  concentrate: 'concentrates',
  other: 'other',
};

/** A stash product type as a journal entry names it ("pre_rolls" → "pre-roll"); tinctures and the like → other. */
export function entryProductFor(productType: string): string {
  return Object.entries(FROM_ENTRY).find(([, stash]) => stash === productType)?.[0] ?? 'other';
}

/**
 * The stash product type and unit for a product type as a journal entry names it. A stash product type
 * passes through unchanged, so this also normalises whatever a caller hands over.
 */
export function stashProductFor(productType: string | null | undefined): {
  productType: StashProductType;
  quantityUnit: QuantityUnit;
} {
  const key = (productType ?? '').trim().toLowerCase();
  const mapped = FROM_ENTRY[key] ?? (productByValue.has(key) ? (key as StashProductType) : 'other');
  return { productType: mapped, quantityUnit: unitFor(mapped) };
}

// ---- quantities ---------------------------------------------------------------------------------------

export const QUANTITY_MIN = 0.01;
export const QUANTITY_MAX = 100_000;
/** A stash item's notes: the longest, in characters. */
export const STASH_NOTES_MAX = 1000;
export const QUANTITY_DEFAULT = 1;

/** Quantities keep two decimals (the form's step is 0.01); rounding also hides float noise from ±0.5. */
export const roundQuantity = (q: number) => Math.round(q * 100) / 100;

/** Plus and minus move by 0.5 for grams and 1 for every other unit. */
export function quantityStep(unit: string): number {
  return unit === 'grams' ? 0.5 : 1;
}

/** The quantity after one press of plus (+1) or minus (-1): never below 0.01 (finishing is its own action). */
export function adjustQuantity(quantity: number, unit: string, direction: 1 | -1): number {
  const next = roundQuantity(quantity + direction * quantityStep(unit));
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, next));
}

const UNIT_SHORT: Record<QuantityUnit, string> = { grams: 'g', ml: 'ml', oz: 'oz', count: '' };
/** What a count is a count of, per product type (singular, plural). */
const COUNT_NOUN: Partial<Record<StashProductType, [string, string]>> = {
  pre_rolls: ['pre-roll', 'pre-rolls'],
  vape_carts: ['cart', 'carts'],
  edibles: ['piece', 'pieces'],
};

// Made on first use: building an Intl formatter costs about 100 ms on a slow phone, and most screens that
// import these rules never format a quantity.
let numberFormat: Intl.NumberFormat | undefined;

/** "3.5 g", "10 ml", "2 pre-rolls", "1 item". */
export function formatQuantity(quantity: number, unit: string, productType?: string): string {
  numberFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  const n = numberFormat.format(quantity);
  const short = UNIT_SHORT[unit as QuantityUnit];
  if (short) return `${n} ${short}`;
  const [one, many] = COUNT_NOUN[productType as StashProductType] ?? ['item', 'items'];
  return `${n} ${quantity === 1 ? one : many}`;
}

/** The unit as the form shows it beside the quantity field. */
export function unitLabel(unit: string): string {
  return UNIT_SHORT[unit as QuantityUnit] || 'count';
}

// ---- amount levels ------------------------------------------------------------------------------------

export const AMOUNT_LABELS: Record<AmountLevel, string> = {
  high: /*i18n*/ 'High',
  medium: /*i18n*/ 'Medium',
  low: /*i18n*/ 'Low',
  empty: /*i18n*/ 'Empty',
};

// ---- stock: the quantity is the truth, the level follows ------------------------------------------------

/**
 * A stash item's quantity left is the one source of truth; its amount level is derived from it: empty at
 * 0, else high / medium / low by the share left of the quantity at the last add or restock (the baseline):
 * at least 2/3, at least 1/3, below. A quantity above the baseline is a new baseline (full again).
 */
export function stockLevelFor(quantity: number, baseline: number | null): AmountLevel {
  if (quantity <= 0) return 'empty';
  if (!baseline || quantity >= baseline) return 'high';
  const share = quantity / baseline;
  return share >= 2 / 3 - 1e-9 ? 'high' : share >= 1 / 3 - 1e-9 ? 'medium' : 'low';
}

/** The quantity a level asks for (a client that sets only the level): the middle of its band. */
function quantityForLevel(level: AmountLevel, baseline: number, unit: string): number {
  const share = { high: 1, medium: 1 / 2, low: 1 / 6, empty: 0 }[level];
  const q = baseline * share;
  if (share === 0) return 0;
  return unit === 'count' ? Math.max(1, Math.round(q)) : Math.max(QUANTITY_MIN, roundQuantity(q));
}

/** What is left of an item, in words: "7.3 g left of Gelato". */
export const leftOf = (item: {
  quantity: number;
  quantityUnit: string;
  productType: string;
  strainName: string;
}) => `${formatQuantity(item.quantity, item.quantityUnit, item.productType)} left of ${item.strainName}`;

/** A write that says an item with some left is empty: refused, saying what is left. */
export const emptyWithSomeLeft = (left: string): Message => ({
  id: /*i18n*/ '{left}: an item with some left cannot be empty (mark it finished to set it to 0)',
  values: { left },
});
/** More used than is left of a stash item: "Only 2 g left of Blue Dream". */
export const onlyLeft = (left: string): Message => ({ id: /*i18n*/ 'Only {left}', values: { left } });

export interface Stock {
  quantity: number;
  currentAmount: AmountLevel;
  baselineQuantity: number | null;
}

/**
 * A stash item's stock after a change (the specification's clients send quantity and level together, so
 * neither is silently dropped; issue 57):
 * - a new quantity alone sets it (the level follows; above the baseline it is a new baseline);
 * - a new quantity with a level keeps both: the baseline is set so the quantity sits in that level's band
 *   (2.5 g stated "low" is low); "empty" with some left is a contradiction (an error to show);
 * - a level alone, or with the quantity unchanged, is a level change: the quantity moves to the level's
 *   band (empty → 0; back from empty → the baseline).
 */
export function stockAfter(
  before: Stock & { quantityUnit: string },
  change: { quantity?: number; currentAmount?: AmountLevel },
): Stock | { error: 'empty_with_some_left' } {
  const newQuantity =
    change.quantity !== undefined && roundQuantity(change.quantity) !== roundQuantity(before.quantity);
  if (change.quantity !== undefined && (newQuantity || change.currentAmount === undefined)) {
    if (change.currentAmount === 'empty' && change.quantity > 0) return { error: 'empty_with_some_left' };
    const quantity = roundQuantity(change.quantity);
    if (change.currentAmount !== undefined) return stockFromLegacy(quantity, change.currentAmount);
    const baselineQuantity = Math.max(before.baselineQuantity ?? 0, quantity) || null;
    return { quantity, baselineQuantity, currentAmount: stockLevelFor(quantity, baselineQuantity) };
  }
  const level = change.currentAmount;
  if (level === undefined || level === stockLevelFor(before.quantity, before.baselineQuantity)) {
    return { ...before, currentAmount: stockLevelFor(before.quantity, before.baselineQuantity) };
  }
  const baseline = before.baselineQuantity || before.quantity || QUANTITY_DEFAULT;
  const quantity = quantityForLevel(level, baseline, before.quantityUnit);
  return { quantity, baselineQuantity: baseline, currentAmount: stockLevelFor(quantity, baseline) };
}

/**
 * The stock of an item written before the quantity was the truth (an old export): the level kept where the
 * quantity allows (a baseline that puts the quantity in the middle of its band), the quantity where they
 * contradict (empty with some left is full of what is left).
 */
export function stockFromLegacy(quantity: number, level: AmountLevel): Stock {
  if (quantity <= 0) return { quantity: 0, baselineQuantity: null, currentAmount: 'empty' };
  const baselineQuantity = roundQuantity(quantity * ({ high: 1, medium: 2, low: 6, empty: 1 }[level] ?? 1));
  return { quantity, baselineQuantity, currentAmount: stockLevelFor(quantity, baselineQuantity) };
}

/** A restock: how much there is now, the new full. */
export function restocked(quantity: number): Stock {
  const q = roundQuantity(quantity);
  return { quantity: q, baselineQuantity: q, currentAmount: stockLevelFor(q, q) };
}

/** What an entry's `amountUsed` takes from an item (or gives back, negative): the stock after, or null when short. */
export function stockAfterUse(before: Stock, used: number): Stock | null {
  const quantity = roundQuantity(before.quantity - used);
  if (quantity < 0) return null;
  return {
    quantity,
    baselineQuantity: before.baselineQuantity,
    currentAmount: stockLevelFor(quantity, before.baselineQuantity),
  };
}

/** Finished: used up (the amount is empty). */
export const isFinished = (item: { currentAmount: string }) => item.currentAmount === 'empty';

/** What is left, as a card or a picker shows it: "3.5 g", or "Finished" for a finished item at 0. */
export function stockLabel(item: {
  quantity: number;
  quantityUnit: string;
  productType: string;
  currentAmount: string;
}): string {
  return isFinished(item) && item.quantity === 0
    ? /*i18n*/ 'Finished'
    : formatQuantity(item.quantity, item.quantityUnit, item.productType);
}

/** "Needs restocking" means low or empty. */
export function needsRestocking(currentAmount: string): boolean {
  return currentAmount === 'low' || currentAmount === 'empty';
}

/** The next level down ("used some"), or null when already empty. */
export function lowerAmount(level: AmountLevel): AmountLevel | null {
  const i = AMOUNT_LEVELS.indexOf(level);
  return i >= 0 && i < AMOUNT_LEVELS.length - 1 ? AMOUNT_LEVELS[i + 1] : null;
}

/** "1 item" or "N items". */
export function itemCount(n: number): string {
  return n === 1 ? '1 item' : `${n} items`;
}

// ---- schemas ------------------------------------------------------------------------------------------

export const MESSAGES = {
  strainName: /*i18n*/ 'Strain name is required',
  strainType: /*i18n*/ 'Please select a strain type',
  productType: /*i18n*/ 'Please select a product type',
  quantityRequired: /*i18n*/ 'Quantity is required',
  quantityNumber: /*i18n*/ 'Quantity must be a number',
  quantityMin: message(/*i18n*/ 'Quantity must be at least {min}', { min: QUANTITY_MIN }),
  quantityMax: message(/*i18n*/ 'Quantity must be at most {max}', {
    max: QUANTITY_MAX.toLocaleString('en-US'),
  }),
  quantityUnit: /*i18n*/ 'Unit must be grams, ml, oz or count',
  currentAmount: /*i18n*/ 'Amount must be high, medium, low or empty',
  notesLong: tooLong(/*i18n*/ 'Notes must be at most {max} characters', STASH_NOTES_MAX),
  list: /*i18n*/ 'List must be stash or wish',
  moveToStash: /*i18n*/ 'An item can only move from the wishlist to the stash',
  nothingToUpdate: /*i18n*/ 'Nothing to update',
} as const;

/** The unit mismatch message: "Unit for Flower must be grams". */
export const unitMismatch = (productType: string) =>
  message(/*i18n*/ 'Unit for {product} must be {unit}', {
    product: { id: productLabel(productType) },
    unit: unitFor(productType),
  });

/** The same strain: name with case and outer spaces ignored, and the same strain type. */
export function sameStrain(
  item: { strainName: string; strainType: string | null },
  entry: { strainName: string; strainType: string },
): boolean {
  return (
    item.strainName.trim().toLowerCase() === entry.strainName.trim().toLowerCase() &&
    item.strainType === entry.strainType
  );
}

/** A new item's amount when none is given: what goes in the stash is full; a wish is not had yet. */
export const defaultAmount = (list: 'stash' | 'wish'): 'high' | 'empty' =>
  list === 'stash' ? 'high' : 'empty';

/**
 * What Home's "Add to stash" on a recommended strain sends, as Home always has: one gram of flower,
 * marked empty (to buy, not yet had), with a note dated `day` (the date as the screen shows it). Not had
 * yet, it is a wish: in the stash, 1 g marked empty would contradict itself (decision 0049).
 */
export const recommendationStashItem = (
  strain: { strainName: string; strainType: StrainType },
  day: string,
) => ({
  list: 'wish' as const,
  ...strain,
  productType: 'flower' as const,
  quantity: 1,
  quantityUnit: 'grams' as const,
  currentAmount: 'empty' as const,
  notes: `Added from recommendations on ${day}`,
});
