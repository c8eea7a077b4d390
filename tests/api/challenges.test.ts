import { describe, expect, it } from 'vitest';
import { CHALLENGES } from '../../src/shared/catalogue.js';
import { type Client, chooseTimeZone, openApp, setupApp, signUp } from '../support/app.js';
import { addStashItem, createEntry, insertPastEntries, standing } from '../support/progress.js';

const ctx = setupApp();

interface Row {
  challengeId: number;
  progress: number;
  target: number;
  completed: boolean;
}

async function progressOf(c: Client) {
  const challenges = (await c.get('/api/challenges')).json() as Array<{ id: number; key: string }>;
  const mine = (await c.get('/api/challenges/user')).json() as Row[];
  return Object.fromEntries(
    challenges.map((ch) => [ch.key, mine.find((m) => m.challengeId === ch.id)]),
  ) as Record<string, Row>;
}

const challengePaid = async (userId: number, title: string) =>
  (await standing(ctx, userId)).ledger.filter((r) => r.description === `Challenge completed: ${title}`);

describe('challenges', () => {
  it('lists the seeded daily, weekly and monthly challenges with their expiry in the user’s time zone', async () => {
    const alice = await signUp(ctx);
    ctx.clock.set('2026-06-17T12:00:00Z'); // a Wednesday
    await chooseTimeZone(alice, 'Asia/Tokyo');
    const res = await alice.get('/api/challenges');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((c: { key: string }) => c.key)).toEqual(CHALLENGES.map((c) => c.key));
    const byType = (type: string) => list.find((c: { type: string }) => c.type === type);
    // Tokyo is 9 hours ahead: 21:00 on Wednesday 17 June.
    expect(byType('daily')).toMatchObject({
      periodStart: '2026-06-17',
      expiresAt: '2026-06-17T15:00:00.000Z',
    });
    expect(byType('weekly')).toMatchObject({
      periodStart: '2026-06-15',
      expiresAt: '2026-06-21T15:00:00.000Z',
    });
    expect(byType('monthly')).toMatchObject({
      periodStart: '2026-06-01',
      expiresAt: '2026-06-30T15:00:00.000Z',
    });
    expect(byType('daily')).toMatchObject({ title: 'Daily Log', pointValue: 10, target: 1 });
  });

  it('counts the user’s own activity in the current period', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    await createEntry(ctx, bob.id);
    await createEntry(ctx, alice.id, { strainName: 'Gelato', effects: ['happy', 'relaxed'] });
    await createEntry(ctx, alice.id, { strainName: 'Zkittlez', effects: ['happy'] });
    await addStashItem(ctx, alice.id);
    await openApp(alice);
    const p = await progressOf(alice);
    expect(p['daily-log']).toMatchObject({ progress: 1, target: 1, completed: true });
    expect(p['weekly-explorer']).toMatchObject({ progress: 2, target: 3, completed: false });
    expect(p['weekly-regular']).toMatchObject({ progress: 1, target: 5 }); // today's visit
    expect(p['monthly-journaler']).toMatchObject({ progress: 2, target: 15 });
    expect(p['monthly-effects']).toMatchObject({ progress: 2, target: 8 });
    expect(p['monthly-stash']).toMatchObject({ progress: 1, target: 5 });
    expect(p['daily-detail']).toMatchObject({ progress: 0, completed: false });
  });

  it('a completed challenge pays its points once, and again in the next period', async () => {
    const alice = await signUp(ctx);
    const first = await createEntry(ctx, alice.id);
    // 10 for the entry, 10 for Daily Log
    expect(first.outcome.pointsEarned).toBe(20);
    const second = await createEntry(ctx, alice.id);
    expect(second.outcome.pointsEarned).toBe(10);
    await alice.get('/api/challenges/user');
    expect(await challengePaid(alice.id, 'Daily Log')).toHaveLength(1);
    ctx.clock.advance({ days: 1 });
    expect((await progressOf(alice))['daily-log']).toMatchObject({ progress: 0, completed: false });
    await createEntry(ctx, alice.id);
    expect(await challengePaid(alice.id, 'Daily Log')).toHaveLength(2);
    const s = await standing(ctx, alice.id);
    expect(s.points).toBe(s.ledgerTotal);
    expect(s.lifetime).toBe(s.ledgerTotal);
  });

  it('a complete entry completes Say It in Detail; three strains in a week complete Weekly Explorer', async () => {
    const alice = await signUp(ctx);
    await createEntry(ctx, alice.id, { strainName: 'Gelato' }, { complete: true });
    ctx.clock.advance({ days: 1 });
    await createEntry(ctx, alice.id, { strainName: 'Zkittlez' });
    ctx.clock.advance({ days: 1 });
    await createEntry(ctx, alice.id, { strainName: 'OG Kush' });
    expect(await challengePaid(alice.id, 'Say It in Detail')).toHaveLength(1);
    expect((await challengePaid(alice.id, 'Weekly Explorer')).map((r) => r.pointsEarned)).toEqual([40]);
  });

  it('visits on five days of a week complete Regular Visitor', async () => {
    const alice = await signUp(ctx); // Monday 15 June 2026
    for (let i = 0; i < 5; i++) {
      await openApp(alice);
      ctx.clock.advance({ days: 1 });
    }
    expect((await challengePaid(alice.id, 'Regular Visitor')).map((r) => r.pointsEarned)).toEqual([30]);
  });

  it('five stash adds in a month complete Stocked Up', async () => {
    const alice = await signUp(ctx);
    let last = 0;
    for (let i = 0; i < 5; i++)
      last = (await addStashItem(ctx, alice.id, `Strain ${i}`)).outcome.pointsEarned;
    expect(last).toBe(3 + 50);
    expect(await challengePaid(alice.id, 'Stocked Up')).toHaveLength(1);
  });

  it('reading progress completes what data outside the hooks reached, paying once', async () => {
    const alice = await signUp(ctx);
    await insertPastEntries(ctx, alice.id, [{ createdAt: ctx.clock.now() }]);
    await alice.get('/api/challenges/user');
    await alice.get('/api/challenges/user');
    expect(await challengePaid(alice.id, 'Daily Log')).toHaveLength(1);
  });

  it('the user list is for regular users', async () => {
    const manager = await signUp(ctx, { role: 'manager' });
    expect((await manager.get('/api/challenges/user')).statusCode).toBe(403);
    expect((await manager.get('/api/challenges')).statusCode).toBe(200);
  });
});
