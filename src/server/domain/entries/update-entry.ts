import { and, eq } from 'drizzle-orm';
import type { ProductType } from '../../../shared/constants.js';
import {
  AMOUNT_USED_NEEDS_ITEM,
  ENTRY_NOT_FOUND,
  type Entry,
  type EntryUpdate,
  PRODUCT_ONLY_FIELDS,
  ratingFieldsAllowed,
  ratingNotApplicableMessage,
} from '../../../shared/entries.js';
import type { DbOrTx } from '../../db/client.js';
import { entries } from '../../db/schema.js';
import { badRequest, notFound } from '../../errors.js';
import { checkEditedSession } from '../experiments/experiment-sessions.js';
import { linkableStashItem, takeFromStash } from '../stash/stash.js';
import { entryColumns, toEntry, withStashItemName } from './entry-queries.js';
import { sessionColumns } from './session-values.js';

/**
 * The product type and product ratings an edit writes. A rating that does not apply to the (new or
 * stored) product type is refused; changing the type clears the old type's own ratings.
 */
async function productColumns(db: DbOrTx, userId: number, id: number, input: EntryUpdate) {
  const sent = PRODUCT_ONLY_FIELDS.filter((f) => input[f] !== undefined);
  if (input.productType === undefined && sent.length === 0) return {};
  let productType = input.productType as ProductType | undefined;
  if (!productType) {
    const [row] = await db
      .select({ productType: entries.productType })
      .from(entries)
      .where(and(eq(entries.id, id), eq(entries.userId, userId)));
    if (!row) throw notFound(ENTRY_NOT_FOUND);
    productType = row.productType as ProductType;
  }
  const allowed = ratingFieldsAllowed(productType);
  const out: Record<string, unknown> = input.productType ? { productType } : {};
  for (const f of PRODUCT_ONLY_FIELDS) {
    if (!allowed.has(f)) {
      if (input[f] != null) throw badRequest(ratingNotApplicableMessage(f, productType), 'validation', f);
      if (input.productType) out[f] = null;
    } else if (input[f] !== undefined) out[f] = input[f];
  }
  return out;
}

/** Saves the edit form's fields on one of the user's own entries. */
export async function updateEntry(
  db: DbOrTx,
  userId: number,
  id: number,
  input: EntryUpdate,
  now: Date,
): Promise<Entry> {
  const session = sessionColumns(input, now, 'update', userId);
  return db.transaction(async (tx) => {
    const product = await productColumns(tx, userId, id, input);
    if (input.stashItemId != null) await linkableStashItem(tx, userId, input.stashItemId);
    const [before] = await tx
      .select({ stashItemId: entries.stashItemId, amountUsed: entries.amountUsed })
      .from(entries)
      .where(and(eq(entries.id, id), eq(entries.userId, userId)))
      .for('update');
    if (!before) throw notFound(ENTRY_NOT_FOUND);
    const use = await moveStashUse(tx, userId, before, input, now);
    const [row] = await tx
      .update(entries)
      .set({
        strainName: input.strainName,
        strainType: input.strainType,
        method: input.method,
        dosage: input.dosage,
        overallRating: input.overallRating,
        relaxationRating: input.relaxationRating ?? null,
        creativityRating: input.creativityRating ?? null,
        energyRating: input.energyRating ?? null,
        flavorRating: input.flavorRating ?? null,
        ...product,
        notes: input.notes,
        effects: input.effects,
        ...(input.allowManagerAccess === undefined ? {} : { allowManagerAccess: input.allowManagerAccess }),
        ...session,
        ...use,
        updatedAt: now,
      })
      .where(and(eq(entries.id, id), eq(entries.userId, userId)))
      .returning(entryColumns);
    if (!row) throw notFound(ENTRY_NOT_FOUND);
    await checkEditedSession(tx, userId, row);
    return withStashItemName(tx, toEntry(row));
  });
}

/**
 * The stash link and amount an edit leaves, with the items' quantities moved to match: the same item moves
 * by the difference; another item gets the old amount back and gives the new one. Without an item, no
 * amount. Refused (and rolled back with the edit) when an item has less left than is asked of it.
 */
async function moveStashUse(
  tx: DbOrTx,
  userId: number,
  before: { stashItemId: number | null; amountUsed: number | null },
  input: EntryUpdate,
  now: Date,
) {
  const item = input.stashItemId === undefined ? before.stashItemId : input.stashItemId;
  const used = item === null ? null : input.amountUsed === undefined ? before.amountUsed : input.amountUsed;
  if (input.amountUsed != null && item === null)
    throw badRequest(AMOUNT_USED_NEEDS_ITEM, 'validation', 'amountUsed');
  if (item === before.stashItemId) {
    const difference = (used ?? 0) - (before.amountUsed ?? 0);
    if (item !== null && difference !== 0) await takeFromStash(tx, userId, item, difference, now);
  } else {
    if (before.stashItemId !== null && before.amountUsed)
      await takeFromStash(tx, userId, before.stashItemId, -before.amountUsed, now);
    if (item !== null && used) await takeFromStash(tx, userId, item, used, now);
  }
  return { stashItemId: item, amountUsed: used };
}
