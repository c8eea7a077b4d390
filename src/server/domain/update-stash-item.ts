import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { UnlockedAchievement } from '../../shared/progression.js';
import { type AmountLevel, type stashItemUpdate, stockAfter } from '../../shared/stash.js';
import type { Db } from '../db/client.js';
import { wishlistItems } from '../db/schema.js';
import { onStashItemAdded, onStashItemUpdated } from './progress-events.js';
import { findOwnStashItem, sessionCounts, toStashItem } from './stash.js';

/**
 * Changes an item's name, strain type, quantity, amount or notes, or moves a wish to the stash. In the
 * stash, quantity and amount change together (stockAfter: amount empty ⇔ quantity 0, "finished"). A change of amount or
 * quantity is "tracking inventory" and calls the update hook; a wish arriving in the stash is an add.
 */
export async function updateStashItem(
  db: Db,
  userId: number,
  id: number,
  changes: z.output<typeof stashItemUpdate>,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const before = await findOwnStashItem(tx, userId, id);
    const inStash = (changes.list ?? before.list) === 'stash';
    const stock =
      inStash && (changes.quantity !== undefined || changes.currentAmount !== undefined)
        ? stockAfter(
            { quantity: before.quantity, currentAmount: before.currentAmount as AmountLevel },
            changes,
          )
        : { quantity: changes.quantity, currentAmount: changes.currentAmount };
    const [row] = await tx
      .update(wishlistItems)
      .set({
        ...(changes.strainName !== undefined ? { strainName: changes.strainName } : {}),
        ...(changes.strainType !== undefined ? { strainType: changes.strainType } : {}),
        ...(stock.quantity !== undefined ? { quantity: stock.quantity } : {}),
        ...(stock.currentAmount !== undefined ? { currentAmount: stock.currentAmount } : {}),
        ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
        ...(changes.list !== undefined ? { list: changes.list } : {}),
        updatedAt: now,
      })
      .where(eq(wishlistItems.id, before.id))
      .returning();

    let pointsEarned = 0;
    const achievements: UnlockedAchievement[] = [];
    if (before.list === 'wish' && row.list === 'stash') {
      const added = await onStashItemAdded(tx, userId, row, now);
      pointsEarned += added.pointsEarned;
      achievements.push(...added.achievements);
    } else if (
      row.list === 'stash' &&
      (row.quantity !== before.quantity || row.currentAmount !== before.currentAmount)
    ) {
      const updated = await onStashItemUpdated(tx, userId, row, now);
      pointsEarned += updated.pointsEarned;
      achievements.push(...updated.achievements);
    }
    const counts = await sessionCounts(tx, userId, [row.id]);
    return { item: toStashItem(row, counts.get(row.id) ?? 0), pointsEarned, achievements };
  });
}
