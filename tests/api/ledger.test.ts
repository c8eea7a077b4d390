import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rewards, userRewards } from '../../src/server/db/schema.js';
import { postToLedger } from '../../src/server/domain/progress/points.js';
import { type Ctx, describeRaces, logEntry, openApp, overHttp, setupApp, signUp } from '../support/app.js';
import { standing } from '../support/progress.js';

const ctx = setupApp();

async function badge(c: Ctx) {
  const [row] = await c.database.db.select().from(rewards).where(eq(rewards.name, 'Custom Profile Badge'));
  return row;
}

/** Points granted through the ledger itself, so the ledger and the balance agree from the start. */
async function grant(c: Ctx, userId: number, points: number) {
  const line = { activityType: 'achievement', points, description: 'Granted for the test' } as const;
  await postToLedger(c.database.db, userId, line, c.clock.now());
}

describe('the ledger: one writer of a balance', () => {
  it('every earn, redeem and refund is a line of the ledger, and the ledger sums to the balance', async () => {
    const alice = await signUp(ctx);
    const admin = await signUp(ctx, { role: 'admin' });
    await openApp(alice);
    await logEntry(alice);
    await grant(ctx, alice.id, 100);
    const kit = await badge(ctx);
    const before = await standing(ctx, alice.id);

    const first = (await alice.post(`/api/rewards/${kit.id}/redeem`)).json();
    const second = (await alice.post(`/api/rewards/${kit.id}/redeem`)).json();
    expect((await admin.post(`/api/admin/redemptions/${second.id}/cancel`)).statusCode).toBe(200);

    const after = await standing(ctx, alice.id);
    expect(after.points).toBe(before.points - kit.pointsCost);
    expect(after.points).toBe(after.ledgerTotal);
    // Spending and a refund move the balance, never lifetime points or the level.
    expect(after.lifetime).toBe(before.lifetime);
    const lines = (await alice.get('/api/user/points/activities?limit=3')).json();
    expect(lines.map((l: { activityType: string; points: number }) => [l.activityType, l.points])).toEqual([
      ['refund', kit.pointsCost],
      ['redeem', -kit.pointsCost],
      ['redeem', -kit.pointsCost],
    ]);
    expect(after.ledger).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ activityType: 'redeem', refId: first.id }),
        expect.objectContaining({ activityType: 'redeem', refId: second.id }),
        expect.objectContaining({ activityType: 'refund', refId: second.id }),
      ]),
    );
  });

  it('a refused redemption writes no line and moves no point', async () => {
    const alice = await signUp(ctx);
    await grant(ctx, alice.id, 10);
    const kit = await badge(ctx);
    expect((await alice.post(`/api/rewards/${kit.id}/redeem`)).statusCode).toBe(409);
    const after = await standing(ctx, alice.id);
    expect([after.points, after.ledgerTotal, after.ledger.length]).toEqual([10, 10, 1]);
  });
});

describeRaces('the ledger under a mixed race', () => {
  it('earns, redeems and refunds at once: the balance never goes below 0 and the ledger sums to it', async () => {
    const alice = await signUp(ctx);
    const admin = await signUp(ctx, { role: 'admin' });
    await openApp(alice);
    await grant(ctx, alice.id, 200);
    const kit = await badge(ctx);
    const pending = [];
    for (let i = 0; i < 2; i++) pending.push((await alice.post(`/api/rewards/${kit.id}/redeem`)).json());
    ctx.clock.advance({ days: 1 });
    const call = await overHttp(ctx);
    const stash = (i: number) => ({ strainName: `Race ${i}`, strainType: 'hybrid', productType: 'flower' });
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () => call(alice, 'POST', `/api/rewards/${kit.id}/redeem`)),
      ...pending.flatMap((r) => [
        call(admin, 'POST', `/api/admin/redemptions/${r.id}/cancel`),
        call(admin, 'POST', `/api/admin/redemptions/${r.id}/cancel`),
      ]),
      ...Array.from({ length: 5 }, (_, i) =>
        call(alice, 'POST', '/api/entries', {
          strainName: `Race ${i}`,
          strainType: 'hybrid',
          productType: 'flower',
          method: 'joint',
          dosage: '0.5 g',
          overallRating: 4,
        }),
      ),
      ...Array.from({ length: 3 }, (_, i) => call(alice, 'POST', '/api/wishlist', stash(i))),
      call(alice, 'POST', '/api/user/visit'),
    ]);
    expect(answers.map((r) => r.status).filter((s) => s >= 500)).toEqual([]);
    const redeems = answers.slice(0, 12).map((r) => r.status);
    expect(redeems.every((s) => s === 201 || s === 409)).toBe(true);
    const cancels = answers.slice(12, 16).map((r) => r.status);
    expect(cancels.filter((s) => s === 200)).toHaveLength(2);

    const after = await standing(ctx, alice.id);
    expect(after.points).toBeGreaterThanOrEqual(0);
    expect(after.points).toBe(after.ledgerTotal);
    const made = await ctx.database.db.select().from(userRewards).where(eq(userRewards.userId, alice.id));
    expect(made).toHaveLength(2 + redeems.filter((s) => s === 201).length);
    expect(after.ledger.filter((l) => l.activityType === 'redeem')).toHaveLength(made.length);
    expect(after.ledger.filter((l) => l.activityType === 'refund')).toHaveLength(2);
    const [{ n }] = (
      await ctx.database.db.execute(sql`select count(*)::int as n from users where points < 0`)
    ).rows as Array<{ n: number }>;
    expect(n).toBe(0);
  });
});
