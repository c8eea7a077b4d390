import { and, eq } from 'drizzle-orm';
import { ENTRY_NOT_FOUND } from '../../../shared/entries.js';
import type { DbOrTx } from '../../db/client.js';
import { entries } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { takeFromStash } from '../stash/stash.js';

/**
 * Deletes one of the user's entries; its favorite goes with it (foreign key cascade), and what it used of a
 * stash item goes back to that item, in the same transaction. Points it earned stay earned: lifetime
 * points never go down.
 */
export async function deleteEntry(db: DbOrTx, userId: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(entries)
      .where(and(eq(entries.id, id), eq(entries.userId, userId)))
      .returning({ stashItemId: entries.stashItemId, amountUsed: entries.amountUsed });
    if (!gone) throw notFound(ENTRY_NOT_FOUND);
    if (gone.stashItemId !== null && gone.amountUsed)
      await takeFromStash(tx, userId, gone.stashItemId, -gone.amountUsed, now);
  });
}
