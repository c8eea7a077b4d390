import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  keepList,
  keptList,
  LIST_CACHE_MAX_AGE_MS,
  LIST_CACHE_MAX_BYTES,
  listCacheSize,
} from '../../src/server/domain/entries/entry-list-cache.js';
import { type Entry, entrySchema } from '../../src/shared/entries.js';
import {
  type Client,
  describeRaces,
  entryBody,
  logEntry,
  overHttp,
  setupApp,
  signUp,
} from '../support/app.js';

/**
 * The whole journal list is served from a copy kept in the server while the database says it is current
 * (decision 0035): triggers give the user a new `entries_version` on every write the list shows. Whatever
 * the write, and whoever makes it (this server, another one, a script on the database), the next list must
 * be the entries as they are in the database.
 */
const ctx = setupApp();

async function list(client: Client): Promise<Entry[]> {
  const res = await client.get('/api/entries');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as unknown[]).map((e) => entrySchema.parse(e));
}

/** The same list, read from the database by the page route (`?limit=`), which is never kept. */
async function fromDatabase(client: Client): Promise<Entry[]> {
  const res = await client.get('/api/entries?limit=1000');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Entry[];
}

async function expectCurrent(client: Client) {
  // Twice: the first read may fill the copy, the second is served from it.
  const first = await list(client);
  expect(first).toEqual(await fromDatabase(client));
  expect(await list(client)).toEqual(first);
  return first;
}

const version = async (userId: number) =>
  (
    await ctx.database.db.execute<{ v: string }>(
      sql`select entries_version::text as v from users where id = ${userId}`,
    )
  ).rows[0].v;

describe('the journal list kept in the server is always the database’s', () => {
  it('after entries are logged, edited and deleted through the API', async () => {
    const alice = await signUp(ctx);
    expect(await expectCurrent(alice)).toEqual([]);
    const a = await logEntry(alice, { strainName: 'Gelato' });
    expect((await expectCurrent(alice)).map((e) => e.strainName)).toEqual(['Gelato']);
    const b = await logEntry(alice, { strainName: 'Blue Dream' });
    expect(await expectCurrent(alice)).toHaveLength(2);

    const edited = await alice.put(
      `/api/entries/${a.id}`,
      entryBody({ strainName: 'Gelato #41', notes: 'x' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = await expectCurrent(alice);
    expect(afterEdit.find((e) => e.id === a.id)).toMatchObject({ strainName: 'Gelato #41', notes: 'x' });

    expect((await alice.del(`/api/entries/${b.id}`)).statusCode).toBe(200);
    expect((await expectCurrent(alice)).map((e) => e.id)).toEqual([a.id]);
  });

  it('after a write the server did not make: the version comes from the database', async () => {
    const alice = await signUp(ctx);
    const a = await logEntry(alice, { notes: 'before' });
    await expectCurrent(alice);
    const before = await version(alice.id);
    // Another app server, a migration or an operator's script: nothing in this process hears of it.
    await ctx.database.db.execute(sql`update entries set notes = 'written elsewhere' where id = ${a.id}`);
    expect(await version(alice.id)).not.toBe(before);
    expect((await expectCurrent(alice))[0].notes).toBe('written elsewhere');
    await ctx.database.db.execute(sql`delete from entries where id = ${a.id}`);
    expect(await expectCurrent(alice)).toEqual([]);
  });

  it('after the linked stash item is renamed or deleted (the list shows its name)', async () => {
    const alice = await signUp(ctx);
    const added = await alice.post('/api/wishlist', { strainName: 'Blue Dream', quantity: 3.5 });
    expect(added.statusCode, added.body).toBe(201);
    const item = added.json().item as { id: number };
    await logEntry(alice, { stashItemId: item.id });
    expect((await expectCurrent(alice))[0].stashItemName).toBe('Blue Dream');

    // A change the list does not show keeps the version (and the copy).
    const before = await version(alice.id);
    expect((await alice.put(`/api/wishlist/${item.id}`, { quantity: 2 })).statusCode).toBe(200);
    expect(await version(alice.id)).toBe(before);

    expect((await alice.put(`/api/wishlist/${item.id}`, { strainName: 'Blue Dream #2' })).statusCode).toBe(
      200,
    );
    expect((await expectCurrent(alice))[0].stashItemName).toBe('Blue Dream #2');
    expect((await alice.del(`/api/wishlist/${item.id}`)).statusCode).toBe(200);
    expect((await expectCurrent(alice))[0]).toMatchObject({ stashItemId: null, stashItemName: null });
  });

  it('after an import, and for each user their own list only', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    await logEntry(bob, { strainName: 'Bob’s' });
    await expectCurrent(alice);
    await expectCurrent(bob);
    const imported = await alice.post('/api/user/import', {
      entries: Array.from({ length: 5 }, (_, i) => ({
        ...entryBody({ strainName: `Imported ${i}` }),
        createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
      })),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await expectCurrent(alice)).toHaveLength(5);
    expect((await expectCurrent(bob)).map((e) => e.strainName)).toEqual(['Bob’s']);
  });

  it('an erased account’s list leaves the server’s memory', async () => {
    const alice = await signUp(ctx, { password: 'alice-pass' });
    await logEntry(alice);
    await expectCurrent(alice);
    const kept = listCacheSize().users;
    expect((await alice.del('/api/user', { password: 'alice-pass' })).statusCode).toBe(200);
    expect(listCacheSize().users).toBe(kept - 1);
    expect((await alice.get('/api/entries')).statusCode).toBe(401);
  });

  it('a restored database gives every user a version of its own', async () => {
    const alice = await signUp(ctx);
    await logEntry(alice);
    const { target } = await ctx.extraDatabases.restoredCopy(ctx.database.db, '_list_versions_restore');
    const restored = await target.db.execute<{ v: string }>(
      sql`select entries_version::text as v from users where id = ${alice.id}`,
    );
    // The restore wrote the entries again, so the triggers gave a new version: no copy of the old
    // database's list can pass for the restored one.
    expect(restored.rows[0].v).not.toBe(await version(alice.id));
  });
});

describeRaces('the kept list under concurrent writes and reads', () => {
  it('every write is in the next list its writer asks for, while other lists are read and kept at once', async () => {
    const alice = await signUp(ctx);
    const call = await overHttp(ctx);
    const reads = () => call(alice, 'GET', '/api/entries');
    const writes = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        await reads();
        const created = await call(alice, 'POST', '/api/entries', entryBody({ strainName: `Race ${i}` }));
        expect(created.status).toBe(201);
        const { id } = (await created.json()) as { id: number };
        // Read your own write, whatever other requests kept in between.
        const after = (await (await reads()).json()) as Entry[];
        expect(after.map((e) => e.id)).toContain(id);
        return id;
      }),
    );
    const final = await expectCurrent(alice);
    expect(final.map((e) => e.id).sort((a, b) => a - b)).toEqual(writes.sort((a, b) => a - b));
  });
});

