// An entry's fields, labels, rules and messages, without zod: screens that only show entries load this
// and not the schema library. entries.ts builds the schemas on it and re-exports it.
import {
  label,
  labelled,
  PRODUCT_TYPE_LABELS,
  type ProductType,
  RATING_MAX,
  RATING_MIN,
  SHORT_TEXT_MAX,
  tooLong,
} from './constants.js';
import { message } from './message.js';
import { QUANTITY_MIN, MESSAGES as STASH_MESSAGES, stashProductFor } from './stash-rules.js';

/** The product types' labels are named with the types themselves (constants.ts). */
export { PRODUCT_TYPE_LABELS };

/**
 * Every rating column of an entry with its label, in the order the entry detail lists them (overall first):
 * each rating is named once.
 */
export const { values: RATING_FIELDS, labels: RATING_LABELS } = labelled({
  overallRating: /*i18n*/ 'Overall',
  relaxationRating: /*i18n*/ 'Relaxation',
  creativityRating: /*i18n*/ 'Creativity',
  energyRating: /*i18n*/ 'Energy',
  flavorRating: /*i18n*/ 'Flavor',
  potencyRating: /*i18n*/ 'Potency',
  aromaRating: /*i18n*/ 'Aroma',
  smoothnessRating: /*i18n*/ 'Smoothness',
  appearanceRating: /*i18n*/ 'Appearance',
  tasteRating: /*i18n*/ 'Taste',
  onsetTimeRating: /*i18n*/ 'Onset Time',
  durationRating: /*i18n*/ 'Duration',
  packagingRating: /*i18n*/ 'Packaging',
  oilQualityRating: /*i18n*/ 'Oil Quality',
  purityRating: /*i18n*/ 'Purity',
  hardwareQualityRating: /*i18n*/ 'Hardware Quality',
  vaporProductionRating: /*i18n*/ 'Vapor Production',
});
export type RatingField = (typeof RATING_FIELDS)[number];

/** The sixteen optional sub-ratings the entry detail shows when they have a value, in the order the detail lists them. */
export const SUB_RATING_FIELDS = RATING_FIELDS.filter(
  (f): f is Exclude<RatingField, 'overallRating'> => f !== 'overallRating',
);

/** The five ratings of the edit form; they describe the experience and apply to every product. */
export const CORE_RATING_FIELDS = [
  'overallRating',
  'relaxationRating',
  'creativityRating',
  'energyRating',
  'flavorRating',
] as const satisfies readonly RatingField[];
export type CoreRatingField = (typeof CORE_RATING_FIELDS)[number];

const FLOWER_RATING_FIELDS = [
  'overallRating',
  'potencyRating',
  'appearanceRating',
  'aromaRating',
  'flavorRating',
  'smoothnessRating',
] as const satisfies readonly RatingField[];

/** The ratings the new-entry form asks for, by product type: overall and potency, then the product's own. */
export const PRODUCT_RATING_FIELDS: Record<ProductType, readonly RatingField[]> = {
  flower: FLOWER_RATING_FIELDS,
  // A pre-roll is flower, rolled: the same ratings.
  'pre-roll': FLOWER_RATING_FIELDS,
  'vape cartridge': [
    'overallRating',
    'potencyRating',
    'oilQualityRating',
    'purityRating',
    'hardwareQualityRating',
    'flavorRating',
    'vaporProductionRating',
    'smoothnessRating',
  ],
  concentrate: [
    'overallRating',
    'potencyRating',
    'oilQualityRating',
    'purityRating',
    'flavorRating',
    'smoothnessRating',
  ],
  edible: [
    'overallRating',
    'potencyRating',
    'tasteRating',
    'onsetTimeRating',
    'durationRating',
    'packagingRating',
  ],
  other: ['overallRating', 'potencyRating'],
};

/** Ratings a create may carry for a product type: the form's set plus the experience ratings. */
export function ratingFieldsAllowed(productType: ProductType): ReadonlySet<RatingField> {
  return new Set<RatingField>([...PRODUCT_RATING_FIELDS[productType], ...CORE_RATING_FIELDS]);
}

/** A product type as a label; unknown stored values are shown capitalised. */
export function productTypeLabel(value: string | null | undefined): string {
  return PRODUCT_TYPE_LABELS[value as ProductType] ?? label(value);
}

/**
 * How something was taken, in words: "Flower · Vaporizer", or just "Edible" when the method says nothing
 * the product has not (an edible eaten, a tincture dropped).
 */
export function productAndMethod(productType: string, method: string): string {
  const product = productTypeLabel(productType);
  const how = label(method);
  return how === product ? product : `${product} · ${how}`;
}

/** The new-entry stash quantity: 0.1 steps in grams (flower, concentrate), whole counts otherwise. */
export function stashQuantityStep(productType: ProductType): number {
  return stashProductFor(productType).quantityUnit === 'grams' ? 0.1 : 1;
}

/** The stash's one minimum quantity and message (stash-rules.ts), for the new entry's stash part too. */
export const STASH_QUANTITY_MIN = QUANTITY_MIN;
export const STASH_QUANTITY_DEFAULT = 1;

