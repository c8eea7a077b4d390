import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { addToStash, type Ctx, describeRaces, openApp, overHttp, setupApp, signUp } from '../support/app.js';

const ctx = setupApp();

const count = async (c: Ctx, query: ReturnType<typeof sql>) =>
  ((await c.database.db.execute(query)).rows[0] as { n: number }).n;

describeRaces('races and atomicity', () => {
  it('the app opened many times at once on a new day pays the daily visit once and grows the streak once', async () => {
    const alice = await signUp(ctx);
    await openApp(alice); // today's visit
    ctx.clock.advance({ days: 1 });
    const call = await overHttp(ctx);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(alice, 'POST', '/api/user/visit')),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const recorded = (await Promise.all(answers.map((r) => r.json()))).filter((v) => v.recorded);
    expect(recorded).toEqual([{ recorded: true, streak: 2, points: 9, achievements: [] }]);
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
    const { id } = await addToStash(alice, {
      strainName: 'Race Kush',
      strainType: 'hybrid',
      productType: 'flower',
      quantity: 5,
      currentAmount: 'high',
    });
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
    await openApp(alice); // today's visit is paid before the balance is set
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

  it('colliding renames at once: one wins, the others get 409 with a message, never a 500', async () => {
    const people = await Promise.all(Array.from({ length: 8 }, () => signUp(ctx)));
    const call = await overHttp(ctx);
    const answers = await Promise.all(
      people.map((p) => call(p, 'PUT', '/api/user/username', { username: 'same-name' })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    for (const r of answers.filter((a) => a.status === 409)) {
      expect(await r.json()).toEqual({ error: 'That username is already taken', code: 'username_taken' });
    }
  });

  it('two admins demoting or deleting each other at once: one is refused, an admin always remains', async () => {
    const call = await overHttp(ctx);
    for (const action of ['demote', 'delete'] as const) {
      const a = await signUp(ctx, { role: 'admin' });
      const b = await signUp(ctx, { role: 'admin' });
      await ctx.database.db.execute(
        sql`update users set role = 'user' where role = 'admin' and id not in (${a.id}, ${b.id})`,
      );
      const hit = (actor: typeof a, target: typeof a) =>
        action === 'delete'
          ? call(actor, 'DELETE', `/api/admin/users/${target.id}`)
          : call(actor, 'PATCH', `/api/admin/users/${target.id}`, {
              username: target.username,
              role: 'user',
              newPassword: '',
            });
      const answers = await Promise.all([hit(a, b), hit(b, a)]);
      const statuses = answers.map((r) => r.status);
      // The winner's change ends the loser's admin session or account: 401/403 or the 409 of the guard.
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.every((s) => s === 200 || s === 401 || s === 403 || s === 409)).toBe(true);
      expect(await count(ctx, sql`select count(*)::int as n from users where role = 'admin'`)).toBe(1);
    }
  });

  it('two admins erasing themselves at once, or one erasing themself as they delete the other: exactly one succeeds, one admin remains', async () => {
    const call = await overHttp(ctx);
    // An admin's delete takes a moment, so the two requests surely overlap between the check and the delete.
    await ctx.database.db.execute(
      sql.raw(`create or replace function slow_admin_delete() returns trigger language plpgsql as $$
        begin perform pg_sleep(0.3); return old; end $$`),
    );
    await ctx.database.db.execute(
      sql.raw(`create trigger slow_admin_delete before delete on users for each row
        when (old.role = 'admin') execute function slow_admin_delete()`),
    );
    try {
      for (const second of ['erases themself', 'deletes the first'] as const) {
        const a = await signUp(ctx, { role: 'admin', password: 'admin-pass' });
        const b = await signUp(ctx, { role: 'admin', password: 'admin-pass' });
        await ctx.database.db.execute(
          sql`update users set role = 'user' where role = 'admin' and id not in (${a.id}, ${b.id})`,
        );
        const answers = await Promise.all([
          call(a, 'DELETE', '/api/user', { password: 'admin-pass' }),
          second === 'erases themself'
            ? call(b, 'DELETE', '/api/user', { password: 'admin-pass' })
            : call(b, 'DELETE', `/api/admin/users/${a.id}`),
        ]);
        const statuses = answers.map((r) => r.status);
        // The loser is refused by the check (409), or finds its account or session gone (401, 404).
        expect(
          statuses.filter((s) => s === 200 || s === 204),
          `${second}: ${statuses}`,
        ).toHaveLength(1);
        expect(
          statuses.every((s) => [200, 204, 401, 404, 409].includes(s)),
          `${second}: ${statuses}`,
        ).toBe(true);
        expect(await count(ctx, sql`select count(*)::int as n from users where role = 'admin'`)).toBe(1);
      }
    } finally {
      await ctx.database.db.execute(sql.raw('drop trigger if exists slow_admin_delete on users'));
      await ctx.database.db.execute(sql.raw('drop function if exists slow_admin_delete()'));
    }
  });

  it('60 parallel wrong passwords for one name: at most 10 are checked, the rest get 429 (finding 2)', async () => {
    await signUp(ctx, { username: 'target', password: 'target-pass' });
    const call = await overHttp(ctx);
    const guess = (i: number) =>
      call(
        { cookie: '', id: 0 },
        'POST',
        '/api/login',
        { username: 'target', password: `guess-${i}` },
        { 'x-user-id': '' },
      );
    const statuses = (await Promise.all(Array.from({ length: 60 }, (_, i) => guess(i)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(50);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });
});
