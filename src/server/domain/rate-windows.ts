import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { rateWindows } from '../db/schema.js';

/** The fixed window of `seconds` that `now` falls in (its start). */
function windowOf(now: Date, seconds: number) {
  const windowMs = seconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/**
 * Counts one event under `key` in the current window of `seconds` and answers the count including it, in
 * one statement: parallel requests, on one server or several, each see their own number (1, 2, 3 …),
 * never the same one. Share links' and invitation links' failed look-ups and views are counted here.
 */
export async function countEvent(db: DbOrTx, key: string, now: Date, seconds: number): Promise<number> {
  const [row] = await db
    .insert(rateWindows)
    .values({ key, windowStart: windowOf(now, seconds), count: 1 })
    .onConflictDoUpdate({
      target: [rateWindows.key, rateWindows.windowStart],
      set: { count: sql`${rateWindows.count} + 1` },
    })
    .returning({ count: rateWindows.count });
  // Finished windows go now and then, so the table holds about one window of keys.
  if (Math.random() < 0.01)
    await db.delete(rateWindows).where(lt(rateWindows.windowStart, new Date(now.getTime() - 3_600_000)));
  return row.count;
}

/** How many events `key` has in the current window, without counting one. */
export async function eventsSoFar(db: DbOrTx, key: string, now: Date, seconds: number): Promise<number> {
  const [row] = await db
    .select({ count: rateWindows.count })
    .from(rateWindows)
    .where(and(eq(rateWindows.key, key), eq(rateWindows.windowStart, windowOf(now, seconds))));
  return row?.count ?? 0;
}
