import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AmountLevel,
  emptyWithSomeLeft,
  leftOf,
  restocked,
  type Stock,
  type stashItemUpdate,
  stockAfter,
} from '../../../shared/stash.js';
import type { Db } from '../../db/client.js';
import { wishlistItems } from '../../db/schema.js';
import { badRequest } from '../../errors.js';
import { onStashItemAdded, onStashItemUpdated } from '../progress/progress-events.js';
import { findOwnStashItem, itemUses, toStashItem } from './stash.js';

/**
 * Changes an item's name, strain type, quantity, amount or notes, or moves a wish to the stash; `restock`
 * sets how much there is now as the new full. In the stash the quantity is the truth and the level is
 * derived (stockAfter); "empty" with some left is refused. A change of amount or quantity is "tracking
 * inventory" and calls the update hook; a wish arriving in the stash is an add.
 */
export async function updateStashItem(
  db: Db,
  userId: number,
  id: number,
  changes: z.output<typeof stashItemUpdate>,
  now: Date,
  restock?: number,
) {
  return db.transaction(async (tx) => {
    const before = await findOwnStashItem(tx, userId, id);
    const inStash = (changes.list ?? before.list) === 'stash';
    const movedIn = before.list === 'wish' && inStash;
    let stock: Partial<Stock> = { quantity: changes.quantity, currentAmount: changes.currentAmount };
    if (restock !== undefined) stock = restocked(restock);
    else if (movedIn) stock = restocked(changes.quantity ?? before.quantity);
    else if (inStash && (changes.quantity !== undefined || changes.currentAmount !== undefined)) {
      const after = stockAfter({ ...before, currentAmount: before.currentAmount as AmountLevel }, changes);
      if ('error' in after)
        throw badRequest(
          emptyWithSomeLeft(leftOf({ ...before, quantity: changes.quantity ?? before.quantity })),
          'validation',
          'currentAmount',
        );
      stock = after;
    }
    const [row] = await tx
      .update(wishlistItems)
      .set({
        ...(changes.strainName !== undefined ? { strainName: changes.strainName } : {}),
        ...(changes.strainType !== undefined ? { strainType: changes.strainType } : {}),
        ...(stock.quantity !== undefined ? { quantity: stock.quantity } : {}),
        ...(stock.currentAmount !== undefined ? { currentAmount: stock.currentAmount } : {}),
        ...(stock.baselineQuantity !== undefined ? { baselineQuantity: stock.baselineQuantity } : {}),
        ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
        ...(changes.list !== undefined ? { list: changes.list } : {}),
        updatedAt: now,
      })
      .where(eq(wishlistItems.id, before.id))
      .returning();

    const earned =
      before.list === 'wish' && row.list === 'stash'
        ? await onStashItemAdded(tx, userId, row, now)
        : row.list === 'stash' &&
            (row.quantity !== before.quantity || row.currentAmount !== before.currentAmount)
          ? await onStashItemUpdated(tx, userId, row, now)
          : null;
    const uses = await itemUses(tx, userId, [row.id]);
    return {
      item: toStashItem(row, uses.get(row.id)),
      pointsEarned: earned?.pointsEarned ?? 0,
      awards: earned?.awards ?? [],
      achievements: earned?.achievements ?? [],
    };
  });
}
