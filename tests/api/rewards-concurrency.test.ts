import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/server/auth/sessions.js';
import { rewards, userRewards } from '../../src/server/db/schema.js';
import { type Client, setupApp, signUp } from '../support/app.js';
import { setPoints, standing } from '../support/progress.js';

const ctx = setupApp();

/** Real HTTP against a real PostgreSQL server: PGlite runs one query at a time and proves nothing here. */
describe('redemptions under concurrency (over real HTTP, both databases)', () => {
  async function serve() {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }
  const post = (base: string, c: Client, rewardId: number, key?: string) =>
    fetch(`${base}/api/rewards/${rewardId}/redeem`, {
      method: 'POST',
      headers: {
        cookie: `${SESSION_COOKIE}=${c.cookie}`,
        'x-user-id': String(c.id),
        ...(key ? { 'idempotency-key': key } : {}),
      },
    });

  it('50 concurrent redemptions with points for one: exactly one succeeds, the balance never goes below 0', async () => {
    const alice = await signUp(ctx);
    await alice.get('/api/user/progression'); // today's visit paid before the race
    const [badge] = await ctx.database.db
      .select()
      .from(rewards)
      .where(eq(rewards.name, 'Custom Profile Badge'));
    await setPoints(ctx, alice.id, badge.pointsCost);
    const base = await serve();
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(base, alice, badge.id)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect((await standing(ctx, alice.id)).points).toBe(0);
    expect(
      await ctx.database.db.select().from(userRewards).where(eq(userRewards.userId, alice.id)),
    ).toHaveLength(1);
  });

  it('20 concurrent retries with one Idempotency-Key redeem once and all answer the same redemption', async () => {
    const alice = await signUp(ctx);
    await alice.get('/api/user/progression');
    const [badge] = await ctx.database.db
      .select()
      .from(rewards)
      .where(eq(rewards.name, 'Custom Profile Badge'));
    await setPoints(ctx, alice.id, 1000);
    const base = await serve();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(base, alice, badge.id, 'same-key')),
    );
    expect(answers.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    const ids = new Set(await Promise.all(answers.map(async (r) => (await r.json()).id)));
    expect(ids.size).toBe(1);
    expect((await standing(ctx, alice.id)).points).toBe(1000 - badge.pointsCost);
  });
});
