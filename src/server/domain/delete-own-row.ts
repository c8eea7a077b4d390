import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { notFound } from '../errors.js';

/** Deletes row `id` of `table` when it is the user's; another user's row (or none) is a 404 `message`. */
export async function deleteOwnRow(
  db: DbOrTx,
  table: PgTable & { id: PgColumn; userId: PgColumn },
  userId: number,
  id: number,
  message: string,
): Promise<void> {
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  if (deleted.length === 0) throw notFound(message);
}
