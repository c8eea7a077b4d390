import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client.js';
import { getManagerSummary } from '../../src/server/domain/staff/summary.js';
import { productTypeOf } from '../../src/shared/dashboard-rules.js';
import { type ManagerSummary, TOP_LIST_SIZE, TOP_STRAIN_MIN_REVIEWS } from '../../src/shared/dashboards.js';
import { strainKey } from '../../src/shared/strains.js';
import { type Client, entryBody, logEntry, setPrivacy, setupApp, signUp } from '../support/app.js';

/**
 * The manager's summary reads roll-ups that triggers keep on every write to `entries` (decision 0029).
 * Whatever the write, its figures must equal the same figures counted straight from the entries.
 */
const ctx = setupApp();

type Figures = Pick<ManagerSummary, 'totalEntries' | 'topStrains' | 'topEffects' | 'ratingByProductType'>;

type EntryRow = {
  user_id: number;
  strain_name: string;
  product_type: string;
  method: string;
  overall_rating: number;
  effects: string[];
};

function grouped<T>(items: T[], key: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups];
}
const average = (rows: EntryRow[]) => rows.reduce((sum, r) => sum + r.overall_rating, 0) / rows.length;

/** The summary's entry figures counted from every entry, in JavaScript, with the shared rules. */
async function figuresFromEntries(db: Db): Promise<Figures> {
  const optedOut = new Set(
    (
      await db.execute<{ user_id: number }>(
        sql`select user_id from user_settings where settings -> 'privacy' ->> 'allowDataCollection' = 'false'`,
      )
    ).rows.map((r) => Number(r.user_id)),
  );
  // Ordered by name in the database's own collation: a strain is shown by the first (least) of its names.
  const all = (
    await db.execute<EntryRow>(
      sql`select user_id, strain_name, product_type, method, overall_rating, effects from entries order by strain_name`,
    )
  ).rows;
  const counted = all.filter((r) => !optedOut.has(Number(r.user_id)));
  const strains = grouped(counted, (r) => strainKey(r.strain_name))
    .map(([key, rows]) => ({ key, name: rows[0].strain_name, n: rows.length, avg: average(rows) }))
    .filter((s) => s.n >= TOP_STRAIN_MIN_REVIEWS)
    .sort((a, b) => b.avg - a.avg || b.n - a.n || (a.key < b.key ? -1 : 1))
    .slice(0, TOP_LIST_SIZE)
    .sort((a, b) => b.avg - a.avg || b.n - a.n || a.name.localeCompare(b.name));
  const effects = grouped(
    counted.flatMap((r) => r.effects),
    (e) => e,
  )
    .map(([effect, list]) => ({ effect, count: list.length }))
    .sort((a, b) => b.count - a.count || (a.effect < b.effect ? -1 : 1))
    .slice(0, TOP_LIST_SIZE);
  const types = grouped(counted, (r) => productTypeOf(r.product_type, r.method))
    .map(([productType, rows]) => ({ productType, averageRating: average(rows), entries: rows.length }))
    .sort((a, b) => b.entries - a.entries || a.productType.localeCompare(b.productType));
  return {
    totalEntries: counted.length,
    topStrains: strains.map((s) => ({ strainName: s.name, averageRating: s.avg, reviews: s.n })),
    topEffects: effects,
    ratingByProductType: types,
  };
}

const figuresOf = (s: ManagerSummary): Figures => ({
  totalEntries: s.totalEntries,
  topStrains: s.topStrains,
  topEffects: s.topEffects,
  ratingByProductType: s.ratingByProductType,
});

