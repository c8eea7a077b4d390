import { and, eq } from 'drizzle-orm';
import { type StashItem, stashProductFor } from '../../shared/stash.js';
import type { DbOrTx } from '../db/client.js';
import { wishlistItems } from '../db/schema.js';
import { notFound } from '../errors.js';

export type NewStashItem = Omit<
  typeof wishlistItems.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;
export type StashRow = typeof wishlistItems.$inferSelect;

export const ITEM_NOT_FOUND = 'Stash item not found';

/**
 * Writes one stash (or wish) item for the user; call inside the caller's transaction when there is one.
 * The product type may be given as a journal entry names it ("pre-roll"): it is stored as the stash's
 * ("pre_rolls") with that type's unit, so items added from an entry look like items added on /stash.
 */
export async function createStashItem(db: DbOrTx, userId: number, values: NewStashItem, now: Date) {
  const product = stashProductFor(values.productType ?? 'flower');
  const [item] = await db
    .insert(wishlistItems)
    .values({ ...values, ...product, userId, createdAt: now, updatedAt: now })
    .returning();
  return item;
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

/** A row as the API answers it. */
export function toStashItem(row: StashRow): StashItem {
  return {
    id: row.id,
    userId: row.userId,
    list: row.list,
    strainName: row.strainName,
    strainType: row.strainType,
    productType: row.productType,
    quantity: row.quantity,
    quantityUnit: row.quantityUnit,
    currentAmount: row.currentAmount as StashItem['currentAmount'],
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
