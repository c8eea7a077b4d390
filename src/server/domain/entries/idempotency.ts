import { and, eq } from 'drizzle-orm';
import { type CreateEntryResponse, type Entry, entrySchema } from '../../../shared/entries.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { entries } from '../../db/schema.js';
import { once } from '../idempotency.js';
import { entryColumns, toEntry, withStashItemName } from './entry-queries.js';

/** The create's figures that are not the entry itself: all a key keeps besides the entry's id. */
type Figures = Omit<CreateEntryResponse, keyof Entry>;

/** The entry as it is now, with the figures its create answered; null when it is gone. */
async function replayed(db: DbOrTx, userId: number, entryId: number, figures: Figures) {
  const [row] = await db
    .select(entryColumns)
    .from(entries)
    .where(and(eq(entries.id, entryId), eq(entries.userId, userId)));
  if (!row) return null;
  const entry = await withStashItemName(db, toEntry(row));
  return { ...entry, ...figures } as CreateEntryResponse;
}

/**
 * Creates an entry once per (user, key), through the one key store (`once`), and answers it again as it is
 * now (an edit shows; a deleted entry took its key with it, so it is never replayed). The key keeps the
 * entry's id and the award figures.
 */
export async function createEntryOnce(
  db: Db,
  userId: number,
  key: string,
  body: unknown,
  now: Date,
  create: (db: Db) => Promise<CreateEntryResponse>,
): Promise<{ body: CreateEntryResponse; replayed: boolean }> {
  return once(db, userId, key, body, now, {
    create: async (tx) => {
      const result = await create(tx);
      const figures = Object.fromEntries(Object.entries(result).filter(([k]) => !(k in entrySchema.shape)));
      return { body: result, kept: { entryId: result.id, response: figures } };
    },
    replay: async (tx, kept) =>
      kept.entryId ? replayed(tx, userId, kept.entryId, kept.response as Figures) : null,
  });
}
