import type { Db } from '../../db/client.js';
import { wishlistItems } from '../../db/schema.js';
import { deleteOwnRow } from '../delete-own-row.js';
import { ITEM_NOT_FOUND } from './stash.js';

/** Deletes the user's item; another user's item (or none) is a 404. */
export async function removeStashItem(db: Db, userId: number, id: number) {
  await deleteOwnRow(db, wishlistItems, userId, id, ITEM_NOT_FOUND);
}
