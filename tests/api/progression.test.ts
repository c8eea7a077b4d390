import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userProgression, users } from '../../src/server/db/schema.js';
import { LEVELS, levelFor } from '../../src/shared/progression.js';
import {
  type Client,
  chooseTimeZone,
  entryBody,
  flowerRatings,
  openApp,
  setupApp,
  signUp,
} from '../support/app.js';
import { createEntry, insertPastEntries, standing } from '../support/progress.js';

const ctx = setupApp();

const progression = async (c: Client, headers: Record<string, string> = {}) =>
  (await c.request({ method: 'GET', url: '/api/user/progression', headers })).json();
/** The app opened, then its progression read (as Home and Rewards do). */
const opened = async (c: Client) => {
  await openApp(c);
  return progression(c);
};

async function setLifetime(userId: number, lifetimePoints: number) {
  await ctx.database.db.update(users).set({ points: lifetimePoints }).where(eq(users.id, userId));
  await ctx.database.db
    .update(userProgression)
    .set({ lifetimePoints })
    .where(eq(userProgression.userId, userId));
}

describe('progression', () => {
  it('answers one object with every field the screens read', async () => {
    const alice = await signUp(ctx);
    const p = await opened(alice);
    expect(p).toEqual({
      points: 7,
      currentPoints: 7,
      lifetimePoints: 7,
      level: 'curious_beginner',
      levelName: 'Curious Beginner',
      levelProgress: 7,
      pointsToNextLevel: 93,
      nextLevel: 'strain_explorer',
      nextLevelName: 'Strain Explorer',
      levelThreshold: 0,
      nextLevelThreshold: 100,
      lastLevelUpAt: null,
      streakCount: 1,
      loggedStreak: 0,
      retroactiveEntries: 0,
      lastLoginDate: ctx.clock.now().toISOString(),
      lastVisitDay: '2026-06-15',
    });
  });

  it('levels follow lifetime points at every boundary, with Max Level at the top', async () => {
    for (const [i, level] of LEVELS.entries()) {
      expect(levelFor(level.threshold).level).toBe(level.key);
      if (i > 0) expect(levelFor(level.threshold - 1).level).toBe(LEVELS[i - 1].key);
    }
    expect(levelFor(175)).toMatchObject({
      level: 'strain_explorer',
      levelProgress: 50,
      pointsToNextLevel: 75,
    });
    expect(levelFor(4000)).toMatchObject({
      level: 'cannabis_connoisseur',
      levelProgress: 100,
      pointsToNextLevel: 0,
      nextLevel: null,
      nextLevelName: 'Max Level',
    });
    expect(levelFor(99_999).level).toBe('cannabis_connoisseur');

    const alice = await signUp(ctx);
    await openApp(alice); // today's visit is paid before we set the numbers
    await setLifetime(alice.id, 3999);
    expect(await progression(alice)).toMatchObject({
      level: 'product_expert',
      pointsToNextLevel: 1,
      levelProgress: 99,
    });
    await setLifetime(alice.id, 4000);
    expect(await progression(alice)).toMatchObject({
      level: 'cannabis_connoisseur',
      levelProgress: 100,
      pointsToNextLevel: 0,
      nextLevelName: 'Max Level',
    });
  });

  it('is for regular users only, and needs a session', async () => {
    const manager = await signUp(ctx, { role: 'manager' });
    expect((await manager.get('/api/user/progression')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/progression' })).statusCode).toBe(401);
  });
});

describe('daily visit and streak', () => {
  it('pays 5 + 2 per streak day on the first visit of each day, growing the streak', async () => {
    const alice = await signUp(ctx);
    expect(await opened(alice)).toMatchObject({ streakCount: 1, points: 7 });
    expect(await opened(alice)).toMatchObject({ streakCount: 1, points: 7 }); // same day: nothing more
    ctx.clock.advance({ days: 1 });
    expect(await opened(alice)).toMatchObject({ streakCount: 2, points: 7 + 9 });
    ctx.clock.advance({ days: 1 });
    expect(await opened(alice)).toMatchObject({ streakCount: 3, points: 7 + 9 + 11 });
    const s = await standing(ctx, alice.id);
    expect(s.ledger.filter((r) => r.activityType === 'login').map((r) => r.description)).toEqual([
      'Daily visit (1-day streak)',
      'Daily visit (2-day streak)',
      'Daily visit (3-day streak)',
    ]);
  });

  it('resets to 1 after a missed day', async () => {
    const alice = await signUp(ctx);
    await openApp(alice);
    ctx.clock.advance({ days: 1 });
    expect(await opened(alice)).toMatchObject({ streakCount: 2 });
    ctx.clock.advance({ days: 2 });
    const p = await opened(alice);
    expect(p.streakCount).toBe(1);
    expect(p.points).toBe(7 + 9 + 7);
  });

  it('counts days in the user’s time zone', async () => {
    const alice = await signUp(ctx);
    const tz = {};
    ctx.clock.set('2026-06-15T10:00:00Z'); // 22:00 on 15 June in Auckland
    await chooseTimeZone(alice, 'Pacific/Auckland');
    await openApp(alice);
    expect(await progression(alice, tz)).toMatchObject({ streakCount: 1, lastVisitDay: '2026-06-15' });
    ctx.clock.set('2026-06-15T13:00:00Z'); // 01:00 on 16 June there, still 15 June in UTC
    await openApp(alice);
    expect(await progression(alice, tz)).toMatchObject({ streakCount: 2, lastVisitDay: '2026-06-16' });
    ctx.clock.set('2026-06-16T11:00:00Z'); // 23:00 on 16 June there: same day
    await openApp(alice);
    expect(await progression(alice, tz)).toMatchObject({ streakCount: 2 });
  });

  it('a plain API call records no visit: only the app opening does', async () => {
    const alice = await signUp(ctx);
    await alice.get('/api/user/progression');
    await alice.get('/api/entries');
    await alice.post('/api/entries', entryBody());
    const before = await standing(ctx, alice.id);
    expect(before.ledger.filter((r) => r.activityType === 'login')).toHaveLength(0);
    expect(await progression(alice)).toMatchObject({ streakCount: 0, lastVisitDay: null });
    expect(await openApp(alice)).toMatchObject({ recorded: true, streak: 1, points: 7 });
    expect(await progression(alice)).toMatchObject({ streakCount: 1, lastVisitDay: '2026-06-15' });
  });

  it('the app opening pays the visit once a day, however many openings race for it', async () => {
    const alice = await signUp(ctx);
    const burst = await Promise.all(Array.from({ length: 10 }, () => openApp(alice)));
    expect(burst.filter((v) => v.recorded)).toHaveLength(1);
    expect(burst.filter((v) => !v.recorded)).toEqual(
      Array.from({ length: 9 }, () => ({ recorded: false, streak: null, points: 0, achievements: [] })),
    );
    expect(await openApp(alice)).toMatchObject({ recorded: false });
    const s = await standing(ctx, alice.id);
    expect(s.ledger.filter((r) => r.activityType === 'login')).toHaveLength(1);
    expect(s.points).toBe(7);
    ctx.clock.advance({ days: 1 });
    const again = await Promise.all(Array.from({ length: 5 }, () => openApp(alice)));
    expect(again.filter((v) => v.recorded)).toEqual([
      { recorded: true, streak: 2, points: 9, achievements: [] },
    ]);
  });

  it('managers and admins record their visit too (their last sign-in day), without a streak to show', async () => {
    const manager = await signUp(ctx, { role: 'manager' });
    expect(await openApp(manager)).toMatchObject({ recorded: true });
    expect(await openApp(manager)).toMatchObject({ recorded: false });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/user/visit' })).statusCode).toBe(401);
  });
});

describe('point activities', () => {
  it('lists the user’s own ledger, newest first', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    await openApp(bob);
    await openApp(alice);
    ctx.clock.advance({ minutes: 5 });
    await createEntry(ctx, alice.id, { strainName: 'Gelato' });
    const list = (await alice.get('/api/user/points/activities')).json();
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list[list.length - 1]).toMatchObject({ activityType: 'login', points: 7, pointsEarned: 7 });
    expect(list.find((a: { activityType: string }) => a.activityType === 'entry')).toMatchObject({
      description: 'New entry: Gelato',
      points: 10,
    });
    expect(Object.keys(list[0]).sort()).toEqual(
      ['activityType', 'createdAt', 'description', 'id', 'message', 'points', 'pointsEarned'].sort(),
    );
    const times = list.map((a: { createdAt: string }) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await alice.get('/api/user/points/activities?limit=1')).json()).toHaveLength(1);
  });
});