describe('the kept copies stay within their bounds', () => {
  const body = (chars: number) => 'x'.repeat(chars);

  it('serves a copy only under the version it was read at, and only while it is young', () => {
    keepList(-1, 'v1', '[1]', 1_000);
    expect(keptList(-1, 'v1', 1_000)?.toString()).toBe('[1]');
    expect(keptList(-1, 'v2', 1_000)).toBeUndefined();
    // A wrong version drops the copy: the old version never comes back.
    expect(keptList(-1, 'v1', 1_000)).toBeUndefined();
    keepList(-1, 'v3', '[3]', 1_000);
    expect(keptList(-1, 'v3', 1_000 + LIST_CACHE_MAX_AGE_MS)?.toString()).toBe('[3]');
    expect(keptList(-1, 'v3', 1_001 + LIST_CACHE_MAX_AGE_MS)).toBeUndefined();
  });

  it('lets the least recently used go first when full, and keeps no single huge journal', () => {
    const share = LIST_CACHE_MAX_BYTES / 8;
    for (let i = 0; i < 8; i++) keepList(-10 - i, 'v', body(share), 5_000);
    // The first one is used again, so the second is now the oldest.
    expect(keptList(-10, 'v', 5_000)).toBeDefined();
    keepList(-20, 'v', body(share), 5_000);
    expect(keptList(-11, 'v', 5_000)).toBeUndefined();
    expect(keptList(-10, 'v', 5_000)).toBeDefined();
    expect(listCacheSize().bytes).toBeLessThanOrEqual(LIST_CACHE_MAX_BYTES);

    keepList(-30, 'v', body(share + 1), 5_000);
    expect(keptList(-30, 'v', 5_000)).toBeUndefined();
  });
});
