import { z } from 'zod';
import { PRODUCT_TYPES } from './constants.js';
import { ENTRY_MESSAGES, entryUpdateInput, RATING_FIELDS, type RatingField } from './entries.js';
import { languageSchema } from './i18n.js';
import { sessionFields } from './sessions.js';
import { instant } from './wire.js';

export const deleteAccountInput = z.strictObject({
  password: z
    .string({ message: /*i18n*/ 'Please enter your password' })
    .min(1, /*i18n*/ 'Please enter your password')
    .max(200),
});

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportQuery = z.strictObject({
  format: z.enum(EXPORT_FORMATS, { message: /*i18n*/ 'Format must be json or csv' }).default('json'),
});

/** One read of an entry's notes by a manager or an admin. */
export const accessLogEntry = z.object({
  id: z.number(),
  entryId: z.number(),
  strainName: z.string(),
  reader: z.string(),
  /** The reader's role now ('manager' or 'admin'); null once the account is deleted. */
  readerRole: z.enum(['user', 'manager', 'admin']).nullable(),
  readAt: instant,
});
export type AccessLogEntry = z.infer<typeof accessLogEntry>;

export const EXPORT_VERSION = 1;

/** What an import did: counts, the items refused (with why), and duplicates skipped. */
export interface ImportReport {
  /** `experiments` is there when the file had any. */
  imported: { entries: number; favorites: number; stash: number; settings: boolean; experiments?: number };
  rejected: Array<{
    kind: 'entry' | 'favorite' | 'stash' | 'settings' | 'experiment' | 'file';
    index: number;
    reason: string;
  }>;
  skipped: number;
}

/** Every rating as the edit form checks it (overall required, the others optional, in half steps). */
const ratings = Object.fromEntries(RATING_FIELDS.map((f) => [f, entryUpdateInput.shape[f]])) as Pick<
  typeof entryUpdateInput.shape,
  RatingField
>;

/**
 * One entry of an import (our JSON export, or a mapped spreadsheet row): the edit form's rules (ratings in
 * half steps) for every rating, plus product type and date. Other fields of the export (its id, dates of
 * change) are read where useful and otherwise ignored; the owner is always the importing user.
 */
export const importEntryInput = z.object({
  id: z.number().int().optional(),
  strainName: entryUpdateInput.shape.strainName,
  strainType: entryUpdateInput.shape.strainType,
  productType: z.enum(PRODUCT_TYPES, { message: ENTRY_MESSAGES.productType }).default('flower'),
  method: entryUpdateInput.shape.method,
  dosage: entryUpdateInput.shape.dosage,
  ...ratings,
  notes: entryUpdateInput.shape.notes,
  effects: entryUpdateInput.shape.effects,
  allowManagerAccess: z.boolean({ message: ENTRY_MESSAGES.consent }).default(false),
  createdAt: z.iso
    .datetime({ offset: true, message: /*i18n*/ 'Date must be a valid date and time' })
    .nullish(),
  ...sessionFields,
  /** The export's stash item id: relinked to that item as imported (dropped when it is not in the file). */
  stashItemId: z.number().int().nullish(),
  /** How much of that item the session used (kept as history: the file's quantities already reflect it). */
  amountUsed: z
    .number()
    .positive({ message: /*i18n*/ 'How much you used must be a number above 0' })
    .nullish(),
});
export type ImportEntry = z.output<typeof importEntryInput>;
export const IMPORT_LOGGED_IN_FUTURE = /*i18n*/ 'The date it was logged (createdAt) is in the future';
export const IMPORT_RUNNING_MESSAGE =
  /*i18n*/ 'An import is already running for your account. Try again when it has finished.';

/** The import file: any of these parts; points, achievements and the like in an export are never imported. */
export const importInput = z.object({
  format: z
    .literal('strain-journal-export', { message: /*i18n*/ 'This is not a Strain Journal export' })
    .optional(),
  version: z
    .literal(EXPORT_VERSION, { message: /*i18n*/ 'This export comes from a newer version of the app' })
    .optional(),
  settings: z.unknown().optional(),
  /** Of the profile, only the language comes back (one this app no longer speaks is left out). */
  profile: z
    .object({ language: languageSchema.nullish().catch(undefined) })
    .optional()
    .catch(undefined),
  entries: z
    .array(z.unknown(), { message: /*i18n*/ 'entries must be a list' })
    .max(20_000, /*i18n*/ 'At most 20,000 entries at a time')
    .optional(),
  favorites: z.array(z.unknown(), { message: /*i18n*/ 'favorites must be a list' }).max(20_000).optional(),
  stash: z
    .array(z.unknown(), { message: /*i18n*/ 'stash must be a list' })
    .max(5_000, /*i18n*/ 'At most 5,000 stash items at a time')
    .optional(),
  experiments: z
    .array(z.unknown(), { message: /*i18n*/ 'experiments must be a list' })
    .max(500, /*i18n*/ 'At most 500 experiments at a time')
    .optional(),
});
