import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postToLedger } from '../../src/server/domain/progress/points.js';
import { IDEMPOTENCY_BAD_KEY, IDEMPOTENCY_KEY_REUSED } from '../../src/shared/idempotency.js';
import { type Client, entryBody, errorBody, openApp, setupApp, signUp } from '../support/app.js';

const ctx = setupApp();

const entry = entryBody();

const create = (client: Client, key: string, body: object = entry) =>
  client.request({ method: 'POST', url: '/api/entries', body, headers: { 'idempotency-key': key } });

const entryCount = async (userId: number) =>
  (
    (await ctx.database.db.execute(sql`select count(*)::int as n from entries where user_id = ${userId}`))
      .rows[0] as { n: number }
  ).n;

const pointsOf = async (client: Client) =>
  (await client.get('/api/user/progression')).json().points as number;

describe('Idempotency-Key on POST /api/entries', () => {
  it('a replayed create answers the first result and makes one entry, paying points once', async () => {
    const alice = await signUp(ctx);
    const first = await create(alice, 'offline-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(await pointsOf(alice)).toBeGreaterThan(0);

    ctx.clock.advance({ hours: 23 });
    await openApp(alice); // the new day's visit
    const points = await pointsOf(alice);
    const again = await create(alice, 'offline-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await entryCount(alice.id)).toBe(1);
    expect(await pointsOf(alice)).toBe(points);
  });

  it('the same key with a different body is a 422', async () => {
    const alice = await signUp(ctx);
    await create(alice, 'k');
    const res = await create(alice, 'k', { ...entry, overallRating: 5 });
    expect(errorBody(res)).toMatchObject({ status: 422, error: IDEMPOTENCY_KEY_REUSED });
    expect(await entryCount(alice.id)).toBe(1);
  });

  it('keys belong to one user and last 48 hours', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    const a = await create(alice, 'shared-key');
    const b = await create(bob, 'shared-key');
    expect(b.statusCode).toBe(201);
    expect(b.json().id).not.toBe(a.json().id);
    expect(await entryCount(bob.id)).toBe(1);

    ctx.clock.advance({ hours: 47 });
    expect((await create(alice, 'shared-key')).json().id).toBe(a.json().id);
    ctx.clock.advance({ hours: 1 });
    const later = await create(alice, 'shared-key');
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(a.json().id);
    expect(await entryCount(alice.id)).toBe(2);
  });

  it('keeps no words: a replay shows the entry as edited, a deleted entry takes its key along (finding 10)', async () => {
    const alice = await signUp(ctx);
    const keysText = async () =>
      JSON.stringify((await ctx.database.db.execute(sql`select * from idempotency_keys`)).rows);
    const first = await create(alice, 'note-key', { ...entry, notes: 'met J. at 12 Elm St' });
    expect(first.statusCode).toBe(201);
    expect(await keysText()).not.toContain('Elm St');

    const id = first.json().id;
    const edited = await alice.request({
      method: 'PUT',
      url: `/api/entries/${id}`,
      body: { ...entry, notes: 'nothing to see' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const replay = await create(alice, 'note-key', { ...entry, notes: 'met J. at 12 Elm St' });
    expect(replay.json()).toMatchObject({
      id,
      notes: 'nothing to see',
      pointsEarned: first.json().pointsEarned,
    });
    expect(replay.body).not.toContain('Elm St');

    expect((await alice.del(`/api/entries/${id}`)).statusCode).toBe(200);
    expect(await keysText()).toBe('[]');
    // The key died with the entry: sent again, it is a new create, never the deleted entry's answer.
    const after = await create(alice, 'note-key', { ...entry, notes: 'met J. at 12 Elm St' });
    expect(after.statusCode).toBe(201);
    expect(after.headers['idempotent-replayed']).toBe('false');
    expect(after.json().id).not.toBe(id);
  });

  it('a key past 48 hours is gone from the table, not only ignored', async () => {
    const alice = await signUp(ctx);
    await create(alice, 'old');
    ctx.clock.advance({ hours: 49 });
    await create(alice, 'new');
    const keys = (await ctx.database.db.execute(sql`select key from idempotency_keys`)).rows;
    expect(keys).toEqual([{ key: 'new' }]);
  });

  it('a create that fails leaves the key free', async () => {
    const alice = await signUp(ctx);
    expect((await create(alice, 'retry', { ...entry, overallRating: 9 })).statusCode).toBe(400);
    expect((await create(alice, 'retry')).statusCode).toBe(201);
    expect(await entryCount(alice.id)).toBe(1);
  });

  it('refuses an empty or over-long key with a message', async () => {
    const alice = await signUp(ctx);
    for (const key of ['', 'k'.repeat(201)]) {
      const res = await create(alice, key);
      expect(errorBody(res)).toMatchObject({ status: 400, error: IDEMPOTENCY_BAD_KEY });
    }
    expect((await create(alice, 'k'.repeat(200))).statusCode).toBe(201);
    expect(await entryCount(alice.id)).toBe(1);
  });

  it('concurrent duplicates over real HTTP make one entry', async () => {
    const alice = await signUp(ctx);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`http://127.0.0.1:${port}/api/entries`, {
          method: 'POST',
          headers: {
            cookie: `sj_session=${alice.cookie}`,
            'x-user-id': String(alice.id),
            'content-type': 'application/json',
            'idempotency-key': 'tap-tap-tap',
          },
          body: JSON.stringify(entry),
        }),
      ),
    );
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(await entryCount(alice.id)).toBe(1);
  });
});

/**
 * Every create that takes a key, held to the one rule (decision 0061, one store since decision 0074): a
 * replay answers the first result, the key with another request is a 422, a key lasts 48 hours. Each case
 * runs on both creates, so the two cannot drift apart.
 */
describe('one Idempotency-Key rule for a new entry and a redeem', () => {
  const creates = {
    'POST /api/entries': {
      send: (c: Client, key: string, other = false) =>
        create(c, key, other ? { ...entry, overallRating: 5 } : entry),
    },
    'POST /api/rewards/:id/redeem': {
      send: async (c: Client, key: string, other = false) => {
        const name = other ? 'Journal Theme Pack' : 'Custom Profile Badge';
        const rows = await ctx.database.db.execute(sql`select id from rewards where name = ${name}`);
        const { id } = rows.rows[0] as { id: number };
        return c.request({
          method: 'POST',
          url: `/api/rewards/${id}/redeem`,
          headers: { 'idempotency-key': key },
        });
      },
    },
  };
  /** A user with points for several redemptions, earned through the ledger. */
  async function someone() {
    const user = await signUp(ctx);
    await openApp(user);
    await postToLedger(
      ctx.database.db,
      user.id,
      { activityType: 'achievement', points: 1000, description: 'Test' },
      ctx.clock.now(),
    );
    return user;
  }

  for (const [route, { send }] of Object.entries(creates)) {
    it(`${route}: a replay answers the first result and changes nothing`, async () => {
      const alice = await someone();
      const first = await send(alice, 'once');
      expect(first.statusCode, first.body).toBe(201);
      expect(first.headers['idempotent-replayed']).toBe('false');
      const points = await pointsOf(alice);
      ctx.clock.advance({ hours: 47 });
      const again = await send(alice, 'once');
      expect(again.statusCode).toBeLessThan(300);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().id).toBe(first.json().id);
      expect(await pointsOf(alice)).toBe(points);
      const kept = await ctx.database.db.execute(
        sql`select key from idempotency_keys where user_id = ${alice.id}`,
      );
      expect(kept.rows).toEqual([{ key: 'once' }]);
    });

    it(`${route}: the key with another request is a 422`, async () => {
      const alice = await someone();
      expect((await send(alice, 'k')).statusCode).toBe(201);
      expect(errorBody(await send(alice, 'k', true))).toMatchObject({
        status: 422,
        error: IDEMPOTENCY_KEY_REUSED,
      });
    });

    it(`${route}: a key lasts 48 hours, then makes a new one`, async () => {
      const alice = await someone();
      const first = await send(alice, 'k');
      ctx.clock.advance({ hours: 48 });
      const later = await send(alice, 'k');
      expect(later.statusCode, later.body).toBe(201);
      expect(later.json().id).not.toBe(first.json().id);
    });
  }

  it('a key used for a new entry is another request for a redeem: 422', async () => {
    const alice = await someone();
    expect((await creates['POST /api/entries'].send(alice, 'k')).statusCode).toBe(201);
    const redeem = await creates['POST /api/rewards/:id/redeem'].send(alice, 'k');
    expect(errorBody(redeem)).toMatchObject({ status: 422, error: IDEMPOTENCY_KEY_REUSED });
  });
});
