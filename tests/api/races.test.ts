import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Ctx, setupApp, signUp } from '../support/app.js';

const ctx = setupApp();

/** The app on a real port, and a fetch as a signed-in client, so requests truly overlap. */
async function overHttp(c: Ctx) {
  await c.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = c.app.server.address() as AddressInfo;
  return (client: { cookie: string; id: number }, method: string, url: string, body?: unknown) =>
    fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: {
        cookie: `sj_session=${client.cookie}`,
        'x-user-id': String(client.id),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

const count = async (c: Ctx, query: ReturnType<typeof sql>) =>
  ((await c.database.db.execute(query)).rows[0] as { n: number }).n;

describe('races and atomicity, over real HTTP', () => {
  it('the first requests of a day, all at once, pay the daily visit once and grow the streak once', async () => {
    const alice = await signUp(ctx);
    await alice.get('/api/user'); // today's visit
    ctx.clock.advance({ days: 1 });
    const call = await overHttp(ctx);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(alice, 'GET', '/api/user')));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(
      await count(
        ctx,
        sql`select count(*)::int as n from point_activities where user_id = ${alice.id} and activity_type = 'login'`,
      ),
    ).toBe(2);
    const user = (await alice.get('/api/user')).json();
    expect(user.streakCount).toBe(2);
    expect(user.points).toBe(
      await count(
        ctx,
        sql`select coalesce(sum(points_earned), 0)::int as n from point_activities where user_id = ${alice.id}`,
      ),
    );
  });

  it('quick plus and minus taps at once: every answer is a 2xx, the update pays +2 once, the quantity stays valid', async () => {
    const alice = await signUp(ctx);
    const created = await alice.post('/api/wishlist', {
      strainName: 'Race Kush',
      strainType: 'hybrid',
      productType: 'flower',
      quantity: 5,
      currentAmount: 'high',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().item.id;
    const call = await overHttp(ctx);
    const quantities = Array.from({ length: 24 }, (_, i) =>
      Math.max(0.01, 5 + (i % 2 === 0 ? 0.5 : -0.5) * (i % 5)),
    );
    const answers = await Promise.all(
      quantities.map((q) => call(alice, 'PUT', `/api/wishlist/${id}`, { quantity: q })),
    );
    expect(answers.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    expect(
      await count(
        ctx,
        sql`select count(*)::int as n from point_activities where user_id = ${alice.id} and activity_type = 'stash_update' and ref_id = ${id}`,
      ),
    ).toBe(1);
    const [item] = (await ctx.database.db.execute(sql`select quantity from wishlist_items where id = ${id}`))
      .rows as Array<{
      quantity: number;
    }>;
    expect(quantities).toContain(item.quantity);
  });

  it('a failure between the debit and its ledger row leaves nothing half-done', async () => {
    const alice = await signUp(ctx);
    await alice.get('/api/user'); // today's visit is paid before the balance is set
    await ctx.database.db.execute(sql`update users set points = 500 where id = ${alice.id}`);
    const [reward] = (
      await ctx.database.db.execute(
        sql`select id, points_cost from rewards where is_active order by points_cost limit 1`,
      )
    ).rows as Array<{ id: number; points_cost: number }>;
    // The redemption row is written after the points are taken: make that write fail.
    await ctx.database.db.execute(
      sql.raw(`create or replace function fail_redemption() returns trigger language plpgsql as $$
        begin raise exception 'forced failure'; end $$`),
    );
    await ctx.database.db.execute(
      sql.raw(
        'create trigger fail_redemption before insert on user_rewards for each row execute function fail_redemption()',
      ),
    );
    try {
      const call = await overHttp(ctx);
      const res = await call(alice, 'POST', `/api/rewards/${reward.id}/redeem`);
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({
        error: 'Something went wrong on our side. Please try again.',
      });
      expect(await count(ctx, sql`select points as n from users where id = ${alice.id}`)).toBe(500);
      expect(
        await count(ctx, sql`select count(*)::int as n from user_rewards where user_id = ${alice.id}`),
      ).toBe(0);
    } finally {
      await ctx.database.db.execute(sql.raw('drop trigger if exists fail_redemption on user_rewards'));
      await ctx.database.db.execute(sql.raw('drop function if exists fail_redemption()'));
    }
    const ok = await alice.post(`/api/rewards/${reward.id}/redeem`);
    expect(ok.statusCode, ok.body).toBeLessThan(300);
    expect(await count(ctx, sql`select points as n from users where id = ${alice.id}`)).toBe(
      500 - reward.points_cost,
    );
  });
});
