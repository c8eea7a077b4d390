/** The product's name, wherever a screen or message names the product. */
export const PRODUCT_NAME = 'Strain Journal';
/** Prefix for keys kept in the browser's local storage. */
export const STORAGE_PREFIX = 'strain-journal';

/**
 * A closed set of values, each with its label, named once: `labels` is the table and `values` its keys in
 * the table's order, as a non-empty list (what `z.enum` and the screens' option lists take).
 */
export function labelled<const T extends Record<string, string>>(labels: T) {
  type Value = Extract<keyof T, string>;
  const values: readonly [Value, ...Value[]] = Object.keys(labels) as [Value, ...Value[]];
  return { labels, values };
}

export const ROLES = ['user', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const STRAIN_TYPES = ['indica', 'sativa', 'hybrid'] as const;
export type StrainType = (typeof STRAIN_TYPES)[number];

export const METHODS = ['joint', 'vaporizer', 'pipe', 'bong', 'edible', 'tincture', 'other'] as const;
export type Method = (typeof METHODS)[number];

export const EFFECTS = [
  'happy',
  'creative',
  'focused',
  'sleepy',
  'hungry',
  'relaxed',
  'energetic',
  'talkative',
  'giggly',
  'euphoric',
  'uplifted',
  'tingly',
  'aroused',
  'pain relief',
] as const;
export type Effect = (typeof EFFECTS)[number];

/** Product types of a journal entry, each with its label. */
export const { values: PRODUCT_TYPES, labels: PRODUCT_TYPE_LABELS } = labelled({
  flower: 'Flower',
  'pre-roll': 'Pre-roll',
  'vape cartridge': 'Vape Cartridge',
  edible: 'Edible',
  concentrate: 'Concentrate',
  other: 'Other',
});
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const AMOUNT_LEVELS = ['high', 'medium', 'low', 'empty'] as const;
export type AmountLevel = (typeof AMOUNT_LEVELS)[number];

/** Bar fill per amount level, in percent. */
export const AMOUNT_FILL: Record<AmountLevel, number> = { high: 100, medium: 50, low: 25, empty: 0 };

export const QUANTITY_UNITS = ['grams', 'ml', 'oz', 'count'] as const;
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 4;
export const USERNAME_TAKEN_MESSAGE = 'That username is already taken';
/** The one error code of a taken username, whichever path finds it (a new account, an edit, a rename). */
export const USERNAME_TAKEN_CODE = 'username_taken' as const;
export const USERNAME_MESSAGE = `Username must be at least ${USERNAME_MIN} characters long`;
export const PASSWORD_MESSAGE = `Password must be at least ${PASSWORD_MIN} characters long`;
/**
 * A password chosen now (an invitation, a sign-up, an admin's, a change) is held to more than one that
 * signs in: older accounts keep their shorter passwords (decision 0077).
 */
export const NEW_PASSWORD_MIN = 8;
export const NEW_PASSWORD_MESSAGE = `Password must be at least ${NEW_PASSWORD_MIN} characters long`;
/** A new password found among the most common ones (checked on the server only: the list is large). */
export const COMMON_PASSWORD_MESSAGE =
  'That password is one of the most common ones and easy to guess. Please choose another.';

/** The longest a one-line text may be (a strain name, a dosage, a brand, a source), in characters. */
export const SHORT_TEXT_MAX = 100;
/** "Strain name must be at most 100 characters" */
export const tooLong = (what: string, max: number) => `${what} must be at most ${max} characters`;

/** Ratings run from 1 to 5 stars. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Capitalise the first letter ("hybrid" → "Hybrid"). */
export function label(value: string | null | undefined): string {
  if (!value) return '';
  return value.charAt(0).toUpperCase() + value.slice(1);
}
