import type { UseFormReturn } from 'react-hook-form';
import {
  type AmountLevel,
  EFFECTS,
  type Effect,
  type Method,
  type ProductType,
  type StrainType,
} from '../../../../shared/constants';
import {
  CORE_RATING_FIELDS,
  ENTRY_DEFAULTS,
  type Entry,
  type EntryCreate,
  type EntryUpdate,
  PRODUCT_RATING_FIELDS,
  RATING_FIELDS,
  type RatingField,
} from '../../../../shared/entries';
import type { Experiment } from '../../../../shared/experiments';
import type { Symptom } from '../../../../shared/session-rules';
import type { OutcomeInput } from '../../../../shared/sessions';
import { formatInputNumber } from '../../../lib/format';
import {
  BLANK_LABEL_DETAILS,
  type LabelDetailValues,
  labelDetailsInput,
  labelDetailsOf,
  numberOf,
} from './label-details';

// The entry form's values and the requests they make: what the form holds, where its values start (new,
// saved, "Log again"), and the bodies of a new entry and an edit.

/** The method most people use with a product, suggested until the user picks one. */
export const TYPICAL_METHOD: Record<ProductType, Method> = {
  flower: 'joint',
  'pre-roll': 'joint',
  'vape cartridge': 'vaporizer',
  concentrate: 'vaporizer',
  edible: 'edible',
  other: 'other',
};

/** The form's values: the API's field names, in the controls' own shapes. */
export interface EntryFormValues extends LabelDetailValues {
  strainName: string;
  strainType: StrainType;
  productType: ProductType;
  method: Method;
  dosage: string;
  /** Every rating the entry holds (an edit keeps those its product's form does not ask). */
  ratings: Partial<Record<RatingField, number | null>>;
  notes: string;
  effects: Effect[];
  allowManagerAccess: boolean;
  addToStash: boolean;
  /** The stash item it is logged from ("From my stash"), '' for none. */
  stashItemId: string;
  /** How much of that item the session used, in its unit ('' when not said). */
  amountUsed: string;
  stashDetails: { quantity: string; currentAmount: AmountLevel };
  consumedAt: string | null;
  outcomes: OutcomeInput[];
  /** The personal experiment this session is for (New Entry from an experiment's "Log today's session"). */
  experimentId?: number;
}

/** The entry form, as its parts are handed it: its values, and the body a valid form makes. */
export type EntryFormApi = UseFormReturn<EntryFormValues, unknown, EntryCreate | EntryUpdate>;

export type LastSession = Pick<EntryFormValues, 'productType' | 'method' | 'dosage'>;

/** A new entry's starting values: blank, with the last product, method and dose offered again. */
export function blankValues(last: LastSession | null): EntryFormValues {
  return {
    strainName: '',
    strainType: ENTRY_DEFAULTS.strainType,
    productType: last?.productType ?? ENTRY_DEFAULTS.productType,
    method: last?.method ?? ENTRY_DEFAULTS.method,
    dosage: last?.dosage ?? '',
    ratings: {},
    notes: '',
    effects: [],
    allowManagerAccess: ENTRY_DEFAULTS.allowManagerAccess,
    addToStash: ENTRY_DEFAULTS.addToStash,
    stashItemId: '',
    amountUsed: '',
    stashDetails: {
      quantity: formatInputNumber(ENTRY_DEFAULTS.quantity),
      currentAmount: ENTRY_DEFAULTS.currentAmount,
    },
    consumedAt: null,
    outcomes: [],
    ...BLANK_LABEL_DETAILS,
  };
}

/** A saved entry as the form holds it. */
export function valuesOf(entry: Entry): EntryFormValues {
  return {
    ...blankValues(null),
    strainName: entry.strainName,
    strainType: entry.strainType as StrainType,
    productType: entry.productType as ProductType,
    method: entry.method as Method,
    dosage: entry.dosage,
    ratings: Object.fromEntries(RATING_FIELDS.map((f) => [f, entry[f]])),
    notes: entry.notes ?? '',
    effects: EFFECTS.filter((e) => entry.effects.includes(e)),
    allowManagerAccess: entry.allowManagerAccess,
    consumedAt: entry.consumedAt,
    outcomes: entry.outcomes,
    ...labelDetailsOf(entry),
  };
}

/**
 * "Log again": a new session of the same product, as it was had: strain, product, method, dose, label and
 * the symptoms it was for (their "before" levels as a start); a new time, new ratings, no notes.
 */
export function againValues(entry: Entry, last: LastSession | null): EntryFormValues {
  const saved = valuesOf(entry);
  return {
    ...blankValues(last),
    ...labelDetailsOf(entry),
    strainName: saved.strainName,
    strainType: saved.strainType,
    productType: saved.productType,
    method: saved.method,
    dosage: saved.dosage,
    outcomes: entry.outcomes.map((o) => ({ symptom: o.symptom, before: o.before })) as OutcomeInput[],
  };
}

/**
 * A session of an experiment's product of today: its strain and product (its stash item, if it came from
 * one), the plan's dose and method, the experiment's symptom to rate before and after.
 */
export function experimentValues(experiment: Experiment, last: LastSession | null): EntryFormValues | null {
  const arm = experiment.arms.find((a) => a.arm === experiment.today?.arm);
  if (!arm) return null;
  return {
    ...blankValues(last),
    strainName: arm.strainName,
    productType: arm.productType as ProductType,
    stashItemId: arm.stashItemId ? String(arm.stashItemId) : '',
    method: experiment.method as Method,
    dosage: experiment.dose,
    outcomes: [{ symptom: experiment.symptom as Symptom, before: 5, after: null }],
    experimentId: experiment.id,
  };
}

/** The fields both requests share. */
function commonInput(v: EntryFormValues) {
  return {
    strainName: v.strainName,
    strainType: v.strainType,
    productType: v.productType,
    method: v.method,
    dosage: v.dosage,
    notes: v.notes,
    effects: v.effects,
    allowManagerAccess: v.allowManagerAccess,
    outcomes: v.outcomes,
    ...labelDetailsInput(v),
  };
}

/** The body of an edit: the product's ratings as set (unrated stays unrated), the experience ones kept. */
export function toUpdateInput(v: EntryFormValues) {
  const shown = PRODUCT_RATING_FIELDS[v.productType];
  return {
    ...commonInput(v),
    ...Object.fromEntries(CORE_RATING_FIELDS.map((f) => [f, v.ratings[f] ?? null])),
    ...Object.fromEntries(shown.map((f) => [f, v.ratings[f] ?? null])),
    consumedAt: v.consumedAt,
  };
}

/** The request body the form's values make (checked by the shared schema before anything is sent). */
export function toEntryInput(v: EntryFormValues) {
  const ratingFields = PRODUCT_RATING_FIELDS[v.productType];
  return {
    ...commonInput(v),
    ...Object.fromEntries(ratingFields.map((f) => [f, v.ratings[f] ?? ENTRY_DEFAULTS.rating])),
    ...(v.consumedAt ? { consumedAt: v.consumedAt } : {}),
    addToStash: v.addToStash,
    ...(v.experimentId ? { experimentId: v.experimentId } : {}),
    ...(v.stashItemId ? { stashItemId: Number(v.stashItemId) } : {}),
    ...(v.stashItemId && v.amountUsed.trim() ? { amountUsed: numberOf(v.amountUsed) } : {}),
    ...(v.addToStash
      ? {
          stashDetails: {
            productType: v.productType,
            quantity: numberOf(v.stashDetails.quantity) ?? Number.NaN,
            currentAmount: v.stashDetails.currentAmount,
          },
        }
      : {}),
  };
}
