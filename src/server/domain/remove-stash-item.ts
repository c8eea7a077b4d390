import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { wishlistItems } from '../db/schema.js';
import { notFound } from '../errors.js';
import { ITEM_NOT_FOUND } from './stash.js';

/** Deletes the user's item; another user's item (or none) is a 404. */
export async function removeStashItem(db: Db, userId: number, id: number) {
  const deleted = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)))
    .returning({ id: wishlistItems.id });
  if (deleted.length === 0) throw notFound(ITEM_NOT_FOUND);
}
