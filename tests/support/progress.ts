import { eq } from 'drizzle-orm';
import {
  entries,
  pointActivities,
  userProgression,
  users,
  wishlistItems,
} from '../../src/server/db/schema.js';
import {
  onEntryCreated,
  onStashItemAdded,
  onStashItemUpdated,
} from '../../src/server/domain/progress/progress-events.js';
import { type Ctx, ENTRY_BASICS, flowerRatings } from './app.js';

/** A minimal flower entry; `complete` fills every flower rating, notes and an effect. */
export function entryValues(
  userId: number,
  overrides: Partial<typeof entries.$inferInsert> = {},
  opts: { complete?: boolean } = {},
): typeof entries.$inferInsert {
  const complete = opts.complete
    ? {
        ...flowerRatings(4),
        aromaRating: 5,
        smoothnessRating: 3,
        notes: 'Citrus on the exhale',
        effects: ['relaxed'],
      }
    : {};
  return {
    userId,
    ...ENTRY_BASICS,
    ...complete,
    ...overrides,
    // Taken when written, as the journal does unless told otherwise.
    ...(overrides.createdAt && !overrides.consumedAt ? { consumedAt: overrides.createdAt } : {}),
  };
}

/** Inserts an entry the way the journal does (at the clock's time) and runs the entry hook in one transaction. */
export async function createEntry(
  ctx: Ctx,
  userId: number,
  overrides: Partial<typeof entries.$inferInsert> = {},
  opts: { complete?: boolean } = {},
) {
  const now = ctx.clock.now();
  return ctx.database.db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(entries)
      .values({ consumedAt: now, ...entryValues(userId, overrides, opts), createdAt: now, updatedAt: now })
      .returning();
    const outcome = await onEntryCreated(tx, userId, entry, now);
    return { entry, outcome };
  });
}

/**
 * One entry written straight to the table, without the hook, at the clock's time unless told otherwise
 * (taken when written unless `consumedAt` says so).
 */
export async function insertEntry(
  ctx: Ctx,
  userId: number,
  values: Partial<typeof entries.$inferInsert> = {},
) {
  const now = ctx.clock.now();
  const [row] = await ctx.database.db
    .insert(entries)
    .values({
      ...entryValues(userId, { createdAt: now, ...values }),
      consumedAt: values.consumedAt ?? values.createdAt ?? now,
    })
    .returning();
  return row;
}

/** Entries written without the hook (as data from before the engine): retroactive awards pay them. */
export async function insertPastEntries(
  ctx: Ctx,
  userId: number,
  rows: Array<Partial<typeof entries.$inferInsert>>,
) {
  return ctx.database.db
    .insert(entries)
    .values(rows.map((r) => entryValues(userId, r)))
    .returning();
}

export async function addStashItem(ctx: Ctx, userId: number, strainName = 'Gelato') {
  const now = ctx.clock.now();
  return ctx.database.db.transaction(async (tx) => {
    const [item] = await tx
      .insert(wishlistItems)
      .values({ userId, strainName, strainType: 'hybrid', createdAt: now, updatedAt: now })
      .returning();
    const outcome = await onStashItemAdded(tx, userId, item, now);
    return { item, outcome };
  });
}

export async function updateStashItem(ctx: Ctx, userId: number, itemId: number, quantity: number) {
  const now = ctx.clock.now();
  return ctx.database.db.transaction(async (tx) => {
    const [item] = await tx
      .update(wishlistItems)
      .set({ quantity, updatedAt: now })
      .where(eq(wishlistItems.id, itemId))
      .returning();
    return onStashItemUpdated(tx, userId, item, now);
  });
}

/** The user's balance, lifetime points and the sum of their ledger, straight from the database. */
export async function standing(ctx: Ctx, userId: number) {
  const db = ctx.database.db;
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  const [p] = await db.select().from(userProgression).where(eq(userProgression.userId, userId));
  const ledger = await db.select().from(pointActivities).where(eq(pointActivities.userId, userId));
  return {
    points: u.points,
    streak: u.streakCount,
    lifetime: p?.lifetimePoints ?? 0,
    level: p?.level ?? 'curious_beginner',
    ledgerTotal: ledger.reduce((s, r) => s + r.pointsEarned, 0),
    ledger,
  };
}

export async function setTimeZone(ctx: Ctx, userId: number, timeZone: string) {
  await ctx.database.db.update(users).set({ timeZone }).where(eq(users.id, userId));
}

export async function setPoints(ctx: Ctx, userId: number, points: number) {
  await ctx.database.db.update(users).set({ points }).where(eq(users.id, userId));
}
