import { and, asc, eq } from 'drizzle-orm';
import { ENTRY_NOT_FOUND, FAVORITE_NOT_FOUND, type Favorite } from '../../../shared/entries.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { entries, favorites } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { deleteOwnRow } from '../delete-own-row.js';

const columns = { id: favorites.id, entryId: favorites.entryId, createdAt: favorites.createdAt };
const toFavorite = (row: { id: number; entryId: number; createdAt: Date }): Favorite => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function listFavorites(db: DbOrTx, userId: number): Promise<Favorite[]> {
  const rows = await db
    .select(columns)
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.createdAt), asc(favorites.id));
  return rows.map(toFavorite);
}

/**
 * Marks one of the user's own entries as a favorite. Doing it twice keeps the one favorite
 * (`created` tells which happened); another user's entry is not found.
 */
export async function addFavorite(
  db: Db,
  userId: number,
  entryId: number,
  now: Date,
): Promise<{ favorite: Favorite; created: boolean }> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ id: entries.id })
      .from(entries)
      .where(and(eq(entries.id, entryId), eq(entries.userId, userId)))
      .limit(1);
    if (!entry) throw notFound(ENTRY_NOT_FOUND);
    const [inserted] = await tx
      .insert(favorites)
      .values({ userId, entryId, createdAt: now })
      .onConflictDoNothing()
      .returning(columns);
    if (inserted) return { favorite: toFavorite(inserted), created: true };
    const [existing] = await tx
      .select(columns)
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.entryId, entryId)));
    return { favorite: toFavorite(existing), created: false };
  });
}

export async function removeFavorite(db: DbOrTx, userId: number, id: number): Promise<void> {
  await deleteOwnRow(db, favorites, userId, id, FAVORITE_NOT_FOUND);
}
