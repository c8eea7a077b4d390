import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  entries,
  noteReads,
  pointActivities,
  userRewards,
  wishlistItems,
} from '../../src/server/db/schema.js';
import { makeEntries } from '../../src/server/demo/builder.js';
import {
  achievementProgress,
  activityStatus,
  type DashboardEntry,
  linearForecast,
  type ManagerSummary,
  type ManagerTrends,
  type ManagerUser,
  productTypeOf,
  trendDirection,
} from '../../src/shared/dashboards.js';
import { type Ctx, chooseTimeZone, openApp, setPrivacy, setupApp, signUp } from '../support/app.js';
import { insertEntry as addEntry } from '../support/progress.js';

const ctx = setupApp();

async function addStash(c: Ctx, userId: number, values: Partial<typeof wishlistItems.$inferInsert> = {}) {
  const [row] = await c.database.db
    .insert(wishlistItems)
    .values({ userId, strainName: 'OG Kush', currentAmount: 'high', ...values })
    .returning();
  return row;
}

async function noteReadCount(c: Ctx) {
  const res = await c.database.db.execute(sql`select count(*)::int as n from note_reads`);
  return (res.rows[0] as { n: number }).n;
}

const MANAGER_GETS = [
  '/api/manager/summary',
  '/api/manager/trends',
  '/api/manager/entries',
  '/api/manager/users',
  '/api/manager/stash',
  '/api/manager/point-activities',
  '/api/manager/user-rewards',
  '/api/manager/rewards-usage',
];

