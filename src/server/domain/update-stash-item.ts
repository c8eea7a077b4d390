import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { UnlockedAchievement } from '../../shared/progression.js';
import type { stashItemUpdate } from '../../shared/stash.js';
import type { Db } from '../db/client.js';
import { wishlistItems } from '../db/schema.js';
import { onStashItemAdded, onStashItemUpdated } from './progress-events.js';
import { findOwnStashItem, toStashItem } from './stash.js';

/**
 * Changes an item's quantity, amount or notes, or moves a wish to the stash. A change of amount or
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
    const [row] = await tx
      .update(wishlistItems)
      .set({
        ...(changes.quantity !== undefined ? { quantity: changes.quantity } : {}),
        ...(changes.currentAmount !== undefined ? { currentAmount: changes.currentAmount } : {}),
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
    return { item: toStashItem(row), pointsEarned, achievements };
  });
}