/** The entry form's starting values. */
export const ENTRY_DEFAULTS = {
  strainType: 'hybrid',
  productType: 'flower',
  method: 'joint',
  rating: 3,
  quantity: STASH_QUANTITY_DEFAULT,
  currentAmount: 'medium',
  allowManagerAccess: false,
  addToStash: false,
} as const;

/**
 * `GET /api/entries?limit=N` answers only the N most recently taken entries (the journal's first page),
 * with the number of all of them in the `x-total-count` header; without `limit` it answers every entry.
 */
export const ENTRY_LIST_LIMIT_MAX = 1000;
export const ENTRY_LIST_LIMIT_MESSAGE = message(/*i18n*/ 'limit must be a whole number from 1 to {max}', {
  max: ENTRY_LIST_LIMIT_MAX,
});

/** An entry's notes: the longest, in characters. */
export const ENTRY_NOTES_MAX = 5000;

export const ENTRY_MESSAGES = {
  strainName: /*i18n*/ 'Strain name is required',
  strainType: /*i18n*/ 'Please select a strain type',
  productType: /*i18n*/ 'Please select a product type',
  method: /*i18n*/ 'Please select a consumption method',
  dosage: /*i18n*/ 'Dosage is required',
  strainNameLong: tooLong(/*i18n*/ 'Strain name must be at most {max} characters', SHORT_TEXT_MAX),
  dosageLong: tooLong(/*i18n*/ 'Dosage must be at most {max} characters', SHORT_TEXT_MAX),
  notesLong: tooLong(/*i18n*/ 'Notes must be at most {max} characters', ENTRY_NOTES_MAX),
  effect: /*i18n*/ 'Please choose effects from the list',
  consent: /*i18n*/ 'allowManagerAccess must be true or false',
  stashQuantity: STASH_MESSAGES.quantityMin,
  stashQuantityMax: STASH_MESSAGES.quantityMax,
  stashQuantityWhole: /*i18n*/ 'Quantity must be a whole number for this product',
  stashAmount: /*i18n*/ 'Please choose an amount level: high, medium, low or empty',
  entryId: /*i18n*/ 'Please choose an entry',
  stashItemId: /*i18n*/ 'Please choose an item from your stash',
  stashItemNotFound: /*i18n*/ 'That item is not in your stash',
  stashItemOrNew: /*i18n*/ 'Choose an item from your stash or add a new one, not both',
} as const;

/**
 * The New Entry screen's toast when a required field is empty (its field shows the schema's message above):
 * the words the screen has always used, kept beside the schema's.
 */
export const ENTRY_MISSING_TOASTS = {
  strainName: /*i18n*/ 'Please enter a strain name',
  dosage: /*i18n*/ 'Please enter a dosage',
} as const;

const rating = (field: RatingField) => ({ id: RATING_LABELS[field] });
export const wholeRatingMessage = (field: RatingField) =>
  message(/*i18n*/ '{rating} rating must be a whole number from {min} to {max}', {
    rating: rating(field),
    min: RATING_MIN,
    max: RATING_MAX,
  });
export const halfRatingMessage = (field: RatingField) =>
  message(/*i18n*/ '{rating} rating must be from {min} to {max} in steps of 0.5', {
    rating: rating(field),
    min: RATING_MIN,
    max: RATING_MAX,
  });
export const requiredRatingMessage = (field: RatingField) =>
  message(/*i18n*/ '{rating} rating is required', { rating: rating(field) });
export const ratingNotApplicableMessage = (field: RatingField, productType: ProductType) =>
  message(/*i18n*/ '{rating} rating does not apply to {product} entries', {
    rating: rating(field),
    product: { id: PRODUCT_ENTRIES[productType] },
  });
/** "… does not apply to {product} entries": each product type as that sentence says it. */
const PRODUCT_ENTRIES: Record<ProductType, string> = {
  flower: /*i18n*/ 'flower',
  'pre-roll': /*i18n*/ 'pre-roll',
  'vape cartridge': /*i18n*/ 'vape cartridge',
  edible: /*i18n*/ 'edible',
  concentrate: /*i18n*/ 'concentrate',
  other: /*i18n*/ 'other',
};

/**
 * Who reads an entry's written notes, said the same way wherever the person decides or checks (the form,
 * the entry, Settings › Privacy): managers only with consent, admins always, every read logged (issue 57).
 */
export const NOTES_PRIVACY = {
  private:
    /*i18n*/ 'Private from managers. Admins can read every note; each read is logged under Settings › Privacy.',
  shared:
    /*i18n*/ 'Managers may read this review. Admins can read every note; each read is logged under Settings › Privacy.',
  consent:
    /*i18n*/ 'Managers always see ratings; your notes only with this consent. Admins can read every note, and each read is logged under Settings › Privacy.',
  log: /*i18n*/ 'Managers read an entry’s notes only when you allowed it on that entry; admins can read every note. Every read is listed here.',
} as const;