describe('retroactive points', () => {
  const daysAgo = (n: number) => new Date(ctx.clock.now().getTime() - n * 86_400_000);

  it('pays entry points for entries that never earned any, once', async () => {
    const alice = await signUp(ctx);
    await openApp(alice);
    await insertPastEntries(ctx, alice.id, [
      { strainName: 'Gelato', createdAt: daysAgo(30) },
      { strainName: 'Gelato', createdAt: daysAgo(20) },
      {
        strainName: 'Gelato',
        createdAt: daysAgo(10),
        notes: 'Great',
        effects: ['happy'],
        ...flowerRatings(4),
      },
    ]);
    // Progression says there is something to award (the screen offers the button only then).
    expect((await progression(alice)).retroactiveEntries).toBe(3);
    const first = await alice.post('/api/user/retroactive-points');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ totalPointsAwarded: 35, entriesProcessed: 3, levelUp: false });
    expect((await progression(alice)).retroactiveEntries).toBe(0);
    expect(first.json().achievements.map((a: { key: string }) => a.key)).toEqual(['first_experience']);
    const second = (await alice.post('/api/user/retroactive-points')).json();
    expect(second).toMatchObject({
      totalPointsAwarded: 0,
      entriesProcessed: 0,
      levelUp: false,
      achievements: [],
    });
    const s = await standing(ctx, alice.id);
    expect(s.points).toBe(7 + 35);
    expect(s.lifetime).toBe(s.ledgerTotal);
    expect(s.ledger.find((r) => r.activityType === 'retroactive')?.description).toBe(
      'Retroactive points for 3 past entries',
    );
  });

  it('keeps the daily cap of the day each entry was made', async () => {
    const alice = await signUp(ctx);
    await openApp(alice);
    const day = daysAgo(3);
    await insertPastEntries(
      ctx,
      alice.id,
      Array.from({ length: 7 }, (_, i) => ({
        strainName: 'Gelato',
        createdAt: new Date(day.getTime() + i * 60_000),
      })),
    );
    const result = (await alice.post('/api/user/retroactive-points')).json();
    expect(result).toMatchObject({ totalPointsAwarded: 50, entriesProcessed: 7 });
  });

  it('never pays again for entries that earned points when they were made', async () => {
    const alice = await signUp(ctx);
    await openApp(alice);
    await createEntry(ctx, alice.id);
    const before = await standing(ctx, alice.id);
    const result = (await alice.post('/api/user/retroactive-points')).json();
    expect(result).toMatchObject({ totalPointsAwarded: 0, entriesProcessed: 0 });
    expect((await standing(ctx, alice.id)).points).toBe(before.points);
  });

  it('reports the level-up it causes', async () => {
    const alice = await signUp(ctx);
    await openApp(alice);
    await insertPastEntries(
      ctx,
      alice.id,
      Array.from({ length: 10 }, (_, i) => ({ strainName: 'Gelato', createdAt: daysAgo(i + 1) })),
    );
    const result = (await alice.post('/api/user/retroactive-points')).json();
    // 10 entries × 10, and Journal Master's 50.
    expect(result).toMatchObject({
      totalPointsAwarded: 150,
      entriesProcessed: 10,
      levelUp: true,
      newLevel: 'strain_explorer',
    });
    expect((await progression(alice)).level).toBe('strain_explorer');
  });

  it('only touches the caller’s entries', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    await insertPastEntries(ctx, bob.id, [{ createdAt: daysAgo(2) }]);
    expect((await alice.post('/api/user/retroactive-points')).json()).toMatchObject({ entriesProcessed: 0 });
    expect((await bob.post('/api/user/retroactive-points')).json()).toMatchObject({ entriesProcessed: 1 });
  });
});
