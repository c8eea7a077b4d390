import { createHash } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import { type CreateEntryResponse, type Entry, entrySchema } from '../../../shared/entries.js';
import { IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_TTL_HOURS } from '../../../shared/idempotency.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { entries, idempotencyKeys } from '../../db/schema.js';
import { AppError } from '../../errors.js';
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
 * Creates an entry once per (user, key) within IDEMPOTENCY_TTL_HOURS and answers it again afterwards, as
 * it is now (an edit shows; a deleted entry took its key with it, so it is never replayed); the same key
 * with another body is a 422. The key row and the create share one transaction: a concurrent duplicate
 * waits on the key's unique index and then replays the committed entry, and a create that fails leaves no
 * key behind. The key keeps no words: the entry's id, the body's hash and the award figures.
 */
export async function once(
  db: Db,
  userId: number,
  key: string,
  body: unknown,
  now: Date,
  create: (db: Db) => Promise<CreateEntryResponse>,
): Promise<{ body: CreateEntryResponse; replayed: boolean }> {
  const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  const fresh = new Date(now.getTime() - IDEMPOTENCY_TTL_HOURS * 3_600_000);
  return db.transaction(async (tx) => {
    // Keys past their time go: nothing of a create outlives IDEMPOTENCY_TTL_HOURS.
    await tx
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), lte(idempotencyKeys.createdAt, fresh)));
    const where = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash, status: 201, response: {}, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (!claimed) {
      const [first] = await tx.select().from(idempotencyKeys).where(where).for('update');
      if (first) {
        if (first.requestHash !== requestHash) throw new AppError(422, IDEMPOTENCY_KEY_REUSED);
        const again = first.entryId && (await replayed(tx, userId, first.entryId, first.response as Figures));
        if (again) return { body: again, replayed: true };
      }
      // Its row went (expired, or its entry deleted in between): the key starts over.
      if (!first)
        await tx
          .insert(idempotencyKeys)
          .values({ userId, key, requestHash, status: 201, response: {}, createdAt: now });
    }
    // Drizzle runs a transaction inside a transaction as a savepoint.
    const result = await create(tx as unknown as Db);
    const figures = Object.fromEntries(
      Object.entries(result).filter(([k]) => !(k in entrySchema.shape)),
    ) as Figures;
    await tx.update(idempotencyKeys).set({ entryId: result.id, response: figures }).where(where);
    return { body: result, replayed: false };
  });
}