/** The manager's summary, computed now (not the 30-second copy). */
async function summary(manager: Client): Promise<ManagerSummary> {
  const res = await manager.request({
    method: 'GET',
    url: '/api/manager/summary',
    headers: { 'cache-control': 'no-cache' },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as ManagerSummary;
}

async function expectSummaryMatchesEntries(manager: Client) {
  const s = await summary(manager);
  expect(figuresOf(s)).toEqual(await figuresFromEntries(ctx.database.db));
  return s;
}

/** Two users with a few entries each: strains in two spellings, product types and methods, effects. */
async function journals() {
  const manager = await signUp(ctx, { role: 'manager' });
  const alice = await signUp(ctx, { password: 'alice-pass' });
  const bob = await signUp(ctx);
  const a1 = await logEntry(alice, {
    strainName: 'Blue Dream',
    overallRating: 5,
    effects: ['happy', 'relaxed'],
  });
  const a2 = await logEntry(alice, { strainName: 'Gelato', overallRating: 3, effects: ['sleepy'] });
  await logEntry(alice, { strainName: 'Gelato', overallRating: 4, productType: 'pre-roll' });
  const b1 = await logEntry(bob, { strainName: 'blue dream', overallRating: 2, effects: ['happy'] });
  await logEntry(bob, { strainName: 'Gelato', overallRating: 5, method: 'vaporizer', effects: ['focused'] });
  await logEntry(bob, { strainName: 'Sour Diesel', overallRating: 1, effects: ['happy', 'creative'] });
  return { manager, alice, bob, a1, a2, b1 };
}

const edit = (overrides: Record<string, unknown>) => ({
  ...entryBody(),
  notes: null,
  effects: [],
  ...overrides,
});

describe('the manager summary is the entries’ own figures after every kind of write', () => {
  it('after entries are logged, edited (strain, spelling, product type, method, rating, effects) and deleted', async () => {
    const { manager, alice, bob, a1, a2, b1 } = await journals();
    const first = await expectSummaryMatchesEntries(manager);
    expect(first.totalEntries).toBe(6);
    expect(first.topStrains.map((s) => [s.strainName, s.reviews])).toEqual([
      ['Gelato', 3],
      ['Blue Dream', 2],
    ]);

    const edits: Array<[Client, number, Record<string, unknown>]> = [
      [alice, a1.id, { strainName: 'Sour Diesel', overallRating: 4.5, effects: ['creative', 'focused'] }],
      [
        alice,
        a2.id,
        { strainName: 'GELATO ', overallRating: 2.5, productType: 'concentrate', method: 'other' },
      ],
      [bob, b1.id, { strainName: 'blue dream', overallRating: 3.5, effects: ['happy', 'happy', 'sleepy'] }],
      // Nothing the figures read: the roll-ups must not move.
      [
        bob,
        b1.id,
        { strainName: 'blue dream', overallRating: 3.5, effects: ['happy', 'happy', 'sleepy'], notes: 'x' },
      ],
    ];
    for (const [client, id, changes] of edits) {
      const res = await client.put(`/api/entries/${id}`, edit(changes));
      expect(res.statusCode, res.body).toBe(200);
      await expectSummaryMatchesEntries(manager);
    }

    expect((await alice.del(`/api/entries/${a2.id}`)).statusCode).toBe(200);
    expect((await bob.del(`/api/entries/${b1.id}`)).statusCode).toBe(200);
    const last = await expectSummaryMatchesEntries(manager);
    expect(last.totalEntries).toBe(4);
  });

  it('after an import, and after an account is erased', async () => {
    const { manager, alice } = await journals();
    const imported = await alice.post('/api/user/import', {
      entries: Array.from({ length: 30 }, (_, i) => ({
        ...entryBody({
          strainName: i % 2 ? `Imported ${i % 4}` : 'Gelato',
          overallRating: 1 + (i % 5),
          effects: i % 3 ? ['relaxed'] : ['happy', 'hungry'],
        }),
        createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
      })),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await expectSummaryMatchesEntries(manager)).totalEntries).toBe(36);

    expect((await alice.del('/api/user', { password: 'alice-pass' })).statusCode).toBe(200);
    expect((await expectSummaryMatchesEntries(manager)).totalEntries).toBe(3);
    // Nothing of the erased account is kept, not even as counts.
    for (const table of ['entry_strain_rollups', 'entry_product_rollups', 'entry_effect_rollups']) {
      const left = await ctx.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${alice.id}`,
      );
      expect(Number(left.rows[0].n), table).toBe(0);
    }
  });

  it('when a user turns data collection off and on again', async () => {
    const { manager, bob } = await journals();
    await setPrivacy(bob, { allowDataCollection: false });
    expect((await expectSummaryMatchesEntries(manager)).totalEntries).toBe(3);
    await logEntry(bob, { strainName: 'Gelato', overallRating: 1 });
    expect((await expectSummaryMatchesEntries(manager)).totalEntries).toBe(3);
    await setPrivacy(bob, { allowDataCollection: true });
    expect((await expectSummaryMatchesEntries(manager)).totalEntries).toBe(7);
  });

  it('on a database restored from a backup (the restore fills the roll-ups)', async () => {
    const { manager } = await journals();
    const before = await summary(manager);
    const { backup, target } = await ctx.extraDatabases.restoredCopy(ctx.database.db, '_rollups_restore');
    expect(Object.keys(backup.tables)).not.toContain('entry_strain_rollups');
    const restored = await getManagerSummary(target.db, new Date());
    expect(figuresOf(restored)).toEqual(figuresOf(before));
    expect(figuresOf(restored)).toEqual(await figuresFromEntries(target.db));
  });
});
