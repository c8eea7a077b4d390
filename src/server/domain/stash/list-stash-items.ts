import { and, desc, eq } from 'drizzle-orm';
import type { StashList } from '../../../shared/stash.js';
import type { Db } from '../../db/client.js';
import { wishlistItems } from '../../db/schema.js';
import { itemUses, toStashItem } from './stash.js';

/**
 * The user's items, newest first: the stash, the wishes, or both (served by wishlist_user_idx), each with
 * the number of sessions logged from it (by the entries' link, so a renamed item keeps its count).
 */
export async function listStashItems(db: Db, userId: number, list: StashList | 'all') {
  const rows = await db
    .select()
    .from(wishlistItems)
    .where(
      list === 'all'
        ? eq(wishlistItems.userId, userId)
        : and(eq(wishlistItems.userId, userId), eq(wishlistItems.list, list)),
    )
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  const uses = await itemUses(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toStashItem(row, uses.get(row.id)));
}
