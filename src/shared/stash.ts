import { z } from 'zod';
import { AMOUNT_LEVELS, type AmountLevel, QUANTITY_UNITS, type StrainType } from './constants.js';
import { strainName, strainType } from './entries.js';
import {
  defaultAmount,
  MESSAGES,
  QUANTITY_MAX,
  QUANTITY_MIN,
  roundQuantity,
  STASH_LISTS,
  STASH_NOTES_MAX,
  STASH_PRODUCT_TYPES,
  unitFor,
  unitMismatch,
} from './stash-rules.js';
import { instant } from './wire.js';

export * from './stash-rules.js';

/**
 * Stash (inventory on hand) and wishlist (strains saved to try) items: one table, one schema. The rules
 * the stash screen, the wishlist, entry detail, Home and the server all share live in stash-rules.ts.
 */

const quantity = z
  .number({
    error: (issue) => (issue.input === undefined ? MESSAGES.quantityRequired : MESSAGES.quantityNumber),
  })
  .min(QUANTITY_MIN, MESSAGES.quantityMin)
  .max(QUANTITY_MAX, MESSAGES.quantityMax)
  .transform(roundQuantity);

const currentAmount = z.enum(AMOUNT_LEVELS, { message: MESSAGES.currentAmount });

/** Notes are optional; blank notes are omitted (stored as null). */
const notes = z
  .string({ message: MESSAGES.notesLong })
  .trim()
  .max(STASH_NOTES_MAX, MESSAGES.notesLong)
  .nullable()
  .transform((v) => (v ? v : null))
  .optional();

/** `POST /api/wishlist` and the add forms. */
export const stashItemInput = z
  .strictObject({
    list: z.enum(STASH_LISTS, { message: MESSAGES.list }).default('stash'),
    strainName,
    strainType: strainType.nullish(),
    productType: z.enum(STASH_PRODUCT_TYPES, { message: MESSAGES.productType }).default('flower'),
    quantity,
    quantityUnit: z.enum(QUANTITY_UNITS, { message: MESSAGES.quantityUnit }).optional(),
    currentAmount: currentAmount.optional(),
    notes,
  })
  .superRefine((v, ctx) => {
    if (v.quantityUnit && v.quantityUnit !== unitFor(v.productType)) {
      ctx.addIssue({ code: 'custom', path: ['quantityUnit'], message: unitMismatch(v.productType) });
    }
  })
  .transform((v) => ({
    ...v,
    strainType: v.strainType ?? null,
    quantityUnit: unitFor(v.productType),
    currentAmount: v.currentAmount ?? defaultAmount(v.list),
    notes: v.notes ?? null,
  }));
export type StashItemInput = z.input<typeof stashItemInput>;
export type StashItemValues = z.output<typeof stashItemInput>;

/**
 * `PUT /api/wishlist/{id}`: name, strain type, quantity, amount and notes; a wish may also move to the
 * stash. Quantity and amount change together (stockAfter): amount empty is "finished", quantity 0.
 * Renaming keeps the sessions logged from the item: they are linked by id.
 */
export const stashItemUpdate = z
  .strictObject({
    strainName: strainName.optional(),
    strainType: strainType.nullish(),
    quantity: quantity.optional(),
    currentAmount: currentAmount.optional(),
    notes,
    list: z.literal('stash', { message: MESSAGES.moveToStash }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: MESSAGES.nothingToUpdate });
export type StashItemUpdate = z.input<typeof stashItemUpdate>;

/** `POST /api/wishlist/{id}/restock`: how much there is now (the new full). */
export const restockInput = z.strictObject({ quantity });

/** `GET /api/wishlist?list=`: the stash by default, or wishes, or all. */
export const stashListQuery = z.object({
  list: z
    .enum(['stash', 'wish', 'all'], { message: /*i18n*/ 'List must be stash, wish or all' })
    .default('stash'),
});

/** One item as the API answers it. */
export const stashItem = z.object({
  id: z.number(),
  userId: z.number(),
  list: z.enum(STASH_LISTS),
  strainName: z.string(),
  strainType: z.string().nullable(),
  productType: z.string(),
  quantity: z.number(),
  quantityUnit: z.string(),
  /** The quantity at the last add or restock: `currentAmount` is the share of it left (null for wishes). */
  baselineQuantity: z.number().nullable(),
  currentAmount: z.enum(AMOUNT_LEVELS),
  notes: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
  /** Sessions (journal entries) logged from this item, counted by the link, not by name. */
  sessionCount: z.number().int(),
  /** What the newest session from it that said so used (New Entry offers it again); null when none did. */
  lastAmountUsed: z.number().nullable(),
});
export type StashItem = z.infer<typeof stashItem>;

export type { AmountLevel, StrainType };
