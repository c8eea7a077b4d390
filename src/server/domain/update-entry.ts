import { and, eq } from 'drizzle-orm';
import { ENTRY_NOT_FOUND, type Entry, type EntryUpdate } from '../../shared/entries.js';
import type { DbOrTx } from '../db/client.js';
import { entries } from '../db/schema.js';
import { notFound } from '../errors.js';
import { entryColumns, toEntry } from './entry-queries.js';
import { sessionColumns } from './session-values.js';

/** Saves the edit form's fields on one of the user's own entries. */
export async function updateEntry(
  db: DbOrTx,
  userId: number,
  id: number,
  input: EntryUpdate,
  now: Date,
): Promise<Entry> {
  const session = sessionColumns(input, now, 'update');
  const [row] = await db
    .update(entries)
    .set({
      strainName: input.strainName,
      strainType: input.strainType,
      method: input.method,
      dosage: input.dosage,
      overallRating: input.overallRating,
      relaxationRating: input.relaxationRating ?? null,
      creativityRating: input.creativityRating ?? null,
      energyRating: input.energyRating ?? null,
      flavorRating: input.flavorRating ?? null,
      notes: input.notes,
      effects: input.effects,
      ...(input.allowManagerAccess === undefined ? {} : { allowManagerAccess: input.allowManagerAccess }),
      ...session,
      updatedAt: now,
    })
    .where(and(eq(entries.id, id), eq(entries.userId, userId)))
    .returning(entryColumns);
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  return toEntry(row);
}
