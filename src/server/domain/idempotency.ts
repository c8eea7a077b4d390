import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  IDEMPOTENCY_BAD_KEY,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENCY_TTL_HOURS,
} from '../../shared/idempotency.js';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { AppError, badRequest } from '../errors.js';

/** The header's key, or null when none was sent; a key of the wrong length is a 400. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || header.length < 1 || header.length > IDEMPOTENCY_KEY_MAX) {
    throw badRequest(IDEMPOTENCY_BAD_KEY);
  }
  return header;
}

/**
 * Runs `create` once per (user, key) within IDEMPOTENCY_TTL_HOURS and answers its first result again
 * afterwards; the same key with another body is a 422. The key row and the create share one transaction:
 * a concurrent duplicate waits on the key's unique index and then replays the committed answer, and a
 * create that fails leaves no key behind.
 */
export async function once<T>(
  db: Db,
  userId: number,
  key: string,
  body: unknown,
  now: Date,
  status: number,
  create: (db: Db) => Promise<T>,
): Promise<{ status: number; body: T; replayed: boolean }> {
  const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  const fresh = new Date(now.getTime() - IDEMPOTENCY_TTL_HOURS * 3_600_000);
  return db.transaction(async (tx) => {
    const where = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash, status, response: {}, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (!claimed) {
      const [first] = await tx.select().from(idempotencyKeys).where(where).for('update');
      if (first && first.createdAt > fresh) {
        if (first.requestHash !== requestHash) throw new AppError(422, IDEMPOTENCY_KEY_REUSED);
        return { status: first.status, body: first.response as T, replayed: true };
      }
      // The old answer is past its time: the key starts over.
      await tx.update(idempotencyKeys).set({ requestHash, status, createdAt: now }).where(where);
    }
    // Drizzle runs a transaction inside a transaction as a savepoint.
    const result = await create(tx as unknown as Db);
    await tx
      .update(idempotencyKeys)
      .set({ response: result as object })
      .where(where);
    return { status, body: result, replayed: false };
  });
}
