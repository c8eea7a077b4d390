import { message } from './message.js';

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
/** Each strain type as a screen shows it (`label(type)`), marked for the catalogs (issue 59). */
export const STRAIN_TYPE_LABELS: Record<StrainType, string> = {
  indica: /*i18n*/ 'Indica',
  sativa: /*i18n*/ 'Sativa',
  hybrid: /*i18n*/ 'Hybrid',
};

export const METHODS = ['joint', 'vaporizer', 'pipe', 'bong', 'edible', 'tincture', 'other'] as const;
export type Method = (typeof METHODS)[number];
/** Each method as a screen shows it (`label(method)`), marked for the catalogs. */
export const METHOD_LABELS: Record<Method, string> = {
  joint: /*i18n*/ 'Joint',
  vaporizer: /*i18n*/ 'Vaporizer',
  pipe: /*i18n*/ 'Pipe',
  bong: /*i18n*/ 'Bong',
  edible: /*i18n*/ 'Edible',
  tincture: /*i18n*/ 'Tincture',
  other: /*i18n*/ 'Other',
};

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
/** Each effect as a screen shows it (`label(effect)`), marked for the catalogs. */
export const EFFECT_LABELS: Record<Effect, string> = {
  happy: /*i18n*/ 'Happy',
  creative: /*i18n*/ 'Creative',
  focused: /*i18n*/ 'Focused',
  sleepy: /*i18n*/ 'Sleepy',
  hungry: /*i18n*/ 'Hungry',
  relaxed: /*i18n*/ 'Relaxed',
  energetic: /*i18n*/ 'Energetic',
  talkative: /*i18n*/ 'Talkative',
  giggly: /*i18n*/ 'Giggly',
  euphoric: /*i18n*/ 'Euphoric',
  uplifted: /*i18n*/ 'Uplifted',
  tingly: /*i18n*/ 'Tingly',
  aroused: /*i18n*/ 'Aroused',
  'pain relief': /*i18n*/ 'Pain relief',
};

/** Product types of a journal entry, each with its label. */
export const { values: PRODUCT_TYPES, labels: PRODUCT_TYPE_LABELS } = labelled({
  flower: /*i18n*/ 'Flower',
  'pre-roll': /*i18n*/ 'Pre-roll',
  'vape cartridge': /*i18n*/ 'Vape Cartridge',
  edible: /*i18n*/ 'Edible',
  concentrate: /*i18n*/ 'Concentrate',
  other: /*i18n*/ 'Other',
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
export const USERNAME_TAKEN_MESSAGE = /*i18n*/ 'That username is already taken';
/** The one error code of a taken username, whichever path finds it (a new account, an edit, a rename). */
export const USERNAME_TAKEN_CODE = 'username_taken' as const;
export const USERNAME_MESSAGE = message(/*i18n*/ 'Username must be at least {min} characters long', {
  min: USERNAME_MIN,
});
const PASSWORD_MIN_MESSAGE = /*i18n*/ 'Password must be at least {min} characters long';
export const PASSWORD_MESSAGE = message(PASSWORD_MIN_MESSAGE, { min: PASSWORD_MIN });
/**
 * A password chosen now (an invitation, a sign-up, an admin's, a change) is held to more than one that
 * signs in: older accounts keep their shorter passwords (decision 0077).
 */
export const NEW_PASSWORD_MIN = 8;
export const NEW_PASSWORD_MESSAGE = message(PASSWORD_MIN_MESSAGE, { min: NEW_PASSWORD_MIN });
/** A new password found among the most common ones (checked on the server only: the list is large). */
export const COMMON_PASSWORD_MESSAGE =
  /*i18n*/ 'That password is one of the most common ones and easy to guess. Please choose another.';

/** The longest a one-line text may be (a strain name, a dosage, a brand, a source), in characters. */
export const SHORT_TEXT_MAX = 100;
/** A text's limit, its message naming it (`'Strain name must be at most {max} characters'`). */
export const tooLong = (id: string, max: number) => message(id, { max });

/** Ratings run from 1 to 5 stars. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Capitalise the first letter ("hybrid" → "Hybrid"). */
export function label(value: string | null | undefined): string {
  if (!value) return '';
  return value.charAt(0).toUpperCase() + value.slice(1);
}
