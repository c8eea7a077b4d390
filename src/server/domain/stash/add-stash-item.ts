import type { StashItemValues } from '../../../shared/stash.js';
import type { Db } from '../../db/client.js';
import { onStashItemAdded } from '../progress/progress-events.js';
import { createStashItem, toStashItem } from './stash.js';

/**
 * Adds an item to the stash or the wishlist. Adding to the stash earns its points; a wish earns them when
 * it moves to the stash (see update-stash-item.ts), so a strain never pays twice for one arrival.
 */
export async function addStashItem(db: Db, userId: number, values: StashItemValues, now: Date) {
  return db.transaction(async (tx) => {
    const row = await createStashItem(tx, userId, values, now);
    const outcome =
      row.list === 'stash'
        ? await onStashItemAdded(tx, userId, row, now)
        : { pointsEarned: 0, awards: [], achievements: [] };
    const { pointsEarned, awards, achievements } = outcome;
    return { item: toStashItem(row), pointsEarned, awards, achievements };
  });
}