describe('manager routes: who may call them', () => {
  it('nobody signed in gets 401, a user 403; managers and admins get their answers', async () => {
    const user = await signUp(ctx);
    const manager = await signUp(ctx, { role: 'manager' });
    const admin = await signUp(ctx, { role: 'admin' });
    for (const url of MANAGER_GETS) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await user.get(url)).statusCode, url).toBe(403);
      expect((await manager.get(url)).statusCode, url).toBe(200);
      expect((await admin.get(url)).statusCode, url).toBe(200);
    }
  });

  it('lists answer arrays, with the number of all matches in x-total-count', async () => {
    const manager = await signUp(ctx, { role: 'manager' });
    for (const url of MANAGER_GETS.filter((u) => !/summary|trends|usage/.test(u))) {
      const res = await manager.get(url);
      expect(Array.isArray(res.json()), url).toBe(true);
      expect(res.headers['x-total-count'], url).toMatch(/^\d+$/);
    }
  });

  it('refuses malformed filters with a 400 and a message', async () => {
    const manager = await signUp(ctx, { role: 'manager' });
    for (const query of ['days=12', 'minRating=9', 'sort=random', 'pageSize=5000', 'page=0', 'level=full']) {
      const url = query.startsWith('level') ? '/api/manager/stash' : '/api/manager/entries';
      const res = await manager.get(`${url}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    const days = await manager.get('/api/manager/entries?days=12');
    expect(days.json()).toMatchObject({ error: 'Days must be 7, 30 or 90', field: 'days' });
  });
});

describe('notes and consent', () => {
  it('a manager never receives notes without the author’s consent; an admin sees every note', async () => {
    const alice = await signUp(ctx, { username: 'alice' });
    const manager = await signUp(ctx, { role: 'manager' });
    const admin = await signUp(ctx, { role: 'admin' });
    await addEntry(ctx, alice.id, { strainName: 'Shared', notes: 'shared note', allowManagerAccess: true });
    await addEntry(ctx, alice.id, { strainName: 'Private', notes: 'secret note', allowManagerAccess: false });

    const seen = (await manager.get('/api/manager/entries')).json() as DashboardEntry[];
    expect(seen.find((e) => e.strainName === 'Shared')?.notes).toBe('shared note');
    expect(seen.find((e) => e.strainName === 'Private')?.notes).toBeNull();
    expect(JSON.stringify(seen)).not.toContain('secret note');

    for (const url of ['/api/admin/entries', '/api/manager/entries']) {
      const all = (await admin.get(url)).json() as DashboardEntry[];
      expect(all.find((e) => e.strainName === 'Private')?.notes, url).toBe('secret note');
    }
  });

  it('consent withdrawn takes effect on the very next request', async () => {
    const alice = await signUp(ctx);
    const manager = await signUp(ctx, { role: 'manager' });
    const entry = await addEntry(ctx, alice.id, { notes: 'once shared', allowManagerAccess: true });
    expect(((await manager.get('/api/manager/entries')).json() as DashboardEntry[])[0].notes).toBe(
      'once shared',
    );
    expect((await manager.get('/api/manager/entries?reviews=true')).json()).toHaveLength(1);

    await ctx.database.db.update(entries).set({ allowManagerAccess: false }).where(eq(entries.id, entry.id));
    const after = (await manager.get('/api/manager/entries')).json() as DashboardEntry[];
    expect(after[0].notes).toBeNull();
    expect(after[0].allowManagerAccess).toBe(false);
    expect((await manager.get('/api/manager/entries?reviews=true')).json()).toEqual([]);
  });

  it('a manager’s search never matches words of a private note', async () => {
    const alice = await signUp(ctx);
    const manager = await signUp(ctx, { role: 'manager' });
    const admin = await signUp(ctx, { role: 'admin' });
    await addEntry(ctx, alice.id, {
      strainName: 'Gelato',
      notes: 'felt paranoid',
      allowManagerAccess: false,
    });
    await addEntry(ctx, alice.id, { strainName: 'Zkittlez', notes: 'felt calm', allowManagerAccess: true });
    expect((await manager.get('/api/manager/entries?q=paranoid')).json()).toEqual([]);
    expect(
      ((await manager.get('/api/manager/entries?q=calm')).json() as DashboardEntry[])[0].strainName,
    ).toBe('Zkittlez');
    expect((await admin.get('/api/admin/entries?q=paranoid')).json()).toHaveLength(1);
  });

  it('the reviews list holds only consented entries that have a note', async () => {
    const alice = await signUp(ctx);
    const manager = await signUp(ctx, { role: 'manager' });
    await addEntry(ctx, alice.id, { strainName: 'A', notes: 'good', allowManagerAccess: true });
    await addEntry(ctx, alice.id, { strainName: 'B', notes: null, allowManagerAccess: true });
    await addEntry(ctx, alice.id, { strainName: 'C', notes: '   ', allowManagerAccess: true });
    await addEntry(ctx, alice.id, { strainName: 'D', notes: 'private', allowManagerAccess: false });
    const reviews = (await manager.get('/api/manager/entries?reviews=true')).json() as DashboardEntry[];
    expect(reviews.map((r) => r.strainName)).toEqual(['A']);
  });

  it('records a note read for each note a manager or an admin received; the author sees both', async () => {
    const alice = await signUp(ctx);
    const manager = await signUp(ctx, { role: 'manager' });
    const admin = await signUp(ctx, { role: 'admin' });
    const shared = await addEntry(ctx, alice.id, { notes: 'shared', allowManagerAccess: true });
    const secret = await addEntry(ctx, alice.id, { notes: 'private', allowManagerAccess: false });
    await addEntry(ctx, alice.id, { notes: null, allowManagerAccess: true });

    await manager.get('/api/manager/entries');
    const reads = await ctx.database.db.select().from(noteReads);
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ userId: alice.id, entryId: shared.id, readerId: manager.id });

    await manager.get('/api/manager/entries?reviews=true');
    expect(await noteReadCount(ctx)).toBe(2);
    // A page that carries no note reads nothing.
    await manager.get('/api/manager/entries?q=no-such-strain');
    expect(await noteReadCount(ctx)).toBe(2);

    // An admin reads every note, private ones too: each read is written down (list and search alike).
    await admin.get('/api/admin/entries');
    expect(await noteReadCount(ctx)).toBe(4);
    await admin.get('/api/admin/entries?q=private');
    expect(await noteReadCount(ctx)).toBe(5);
    const adminReads = await ctx.database.db.select().from(noteReads).where(eq(noteReads.readerId, admin.id));
    expect(adminReads.map((r) => r.entryId).sort()).toEqual([shared.id, secret.id, secret.id].sort());

    const log = (await alice.get('/api/user/access-log')).json() as Array<Record<string, unknown>>;
    expect(log.filter((r) => r.readerRole === 'admin')).toHaveLength(3);
    expect(log.filter((r) => r.readerRole === 'manager')).toHaveLength(2);
    expect(log.find((r) => r.entryId === secret.id)).toMatchObject({ reader: admin.username });
  });
});

describe('entry lists', () => {
  it('filter by text, username, days and minimum rating, sort five ways, and page', async () => {
    const alice = await signUp(ctx, { username: 'alice' });
    const bob = await signUp(ctx, { username: 'bob' });
    const manager = await signUp(ctx, { role: 'manager' });
    const day = 86_400_000;
    const now = ctx.clock.now().getTime();
    await addEntry(ctx, alice.id, {
      strainName: 'Gelato',
      overallRating: 5,
      createdAt: new Date(now - 1 * day),
    });
    await addEntry(ctx, alice.id, {
      strainName: 'apple fritter',
      overallRating: 2,
      createdAt: new Date(now - 10 * day),
    });
    await addEntry(ctx, bob.id, {
      strainName: 'Zkittlez',
      overallRating: 3.5,
      productType: 'edible',
      method: 'edible',
      createdAt: new Date(now - 40 * day),
    });
    const names = async (query: string) =>
      ((await manager.get(`/api/manager/entries?${query}`)).json() as DashboardEntry[]).map(
        (e) => e.strainName,
      );

    expect(await names('sort=newest')).toEqual(['Gelato', 'apple fritter', 'Zkittlez']);
    expect(await names('sort=oldest')).toEqual(['Zkittlez', 'apple fritter', 'Gelato']);
    expect(await names('sort=highest')).toEqual(['Gelato', 'Zkittlez', 'apple fritter']);
    expect(await names('sort=lowest')).toEqual(['apple fritter', 'Zkittlez', 'Gelato']);
    expect(await names('sort=alphabetical')).toEqual(['apple fritter', 'Gelato', 'Zkittlez']);
    expect(await names('days=7')).toEqual(['Gelato']);
    expect(await names('days=30')).toEqual(['Gelato', 'apple fritter']);
    expect(await names('days=90')).toHaveLength(3);
    expect(await names('minRating=3')).toEqual(['Gelato', 'Zkittlez']);
    expect(await names('minRating=4')).toEqual(['Gelato']);
    expect(await names('minRating=5')).toEqual(['Gelato']);
    expect(await names('user=BO')).toEqual(['Zkittlez']);
    expect(await names('q=edible')).toEqual(['Zkittlez']);
    expect(await names('q=GELA')).toEqual(['Gelato']);
    expect(await names('q=100%25')).toEqual([]);

    const page = await manager.get('/api/manager/entries?sort=alphabetical&page=2&pageSize=2');
    expect((page.json() as DashboardEntry[]).map((e) => e.strainName)).toEqual(['Zkittlez']);
    expect(page.headers['x-total-count']).toBe('3');
    expect((page.json() as DashboardEntry[])[0]).toMatchObject({ username: 'bob', userId: bob.id });
  });
});

describe('summary: figures from aggregates', () => {
  it('counts, top strains (2+ reviews, top 5), effects, product types with the method fallback, alerts', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    const quiet = await signUp(ctx);
    const manager = await signUp(ctx, { role: 'manager' });
    await setPrivacy(quiet, { allowDataCollection: false });

    // Six strains with two reviews each (averages 5, 4.5, 4, 3.5, 3, 2.5) and one with a single 5.
    const ratings: Array<[string, number, number]> = [
      ['Alpha', 5, 5],
      ['Bravo', 5, 4],
      ['Charlie', 4, 4],
      ['Delta', 4, 3],
      ['Echo', 3, 3],
      ['Foxtrot', 3, 2],
    ];
    for (const [name, a, b] of ratings) {
      await addEntry(ctx, alice.id, { strainName: name, overallRating: a, effects: ['relaxed', 'happy'] });
      await addEntry(ctx, bob.id, { strainName: name.toUpperCase(), overallRating: b, effects: ['relaxed'] });
    }
    await addEntry(ctx, alice.id, { strainName: 'Solo', overallRating: 5, effects: ['sleepy'] });
    // No product type: vaporizer gives vape cartridge, tincture gives concentrate.
    await addEntry(ctx, bob.id, {
      strainName: 'Vape',
      productType: '',
      method: 'vaporizer',
      overallRating: 2,
    });
    await addEntry(ctx, bob.id, {
      strainName: 'Drops',
      productType: '',
      method: 'tincture',
      overallRating: 4,
    });
    // Opted out: none of this may count.
    await addEntry(ctx, quiet.id, { strainName: 'Solo', overallRating: 1, effects: ['paranoid'] });
    await addEntry(ctx, quiet.id, { strainName: 'Hidden', overallRating: 5, productType: 'concentrate' });
    await addStash(ctx, quiet.id, { currentAmount: 'empty' });

    await addStash(ctx, alice.id, { strainName: 'Low One', currentAmount: 'low' });
    await addStash(ctx, alice.id, { strainName: 'Empty One', currentAmount: 'empty', quantity: 0 });
    await addStash(ctx, bob.id, { strainName: 'Full', currentAmount: 'high' });
    await addStash(ctx, bob.id, { strainName: 'Wished', currentAmount: 'empty', list: 'wish' });

    const s = (await manager.get('/api/manager/summary')).json() as ManagerSummary;
    expect(s).toMatchObject({
      totalUsers: 2,
      optedOutUsers: 1,
      totalEntries: 15,
      // On hand: the empty item is not (issue 57); the wished one is not in the stash.
      stashItems: 2,
      lowInventory: 2,
    });
    expect(s.topStrains.map((t) => [t.strainName.toLowerCase(), t.averageRating, t.reviews])).toEqual([
      ['alpha', 5, 2],
      ['bravo', 4.5, 2],
      ['charlie', 4, 2],
      ['delta', 3.5, 2],
      ['echo', 3, 2],
    ]);
    expect(s.topEffects).toEqual([
      { effect: 'relaxed', count: 12 },
      { effect: 'happy', count: 6 },
      { effect: 'sleepy', count: 1 },
    ]);
    const byType = Object.fromEntries(
      s.ratingByProductType.map((r) => [r.productType, [r.averageRating, r.entries]]),
    );
    expect(byType).toEqual({
      flower: [3.8461538461538463, 13],
      'vape cartridge': [2, 1],
      concentrate: [4, 1],
    });
    expect(s.inventoryAlerts.map((a) => [a.strainName, a.currentAmount, a.forecast])).toEqual([
      ['Empty One', 'empty', 'Restock now'],
      ['Low One', 'low', '3-7 days'],
    ]);
  });

  it('turning data collection off takes a user out of the figures at once', async () => {
    const alice = await signUp(ctx);
    const manager = await signUp(ctx, { role: 'manager' });
    await addEntry(ctx, alice.id);
    expect(((await manager.get('/api/manager/summary')).json() as ManagerSummary).totalEntries).toBe(1);
    await setPrivacy(alice, { allowDataCollection: false });
    const after = (await manager.get('/api/manager/summary')).json() as ManagerSummary;
    expect(after).toMatchObject({ totalUsers: 0, optedOutUsers: 1, totalEntries: 0 });
  });

  it('keeps figures for 30 seconds; no-cache or a new data-collection choice recomputes them', async () => {
    const alice = await signUp(ctx);
    const manager = await signUp(ctx, { role: 'manager' });
    await addEntry(ctx, alice.id);
    const total = async (headers: Record<string, string> = {}) =>
      (
        (
          await manager.request({ method: 'GET', url: '/api/manager/summary', headers })
        ).json() as ManagerSummary
      ).totalEntries;
    expect(await total()).toBe(1);
    await addEntry(ctx, alice.id);
    expect(await total()).toBe(1);
    expect(await total({ 'cache-control': 'no-cache' })).toBe(2);
    await addEntry(ctx, alice.id);
    ctx.clock.advance({ seconds: 31 });
    expect(await total()).toBe(3);
  });

  it('holds up with hundreds of entries from the demo builder', async () => {
    const manager = await signUp(ctx, { role: 'manager' });
    const users = await Promise.all([signUp(ctx), signUp(ctx), signUp(ctx)]);
    for (const u of users) {
      await ctx.database.db.insert(entries).values(makeEntries(u.id, 100, ctx.clock.now(), u.id));
    }
    const s = (await manager.get('/api/manager/summary')).json() as ManagerSummary;
    expect(s.totalEntries).toBe(300);
    expect(s.topStrains).toHaveLength(5);
    expect(s.ratingByProductType.reduce((n, r) => n + r.entries, 0)).toBe(300);
    const [{ n }] = (
      await ctx.database.db.execute(sql`select count(*)::int as n from entries where 'happy' = any(effects)`)
    ).rows as Array<{ n: number }>;
    expect(s.topEffects.find((e) => e.effect === 'happy')?.count ?? n).toBe(n);
  });
});

describe('trends and forecast', () => {
  it('counts entries per day in the viewer’s time zone, compares with the period before and forecasts', async () => {
    const alice = await signUp(ctx);
    const manager = await signUp(ctx, { role: 'manager' });
    ctx.clock.set('2026-06-15T12:00:00Z');
    const at = (iso: string) => new Date(iso);
    // Growing: 1 entry a day for the 28 days before today, then 2 a day in the last 7.
    for (let d = 1; d <= 28; d++) {
      const day = new Date(Date.UTC(2026, 5, 15 - d, 10));
      await addEntry(ctx, alice.id, { createdAt: day, overallRating: 4 });
      if (d <= 7) await addEntry(ctx, alice.id, { createdAt: day, overallRating: 2, strainName: 'Gelato' });
    }
    await addEntry(ctx, alice.id, { createdAt: at('2026-06-15T09:00:00Z'), strainName: 'Gelato' });
    await addStash(ctx, alice.id, { currentAmount: 'low' });

    const res = await manager.get('/api/manager/trends?days=7');
    const t = res.json() as ManagerTrends;
    expect(t.bucket).toBe('day');
    expect(t.points).toHaveLength(7);
    // Whole days: the last seven end yesterday; today's entry waits for tomorrow.
    expect(t.points.at(-1)).toEqual({ start: '2026-06-14', entries: 2, averageRating: 3 });
    expect(t.points[0]).toEqual({ start: '2026-06-08', entries: 2, averageRating: 3 });
    expect(t.total).toBe(14);
    expect(t.previousTotal).toBe(7);
    expect(t.changePercent).toBe(100);
    expect(t.forecast.lastWeekEntries).toBe(14);
    const fitted = [...Array(21).fill(1), ...Array(7).fill(2)];
    expect(t.forecast.nextWeekEntries).toBe(linearForecast(fitted, 7));
    expect(t.forecast.direction).toBe(trendDirection(linearForecast(fitted, 7), 14));
    expect(t.trendingStrains[0]).toEqual({ strainName: 'Gelato', current: 7, previous: 0 });
    expect(t.inventoryOutlook).toEqual([
      { level: 'high', items: 0, forecast: '1-2 months' },
      { level: 'medium', items: 0, forecast: '2-3 weeks' },
      { level: 'low', items: 1, forecast: '3-7 days' },
      { level: 'empty', items: 0, forecast: 'Restock now' },
    ]);

    // At UTC+14 it is already the 16th: the 15th is the last whole day, and holds yesterday's 10:00 UTC
    // entries and today's 09:00 UTC one.
    await chooseTimeZone(manager, 'Pacific/Kiritimati');
    const kiritimati = (await manager.get('/api/manager/trends?days=7')).json() as ManagerTrends;
    expect(kiritimati.points.at(-1)).toMatchObject({ start: '2026-06-15', entries: 3 });
    expect(kiritimati.points.at(-2)).toMatchObject({ start: '2026-06-14', entries: 2 });

    await chooseTimeZone(manager, 'UTC');
    const quarter = (await manager.get('/api/manager/trends?days=90')).json() as ManagerTrends;
    expect(quarter.bucket).toBe('week');
    expect(quarter.points).toHaveLength(13);
    expect(quarter.points.reduce((n, p) => n + p.entries, 0)).toBe(35);
  });
});

describe('users, stash and rewards for managers', () => {
  it('users come with the counts of their achievement progress; private activity stays private', async () => {
    const alice = await signUp(ctx, { username: 'alice' });
    const bob = await signUp(ctx, { username: 'bob' });
    const manager = await signUp(ctx, { role: 'manager' });
    await openApp(alice);
    await openApp(bob);
    for (let i = 0; i < 12; i++) await addEntry(ctx, alice.id, { strainName: `Strain ${i % 3}` });
    await addStash(ctx, alice.id);
    await addStash(ctx, alice.id, { list: 'wish' });
    await setPrivacy(bob, { showActivity: false });

    const res = await manager.get('/api/manager/users');
    const list = res.json() as ManagerUser[];
    expect(list.map((u) => u.username)).toEqual(['alice', 'bob']);
    expect(res.headers['x-total-count']).toBe('2');
    expect(list[0].counts).toEqual({ entries: 12, distinctStrains: 3, logins: 1, stashItems: 1 });
    expect(list[0].lastLoginDate).not.toBeNull();
    expect(list[1]).toMatchObject({ activityHidden: true, lastLoginDate: null, streakCount: 0 });
    // Bob visited (the app opened and paid his visit): no sign-in count and no named activity row.
    expect(list[1].counts.logins).toBe(0);
    const activities = (await manager.get('/api/manager/point-activities')).json() as { username: string }[];
    expect(activities.some((a) => a.username === 'alice')).toBe(true);
    expect(activities.some((a) => a.username === 'bob')).toBe(false);
    expect(((await manager.get('/api/manager/point-activities?user=bob')).json() as unknown[]).length).toBe(
      0,
    );

    expect(
      ((await manager.get('/api/manager/users?q=BO')).json() as ManagerUser[]).map((u) => u.username),
    ).toEqual(['bob']);
  });

  it('stash lists every user’s items on hand, filtered by level, with forecast labels', async () => {
    const alice = await signUp(ctx, { username: 'alice' });
    const manager = await signUp(ctx, { role: 'manager' });
    await addStash(ctx, alice.id, { strainName: 'High', currentAmount: 'high' });
    await addStash(ctx, alice.id, { strainName: 'Medium', currentAmount: 'medium' });
    await addStash(ctx, alice.id, { strainName: 'Low', currentAmount: 'low' });
    await addStash(ctx, alice.id, { strainName: 'Empty', currentAmount: 'empty' });
    await addStash(ctx, alice.id, { strainName: 'Wish', currentAmount: 'empty', list: 'wish' });
    const all = (await manager.get('/api/manager/stash')).json() as Array<{
      strainName: string;
      forecast: string;
    }>;
    expect(all).toHaveLength(4);
    expect(Object.fromEntries(all.map((i) => [i.strainName, i.forecast]))).toEqual({
      High: '1-2 months',
      Medium: '2-3 weeks',
      Low: '3-7 days',
      Empty: 'Restock now',
    });
    const restock = (await manager.get('/api/manager/stash?level=restock')).json() as Array<{
      strainName: string;
    }>;
    expect(restock.map((i) => i.strainName)).toEqual(['Empty', 'Low']);
    expect((await manager.get('/api/manager/stash?level=medium')).json()).toHaveLength(1);
    expect((await manager.get('/api/manager/stash?user=nobody')).json()).toEqual([]);
  });

  it('point activities and redemptions come newest first; usage counts per reward', async () => {
    const alice = await signUp(ctx, { username: 'alice' });
    const manager = await signUp(ctx, { role: 'manager' });
    await openApp(alice);
    await ctx.database.db.insert(pointActivities).values([
      {
        userId: alice.id,
        activityType: 'entry',
        pointsEarned: 10,
        description: 'New entry',
        createdAt: ctx.clock.now(),
      },
    ]);
    const acts = (await manager.get('/api/manager/point-activities?pageSize=10')).json() as Array<{
      activityType: string;
      points: number;
      username: string;
    }>;
    expect(acts.map((a) => a.activityType)).toEqual(['entry', 'login']);
    expect(acts[0]).toMatchObject({ points: 10, username: 'alice' });

    const rewardsList = (
      await ctx.database.db.execute(sql`select id, name, points_cost from rewards order by id`)
    ).rows as Array<{ id: number; name: string; points_cost: number }>;
    const first = rewardsList[0];
    await ctx.database.db.insert(userRewards).values([
      {
        userId: alice.id,
        rewardId: first.id,
        rewardName: first.name,
        rewardCost: first.points_cost,
        redeemed: true,
      },
      {
        userId: alice.id,
        rewardId: first.id,
        rewardName: first.name,
        rewardCost: first.points_cost,
        redeemed: true,
      },
    ]);
    const redemptions = await manager.get('/api/manager/user-rewards');
    expect(redemptions.json()).toHaveLength(2);
    expect(redemptions.json()[0]).toMatchObject({ username: 'alice', rewardName: first.name });
    const usage = (await manager.get('/api/manager/rewards-usage')).json();
    expect(usage).toMatchObject({ redemptions: 2, pointsSpent: 2 * first.points_cost, redeemers: 1 });
    expect(usage.rewards[0]).toMatchObject({ rewardId: first.id, redemptions: 2 });
    expect(usage.rewards).toHaveLength(rewardsList.length);
  });

  it('no answer of any manager route carries a password or a hash', async () => {
    const alice = await signUp(ctx, { password: 'alice-secret-pw' });
    const manager = await signUp(ctx, { role: 'manager' });
    await addEntry(ctx, alice.id, { notes: 'n', allowManagerAccess: true });
    await addStash(ctx, alice.id);
    for (const url of MANAGER_GETS) {
      const body = (await manager.get(url)).body;
      expect(body, url).not.toMatch(/alice-secret-pw|argon2|password/i);
    }
  });
});

describe('the rules the dashboards share', () => {
  it('achievement progress is capped at 100 % and the streak at 7 out of 7', () => {
    const progress = achievementProgress({ entries: 25, distinctStrains: 2, logins: 30, stashItems: 0 });
    expect(progress.map((p) => [p.name, p.value, p.target, p.percent, p.completed])).toEqual([
      ['Journal Master', 10, 10, 100, true],
      ['Cannabis Explorer', 2, 5, 40, false],
      ['Consistency Streak', 7, 7, 100, true],
      ['Inventory Manager', 0, 5, 0, false],
    ]);
  });

  it('a missing product type comes from the method', () => {
    expect(productTypeOf('', 'edible')).toBe('edible');
    expect(productTypeOf(null, 'vaporizer')).toBe('vape cartridge');
    expect(productTypeOf(undefined, 'tincture')).toBe('concentrate');
    for (const m of ['joint', 'pipe', 'bong', 'other']) expect(productTypeOf('', m)).toBe('flower');
    expect(productTypeOf('edible', 'joint')).toBe('edible');
  });

  it('the forecast follows the least-squares line and never goes below zero', () => {
    expect(
      linearForecast(
        Array.from({ length: 28 }, (_, i) => i),
        7,
      ),
    ).toBe(28 + 29 + 30 + 31 + 32 + 33 + 34);
    expect(linearForecast(Array(28).fill(3), 7)).toBe(21);
    expect(
      linearForecast(
        Array.from({ length: 28 }, (_, i) => 27 - i),
        7,
      ),
    ).toBe(0);
    expect(linearForecast([], 7)).toBe(0);
    expect(trendDirection(10, 10)).toBe('flat');
    expect(trendDirection(12, 10)).toBe('up');
    expect(trendDirection(8, 10)).toBe('down');
  });

  it('the activity status comes from the last login', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    const status = (lastLogin: string | null, lastLoginDay: string | null) =>
      activityStatus({
        lastLogin: lastLogin ? new Date(lastLogin) : null,
        lastLoginDay,
        today: '2026-06-15',
        now,
      });
    expect(status('2026-06-15T01:00:00Z', '2026-06-15')).toBe('Active Today');
    expect(status('2026-06-09T13:00:00Z', '2026-06-09')).toBe('Active This Week');
    expect(status('2026-06-01T13:00:00Z', '2026-06-01')).toBe('Inactive');
    expect(status(null, null)).toBe('Never logged in');
  });
});
