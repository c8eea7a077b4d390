import { createHash } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_TTL_HOURS } from '../../shared/idempotency.js';
import type { Db, DbOrTx } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { AppError } from '../errors.js';

/** What a key keeps of its create: no words, only references and figures (an entry's id, a redemption's). */
export interface Kept {
  /** The entry a create made (the key goes with it when it is deleted). */
  entryId?: number | null;
  /** Whatever else the replay needs: figures and ids, never text the user wrote. */
  response: Record<string, unknown>;
}

/** How one create is made and answered again. */
export interface OnceCreate<T> {
  /** Makes it, inside the key's transaction (Drizzle runs a transaction inside it as a savepoint). */
  create: (tx: Db) => Promise<{ body: T; kept: Kept }>;
  /** Its answer again, as it is now; null when what it made is gone (the key then starts over). */
  replay: (tx: DbOrTx, kept: Kept) => Promise<T | null>;
}

/**
 * The one Idempotency-Key store and rule for every create that takes a key (a new entry, a reward's
 * redeem; decision 0061): once per (user, key) within IDEMPOTENCY_TTL_HOURS, answered again afterwards; the
 * same key with another request (its SHA-256 differs) is a 422. The key row and the create share one
 * transaction: a concurrent duplicate waits on the key's unique index and then replays the committed
 * create, and a create that fails leaves no key behind.
 */
export async function once<T>(
  db: Db,
  userId: number,
  key: string,
  request: unknown,
  now: Date,
  run: OnceCreate<T>,
): Promise<{ body: T; replayed: boolean }> {
  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
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
        const kept = { entryId: first.entryId, response: first.response as Record<string, unknown> };
        const again = await run.replay(tx, kept);
        if (again !== null) return { body: again, replayed: true };
      }
      // Its row went (expired, or its entry deleted in between): the key starts over.
      if (!first)
        await tx
          .insert(idempotencyKeys)
          .values({ userId, key, requestHash, status: 201, response: {}, createdAt: now });
    }
    const { body, kept } = await run.create(tx as unknown as Db);
    await tx
      .update(idempotencyKeys)
      .set({ entryId: kept.entryId ?? null, response: kept.response })
      .where(where);
    return { body, replayed: false };
  });
}
