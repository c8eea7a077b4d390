import { and, eq } from 'drizzle-orm';
import { ENTRY_NOT_FOUND } from '../../shared/entries.js';
import type { DbOrTx } from '../db/client.js';
import { entries } from '../db/schema.js';
import { notFound } from '../errors.js';

/**
 * Deletes one of the user's entries; its favorite goes with it (foreign key cascade). Points it earned
 * stay earned: lifetime points never go down.
 */
export async function deleteEntry(db: DbOrTx, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(entries)
    .where(and(eq(entries.id, id), eq(entries.userId, userId)))
    .returning({ id: entries.id });
  if (deleted.length === 0) throw notFound(ENTRY_NOT_FOUND);
}
