import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { AMOUNT_USED_WHOLE, ENTRY_MESSAGES } from '../../../shared/entries.js';
import {
  type AmountLevel,
  emptyWithSomeLeft,
  leftOf,
  onlyLeft,
  restocked,
  type StashItem,
  stashProductFor,
  stockAfterUse,
  stockFromLegacy,
} from '../../../shared/stash.js';
import type { DbOrTx } from '../../db/client.js';
import { entries, wishlistItems } from '../../db/schema.js';
import { AppError, badRequest, notFound } from '../../errors.js';

export type NewStashItem = Omit<
  typeof wishlistItems.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;
export type StashRow = typeof wishlistItems.$inferSelect;

export const ITEM_NOT_FOUND = /*i18n*/ 'Stash item not found';

/**
 * Writes one stash (or wish) item for the user; call inside the caller's transaction when there is one.
 * The product type may be given as a journal entry names it ("pre-roll"): it is stored as the stash's
 * ("pre_rolls") with that type's unit, so items added from an entry look like items added on /stash.
 */
export async function createStashItem(db: DbOrTx, userId: number, values: NewStashItem, now: Date) {
  const product = stashProductFor(values.productType ?? 'flower');
  const quantity = values.quantity ?? 1;
  // In the stash the quantity is the truth: a new item is full of it, or, with a level stated, sits in that
  // level's band (the baseline set to match: 2.5 g stated "low" is low; issue 57).
  if ((values.list ?? 'stash') === 'stash' && values.currentAmount === 'empty' && quantity > 0) {
    const left = leftOf({ ...product, quantity, strainName: values.strainName });
    throw badRequest(emptyWithSomeLeft(left), 'validation', 'currentAmount');
  }
  const level = values.currentAmount as AmountLevel | undefined;
  const stock =
    (values.list ?? 'stash') !== 'stash'
      ? {}
      : level && level !== 'empty'
        ? stockFromLegacy(quantity, level)
        : restocked(quantity);
  const [item] = await db
    .insert(wishlistItems)
    .values({ ...values, ...product, ...stock, userId, createdAt: now, updatedAt: now })
    .returning();
  return item;
}

/**
 * Takes `used` (negative: gives back) from one of the user's stash items, in the caller's transaction, the
 * item's row locked: more than is left is a 400 that says what is left ("Only 7.3 g left of Gelato"). The
 * lock is FOR NO KEY UPDATE: the entry's insert already holds the row's key-share lock (its foreign key),
 * which FOR UPDATE would wait on, so two sessions from one item would deadlock instead of taking turns.
 */
export async function takeFromStash(tx: DbOrTx, userId: number, itemId: number, used: number, now: Date) {
  const [item] = await tx
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.userId, userId)))
    .for('no key update');
  if (!item) return;
  if (used > 0 && item.quantityUnit === 'count' && !Number.isInteger(used))
    throw badRequest(AMOUNT_USED_WHOLE, 'validation', 'amountUsed');
  const after = stockAfterUse({ ...item, currentAmount: item.currentAmount as AmountLevel }, used);
  if (!after) throw badRequest(onlyLeft(leftOf(item)), 'validation', 'amountUsed');
  await tx
    .update(wishlistItems)
    .set({ ...after, updatedAt: now })
    .where(eq(wishlistItems.id, item.id));
}

/** The user's item, locked for update; another user's item (or none) is a 404. */
export async function findOwnStashItem(tx: DbOrTx, userId: number, id: number) {
  const [row] = await tx
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)))
    .for('update');
  if (!row) throw notFound(ITEM_NOT_FOUND);
  return row;
}

/**
 * The stash item an entry is to be linked to: the caller's own item on the stash list. Another user's
 * item (or none) is a 404, a wish a 400; both name the field, so the form shows them by the picker.
 */
export async function linkableStashItem(tx: DbOrTx, userId: number, id: number) {
  const [row] = await tx
    .select({ id: wishlistItems.id, list: wishlistItems.list, strainName: wishlistItems.strainName })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)));
  if (!row) throw new AppError(404, ENTRY_MESSAGES.stashItemNotFound, 'not_found', 'stashItemId');
  if (row.list !== 'stash') throw badRequest(ENTRY_MESSAGES.stashItemId, 'validation', 'stashItemId');
  return row;
}

export interface ItemUse {
  sessions: number;
  /** What the newest session that said so used of the item (the form offers it again). */
  lastAmountUsed: number | null;
}

/**
 * How many of the user's entries are linked to each of the given items, and what the newest one that said
 * so used (served by entries_user_stash_item_idx).
 */
export async function itemUses(db: DbOrTx, userId: number, itemIds: number[]) {
  if (itemIds.length === 0) return new Map<number, ItemUse>();
  const rows = await db
    .select({
      id: entries.stashItemId,
      n: count(),
      last: sql<
        number | null
      >`(array_agg(${entries.amountUsed} order by ${entries.consumedAt} desc, ${entries.id} desc) filter (where ${entries.amountUsed} is not null))[1]`,
    })
    .from(entries)
    .where(and(eq(entries.userId, userId), inArray(entries.stashItemId, itemIds)))
    .groupBy(entries.stashItemId);
  return new Map(
    rows.map((r) => [
      r.id as number,
      { sessions: r.n, lastAmountUsed: r.last == null ? null : Number(r.last) },
    ]),
  );
}

/** A row as the API answers it, with the sessions logged from it (none for a new item). */
export function toStashItem(row: StashRow, use: ItemUse = { sessions: 0, lastAmountUsed: null }): StashItem {
  return {
    id: row.id,
    userId: row.userId,
    list: row.list,
    strainName: row.strainName,
    strainType: row.strainType,
    productType: row.productType,
    quantity: row.quantity,
    quantityUnit: row.quantityUnit,
    baselineQuantity: row.baselineQuantity,
    currentAmount: row.currentAmount as StashItem['currentAmount'],
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sessionCount: use.sessions,
    lastAmountUsed: use.lastAmountUsed,
  };
}
