import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rewards, userRewards } from '../../src/server/db/schema.js';
import { STARTER_REWARDS } from '../../src/shared/catalogue.js';
import { IDEMPOTENCY_KEY_REUSED } from '../../src/shared/idempotency.js';
import { NOT_ENOUGH_POINTS, REWARD_UNAVAILABLE } from '../../src/shared/rewards.js';
import { type Client, errorBody, setupApp, signUp } from '../support/app.js';
import { setPoints, standing } from '../support/progress.js';

const ctx = setupApp();

async function rewardNamed(name: string) {
  const [r] = await ctx.database.db.select().from(rewards).where(eq(rewards.name, name));
  return r;
}

/** A signed-in user whose visit today is already paid, holding exactly `points`. */
async function userWith(points: number): Promise<Client> {
  const c = await signUp(ctx);
  await c.get('/api/user/progression');
  await setPoints(ctx, c.id, points);
  return c;
}

const redeem = (c: Client, id: number, key?: string) =>
  c.request({
    method: 'POST',
    url: `/api/rewards/${id}/redeem`,
    headers: key ? { 'idempotency-key': key } : {},
  });

describe('reward catalogue', () => {
  it('seeds a starter catalogue; users see active rewards with pointCost and tier', async () => {
    const alice = await signUp(ctx);
    const badge = await rewardNamed('Custom Profile Badge');
    await ctx.database.db.update(rewards).set({ isActive: false }).where(eq(rewards.id, badge.id));
    const list = (await alice.get('/api/rewards')).json();
    expect(list).toHaveLength(STARTER_REWARDS.length - 1);
    expect(list[0]).toMatchObject({
      name: 'Journal Theme Pack',
      pointsCost: 150,
      pointCost: 150,
      tier: 'silver',
      isActive: true,
    });
    const admin = await signUp(ctx, { role: 'admin' });
    const all = (await admin.get('/api/rewards')).json();
    expect(all).toHaveLength(STARTER_REWARDS.length);
    expect(all.find((r: { name: string }) => r.name === 'Custom Profile Badge').isActive).toBe(false);
  });
});

describe('redeeming a reward', () => {
  it('spends points (never lifetime points) and lists the redemption with its reward', async () => {
    const alice = await userWith(200);
    const lifetimeBefore = (await standing(ctx, alice.id)).lifetime;
    const badge = await rewardNamed('Custom Profile Badge');
    const res = await redeem(alice, badge.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      rewardId: badge.id,
      rewardName: 'Custom Profile Badge',
      rewardCost: 50,
      redeemed: true,
      points: 150,
    });
    const s = await standing(ctx, alice.id);
    expect(s.points).toBe(150);
    expect(s.lifetime).toBe(lifetimeBefore);
    const mine = (await alice.get('/api/user/rewards')).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      redeemed: true,
      redeemedAt: ctx.clock.now().toISOString(),
      reward: {
        name: 'Custom Profile Badge',
        tier: 'bronze',
        description: 'Show off a badge on your profile.',
      },
    });
    const bob = await signUp(ctx);
    expect((await bob.get('/api/user/rewards')).json()).toEqual([]);
  });

  it('refuses when points are below the cost, leaving the balance unchanged', async () => {
    const alice = await userWith(49);
    const badge = await rewardNamed('Custom Profile Badge');
    const res = await redeem(alice, badge.id);
    expect(errorBody(res)).toMatchObject({ status: 409, error: NOT_ENOUGH_POINTS });
    expect((await standing(ctx, alice.id)).points).toBe(49);
    expect(await ctx.database.db.select().from(userRewards)).toEqual([]);
  });

  it('refuses an inactive reward and answers 404 for an unknown one', async () => {
    const alice = await userWith(1000);
    const badge = await rewardNamed('Custom Profile Badge');
    await ctx.database.db.update(rewards).set({ isActive: false }).where(eq(rewards.id, badge.id));
    const res = await redeem(alice, badge.id);
    expect(errorBody(res)).toMatchObject({ status: 409, error: REWARD_UNAVAILABLE });
    expect((await redeem(alice, 999_999)).statusCode).toBe(404);
    expect((await redeem(alice, 0)).statusCode).toBe(404);
    expect((await standing(ctx, alice.id)).points).toBe(1000);
  });

  it('with an Idempotency-Key, a retried redemption counts once', async () => {
    const alice = await userWith(500);
    const badge = await rewardNamed('Custom Profile Badge');
    const first = await redeem(alice, badge.id, 'retry-me-1');
    const again = await redeem(alice, badge.id, 'retry-me-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect((await standing(ctx, alice.id)).points).toBe(450);
    expect((await alice.get('/api/user/rewards')).json()).toHaveLength(1);
    // Another key is another redemption; a key reused for a different reward is refused.
    expect((await redeem(alice, badge.id, 'retry-me-2')).statusCode).toBe(201);
    const pack = await rewardNamed('Journal Theme Pack');
    expect(errorBody(await redeem(alice, pack.id, 'retry-me-1'))).toMatchObject({
      status: 422,
      error: IDEMPOTENCY_KEY_REUSED,
    });
    expect((await redeem(alice, badge.id, 'bad key with spaces')).statusCode).toBe(400);
    expect((await standing(ctx, alice.id)).points).toBe(400);
  });

  it('a burst of redemptions with points for one succeeds once', async () => {
    const alice = await userWith(50);
    const badge = await rewardNamed('Custom Profile Badge');
    const results = await Promise.all(Array.from({ length: 10 }, () => redeem(alice, badge.id)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect((await standing(ctx, alice.id)).points).toBe(0);
  });

  it('is for regular users; another role gets 403', async () => {
    const manager = await signUp(ctx, { role: 'manager' });
    const badge = await rewardNamed('Custom Profile Badge');
    expect((await redeem(manager, badge.id)).statusCode).toBe(403);
    expect((await manager.get('/api/user/rewards')).statusCode).toBe(403);
  });
});
