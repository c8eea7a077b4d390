import { and, eq } from 'drizzle-orm';
import {
  ENTRY_NOT_FOUND,
  type Entry,
  type FollowUpWrite,
  followUpNotRatedMessage,
} from '../../../shared/entries.js';
import type { DbOrTx } from '../../db/client.js';
import { entries } from '../../db/schema.js';
import { badRequest, notFound } from '../../errors.js';
import { entryColumns, toEntry, withStashItemName } from './entry-queries.js';

/**
 * "How do you feel now?": sets the "after" level of symptoms the session rated before, and nothing else.
 * The same levels sent twice (a follow-up queued offline whose answer was lost) leave the same entry.
 */
export async function saveFollowUp(
  db: DbOrTx,
  userId: number,
  id: number,
  input: FollowUpWrite,
  now: Date,
): Promise<Entry> {
  return db.transaction(async (tx) => {
    const mine = and(eq(entries.id, id), eq(entries.userId, userId));
    const [row] = await tx.select({ outcomes: entries.outcomes }).from(entries).where(mine).for('update');
    if (!row) throw notFound(ENTRY_NOT_FOUND);
    const after = new Map(input.outcomes.map((o) => [o.symptom as string, o.after]));
    const rated = new Set(row.outcomes.map((o) => o.symptom));
    for (const [symptom] of after)
      if (!rated.has(symptom)) throw badRequest(followUpNotRatedMessage(symptom), 'validation', 'outcomes');
    const outcomes = row.outcomes.map((o) =>
      after.has(o.symptom) ? { ...o, after: after.get(o.symptom) ?? null } : o,
    );
    const [saved] = await tx
      .update(entries)
      .set({ outcomes, updatedAt: now })
      .where(mine)
      .returning(entryColumns);
    return withStashItemName(tx, toEntry(saved));
  });
}
