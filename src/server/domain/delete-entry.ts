import { ENTRY_NOT_FOUND } from '../../shared/entries.js';
import type { DbOrTx } from '../db/client.js';
import { entries } from '../db/schema.js';
import { deleteOwnRow } from './delete-own-row.js';

/**
 * Deletes one of the user's entries; its favorite goes with it (foreign key cascade). Points it earned
 * stay earned: lifetime points never go down.
 */
export async function deleteEntry(db: DbOrTx, userId: number, id: number): Promise<void> {
  await deleteOwnRow(db, entries, userId, id, ENTRY_NOT_FOUND);
}
