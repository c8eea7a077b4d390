import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rewards } from '../../src/server/db/schema.js';
import { userRewardSchema } from '../../src/shared/rewards.js';
import { adminRedemption } from '../../src/shared/rewards-admin.js';
import { type Client, describeRaces, errorBody, overHttp, setupApp, signUp } from '../support/app.js';
import { setPoints, standing } from '../support/progress.js';

const ctx = setupApp();

async function aReward() {
  const [kit] = await ctx.database.db.select().from(rewards).where(eq(rewards.name, 'Custom Profile Badge'));
  return kit;
}

/** A user with points for two of the reward, who redeems it once; the redemption as they see it. */
async function redeemed(user: Client) {
  const kit = await aReward();
  await user.get('/api/user/progression'); // the day's visit, paid before
  await setPoints(ctx, user.id, kit.pointsCost * 2);
  const res = await user.post(`/api/rewards/${kit.id}/redeem`);
  expect(res.statusCode, res.body).toBe(201);
  return { kit, redemption: res.json() };
}

describe('a redemption has a code and a status the admin moves', () => {
  it('redeeming answers a code the user can show, pending; the user list carries it', async () => {
    const alice = await signUp(ctx);
    const { redemption } = await redeemed(alice);
    expect(redemption).toMatchObject({ status: 'pending', resolvedAt: null });
    expect(redemption.code).toMatch(/^SJ-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    const mine = (await alice.get('/api/user/rewards')).json();
    expect(userRewardSchema.parse(mine[0])).toMatchObject({ code: redemption.code, status: 'pending' });
    // Codes are each their own.
    const again = (await alice.post(`/api/rewards/${redemption.rewardId}/redeem`)).json();
    expect(again.code).not.toBe(redemption.code);
  });

  it('the admin lists what is pending, fulfils one and cancels another: the points come back once', async () => {
    const alice = await signUp(ctx);
    const admin = await signUp(ctx, { role: 'admin' });
    const { kit, redemption: first } = await redeemed(alice);
    const second = (await alice.post(`/api/rewards/${kit.id}/redeem`)).json();
    expect((await standing(ctx, alice.id)).points).toBe(0);

    const pending = (await admin.get('/api/admin/redemptions')).json();
    expect(pending.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    expect(adminRedemption.array().parse(pending)[0]).toMatchObject({
      username: alice.username,
      rewardName: kit.name,
      rewardCost: kit.pointsCost,
      code: second.code,
      status: 'pending',
    });

    ctx.clock.advance({ hours: 2 });
    const fulfilled = await admin.post(`/api/admin/redemptions/${first.id}/fulfil`);
    expect(fulfilled.statusCode, fulfilled.body).toBe(200);
    expect(fulfilled.json()).toMatchObject({
      status: 'fulfilled',
      resolvedAt: ctx.clock.now().toISOString(),
    });
    const cancelled = await admin.post(`/api/admin/redemptions/${second.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await standing(ctx, alice.id)).points).toBe(kit.pointsCost);

    // Once: a second cancel (or a fulfil after it) is refused and gives nothing back.
    expect(errorBody(await admin.post(`/api/admin/redemptions/${second.id}/cancel`))).toMatchObject({
      status: 409,
      error: 'This redemption was already cancelled',
    });
    expect(errorBody(await admin.post(`/api/admin/redemptions/${first.id}/cancel`))).toMatchObject({
      status: 409,
      error: 'This redemption was already fulfilled',
    });
    expect((await standing(ctx, alice.id)).points).toBe(kit.pointsCost);

    // The user is told where each stands.
    const mine = (await alice.get('/api/user/rewards')).json() as Array<{ id: number; status: string }>;
    expect(Object.fromEntries(mine.map((r) => [r.id, r.status]))).toEqual({
      [first.id]: 'fulfilled',
      [second.id]: 'cancelled',
    });
    expect((await admin.get('/api/admin/redemptions')).json()).toEqual([]);
    expect((await admin.get('/api/admin/redemptions?status=all')).json()).toHaveLength(2);
    expect(errorBody(await admin.get('/api/admin/redemptions?status=lost'))).toMatchObject({
      status: 400,
      error: 'status must be pending, fulfilled, cancelled or all',
    });
    expect(errorBody(await admin.post('/api/admin/redemptions/999999/fulfil'))).toMatchObject({
      status: 404,
      error: 'Redemption not found',
    });
  });

  it('staff dashboards list redemptions with their status, never their code', async () => {
    const alice = await signUp(ctx);
    const manager = await signUp(ctx, { role: 'manager' });
    await redeemed(alice);
    const res = await manager.get('/api/manager/user-rewards');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('SJ-');
    expect(JSON.stringify(res.json())).toContain('"status":"pending"');
  });
});

describeRaces('cancelling a redemption', () => {
  it('20 cancels at once give the points back once', async () => {
    const alice = await signUp(ctx);
    const admin = await signUp(ctx, { role: 'admin' });
    const { kit, redemption } = await redeemed(alice);
    const before = (await standing(ctx, alice.id)).points;
    const send = await overHttp(ctx);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(admin, 'POST', `/api/admin/redemptions/${redemption.id}/cancel`)),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect((await standing(ctx, alice.id)).points).toBe(before + kit.pointsCost);
  });
});
