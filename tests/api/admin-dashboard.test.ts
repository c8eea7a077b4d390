import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entries, noteReads, userRewards, users, wishlistItems } from '../../src/server/db/schema.js';
import { createUser } from '../../src/server/domain/account/users.js';
import type { AdminStats, LoginActivityRow } from '../../src/shared/dashboards.js';
import type { AdminReward } from '../../src/shared/rewards-admin.js';
import { errorBody, openApp, setPrivacy, setupApp, signUp } from '../support/app.js';
import { insertEntry as addEntry } from '../support/progress.js';

const ctx = setupApp();

const ADMIN_CALLS: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?]> = [
  ['GET', '/api/admin/entries'],
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/login-activity'],
  ['GET', '/api/admin/reports/user-activity.csv'],
  ['GET', '/api/admin/reports/content-distribution.csv'],
  ['GET', '/api/admin/reports/rewards-usage.csv'],
  ['GET', '/api/admin/rewards'],
  ['POST', '/api/admin/rewards', { name: 'Sticker', pointsCost: 5 }],
  ['PATCH', '/api/admin/rewards/1', { isActive: false }],
  ['DELETE', '/api/admin/rewards/1'],
];

describe('admin routes: who may call them', () => {
  it('nobody signed in gets 401; users and managers get 403 and change nothing', async () => {
    const user = await signUp(ctx);
    const manager = await signUp(ctx, { role: 'manager' });
    for (const [method, url, body] of ADMIN_CALLS) {
      expect((await ctx.app.inject({ method, url, payload: body as object })).statusCode, url).toBe(401);
      for (const c of [user, manager]) {
        expect((await c.request({ method, url, body })).statusCode, `${method} ${url} as ${c.role}`).toBe(
          403,
        );
      }
    }
    const [reward] = (await ctx.database.db.execute(sql`select is_active from rewards where id = 1`))
      .rows as Array<{ is_active: boolean }>;
    expect(reward.is_active).toBe(true);
  });

  it('admins get every one of them', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    for (const [method, url, body] of ADMIN_CALLS) {
      const res = await admin.request({ method, url, body });
      expect([200, 201], `${method} ${url}: ${res.body}`).toContain(res.statusCode);
    }
  });
});

describe('rewards administration', () => {
  it('creates, edits and deletes rewards with server validation', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    const bad = async (body: unknown) =>
      (await admin.post('/api/admin/rewards', body)).json().error as string;
    expect(await bad({ name: ' ', pointsCost: 10 })).toBe('Reward name is required');
    expect(await bad({ name: 'X', pointsCost: -1 })).toBe('Cost must be a whole number of points, 0 or more');
    expect(await bad({ name: 'X', pointsCost: 1.5 })).toBe(
      'Cost must be a whole number of points, 0 or more',
    );
    expect(await bad({ name: 'X', pointsCost: 5, tier: 'diamond' })).toBe(
      'Tier must be one of bronze, silver, gold, platinum',
    );
    expect(await bad({ name: 'X', pointsCost: 5, imageUrl: 'javascript:alert(1)' })).toBe(
      'Image URL must be an https:// address',
    );
    expect((await admin.post('/api/admin/rewards', { name: 'X', pointsCost: 5, id: 9 })).statusCode).toBe(
      400,
    );

    const created = await admin.post('/api/admin/rewards', {
      name: '  Grinder  ',
      description: 'A metal grinder',
      pointsCost: 250,
      tier: 'gold',
      isActive: false,
      imageUrl: 'https://example.com/grinder.png',
    });
    expect(created.statusCode).toBe(201);
    const reward = created.json() as AdminReward;
    expect(reward).toMatchObject({
      name: 'Grinder',
      pointsCost: 250,
      tier: 'gold',
      isActive: false,
      imageUrl: 'https://example.com/grinder.png',
      redemptions: 0,
    });

    const edited = await admin.patch(`/api/admin/rewards/${reward.id}`, { isActive: true, imageUrl: '' });
    expect(edited.json()).toMatchObject({ name: 'Grinder', isActive: true, imageUrl: null, pointsCost: 250 });
    expect((await admin.patch('/api/admin/rewards/99999', { isActive: true })).statusCode).toBe(404);

    const list = (await admin.get('/api/admin/rewards')).json() as AdminReward[];
    expect(list.find((r) => r.id === reward.id)).toMatchObject({ name: 'Grinder', isActive: true });

    expect((await admin.del(`/api/admin/rewards/${reward.id}`)).statusCode).toBe(200);
    expect((await admin.del(`/api/admin/rewards/${reward.id}`)).statusCode).toBe(404);
  });

  it('deleting a reward keeps the history of its redemptions', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    const alice = await signUp(ctx);
    const [first] = (await admin.get('/api/admin/rewards')).json() as AdminReward[];
    await ctx.database.db.insert(userRewards).values({
      userId: alice.id,
      rewardId: first.id,
      rewardName: first.name,
      rewardCost: first.pointsCost,
      redeemed: true,
    });
    expect(((await admin.get('/api/admin/rewards')).json() as AdminReward[])[0].redemptions).toBe(1);
    await admin.del(`/api/admin/rewards/${first.id}`);
    const [kept] = await ctx.database.db.select().from(userRewards);
    expect(kept).toMatchObject({ rewardId: null, rewardName: first.name, rewardCost: first.pointsCost });
    const csv = (await admin.get('/api/admin/reports/rewards-usage.csv')).body;
    expect(csv).toContain(`${first.name},,${first.pointsCost},deleted,1`);
  });
});

describe('stats and login activity', () => {
  it('counts users, entries, notes, rewards and logins', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    const alice = await signUp(ctx, { username: 'alice' });
    const bob = await signUp(ctx, { username: 'bob' });
    await signUp(ctx, { role: 'manager' });
    await openApp(alice);
    await openApp(bob);
    await ctx.database.db.update(users).set({ streakCount: 9 }).where(eq(users.id, alice.id));
    await ctx.database.db.update(users).set({ streakCount: 12 }).where(eq(users.id, bob.id));
    await setPrivacy(bob, { showActivity: false });
    await addEntry(ctx, alice.id, { overallRating: 5, allowManagerAccess: true, notes: 'n' });
    await addEntry(ctx, alice.id, { overallRating: 4 });
    await addEntry(ctx, alice.id, { overallRating: 4, notes: ' ' });

    const s = (await admin.get('/api/admin/stats')).json() as AdminStats;
    expect(s.users).toEqual({ total: 4, user: 2, manager: 1, admin: 1 });
    expect(s.entries).toEqual({ total: 3, managerAccessible: 1, averageRating: 4.3, withNotes: 1 });
    expect(s.rewards).toMatchObject({ total: 5, active: 5, redemptions: 0, pointsSpent: 0 });
    // Signing in counts as a login: all four today.
    expect(s.logins).toMatchObject({ dailyActive: 4, weeklyActive: 4 });
    // Bob keeps his activity private: he is not named, though his streak is longer.
    expect(s.logins.streakLeaders[0]).toMatchObject({ username: 'alice', streakCount: 9 });
    expect(s.logins.streakLeaders.map((l) => l.username)).not.toContain('bob');
  });

  it('average rating is 0 with no entries', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    expect(((await admin.get('/api/admin/stats')).json() as AdminStats).entries.averageRating).toBe(0);
  });

  it('login activity shows statuses, Never, and hides private activity', async () => {
    const admin = await signUp(ctx, { role: 'admin', username: 'root' });
    const today = await signUp(ctx, { username: 'today' });
    const week = await signUp(ctx, { username: 'week' });
    const old = await signUp(ctx, { username: 'old' });
    // Made by an admin, never signed in.
    await createUser(ctx.database.db, { username: 'never', password: 'abcd' }, ctx.clock.now());
    const hidden = await signUp(ctx, { username: 'hidden' });
    await today.get('/api/user');
    await setPrivacy(hidden, { showActivity: false });
    const day = 86_400_000;
    const now = ctx.clock.now().getTime();
    await ctx.database.db
      .update(users)
      .set({ lastLoginDate: new Date(now - 3 * day) })
      .where(eq(users.id, week.id));
    await ctx.database.db
      .update(users)
      .set({ lastLoginDate: new Date(now - 20 * day) })
      .where(eq(users.id, old.id));

    const res = await admin.get('/api/admin/login-activity');
    const rows = res.json() as LoginActivityRow[];
    const byName = Object.fromEntries(rows.map((r) => [r.username, r]));
    expect(byName.today.status).toBe('Active Today');
    expect(byName.root.status).toBe('Active Today');
    expect(byName.week.status).toBe('Active This Week');
    expect(byName.old.status).toBe('Inactive');
    expect(byName.never).toMatchObject({ status: 'Never logged in', lastLoginDate: null });
    expect(byName.hidden).toMatchObject({
      status: 'Hidden',
      lastLoginDate: null,
      activityHidden: true,
      streakCount: 0,
    });
    expect(
      rows
        .map((r) => r.username)
        .slice(-2)
        .sort(),
    ).toEqual(['hidden', 'never'].sort());
    expect(res.headers['x-total-count']).toBe('6');
    expect(((await admin.get('/api/admin/login-activity?q=wee')).json() as LoginActivityRow[]).length).toBe(
      1,
    );
  });
});

describe('admin entries', () => {
  it('lists every user’s entries with every note, paged', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    const alice = await signUp(ctx, { username: 'alice' });
    for (let i = 0; i < 5; i++) await addEntry(ctx, alice.id, { notes: `private ${i}`, strainName: `S${i}` });
    const res = await admin.get('/api/admin/entries?pageSize=2&sort=alphabetical');
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.json()).toMatchObject([
      { strainName: 'S0', notes: 'private 0', username: 'alice' },
      { strainName: 'S1', notes: 'private 1' },
    ]);
  });
});

describe('accounts, paged', () => {
  it('the users list pages and searches; without paging it still answers the spec’s array', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    for (const name of ['anna', 'annabel', 'ben']) await signUp(ctx, { username: name });
    expect(((await admin.get('/api/admin/users')).json() as unknown[]).length).toBe(4);
    const page = await admin.get('/api/admin/users?q=ann&pageSize=1&page=2');
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.json()).toMatchObject([{ username: 'annabel' }]);
  });

  it('deleting a user removes what they wrote and hold; reads of others’ notes stay in the authors’ logs', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    const alice = await signUp(ctx);
    const manager = await signUp(ctx, { role: 'manager' });
    const bob = await signUp(ctx);
    await addEntry(ctx, alice.id, { notes: 'shared', allowManagerAccess: true });
    await addEntry(ctx, bob.id, { notes: 'bob shared', allowManagerAccess: true });
    await ctx.database.db.insert(wishlistItems).values({ userId: alice.id, strainName: 'X' });
    await manager.get('/api/manager/entries');
    expect(await ctx.database.db.select().from(noteReads)).toHaveLength(2);

    expect((await admin.del(`/api/admin/users/${alice.id}`)).statusCode).toBe(200);
    for (const table of ['entries', 'wishlist_items', 'note_reads', 'sessions', 'point_activities']) {
      const res = await ctx.database.db.execute(
        sql.raw(`select count(*)::int as n from ${table} where user_id = ${alice.id}`),
      );
      expect((res.rows[0] as { n: number }).n, table).toBe(0);
    }
    // The manager's read of Bob's note stays in Bob's log, its reader gone (issue 12, finding 12).
    await admin.del(`/api/admin/users/${manager.id}`);
    expect(await ctx.database.db.select().from(noteReads)).toMatchObject([
      { userId: bob.id, readerId: null },
    ]);
    expect((await ctx.database.db.select().from(entries)).map((e) => e.userId)).toEqual([bob.id]);
  });

  it('an admin cannot delete their own account; a clash of usernames on edit is 409', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    const alice = await signUp(ctx, { username: 'alice' });
    await signUp(ctx, { username: 'bob' });
    const self = await admin.del(`/api/admin/users/${admin.id}`);
    expect(errorBody(self)).toMatchObject({
      status: 409,
      error: 'You cannot delete your own account from here',
    });
    const clash = await admin.patch(`/api/admin/users/${alice.id}`, { username: 'BOB', role: 'user' });
    expect(clash.statusCode).toBe(409);
  });
});

describe('reports', () => {
  it('download as CSV attachments, with formula-like cells neutralised', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    const alice = await signUp(ctx, { username: '@alice' });
    const hidden = await signUp(ctx, { username: '-hidden' });
    await setPrivacy(hidden, { showActivity: false });
    await openApp(alice);
    await addEntry(ctx, alice.id, { strainName: '=HYPERLINK("http://evil")', effects: ['+relaxed'] });
    await addEntry(ctx, alice.id, {
      strainName: 'Gelato',
      productType: '',
      method: 'edible',
      effects: ['happy'],
    });

    const users = await admin.get('/api/admin/reports/user-activity.csv');
    expect(users.statusCode).toBe(200);
    expect(users.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(users.headers['content-disposition']).toBe('attachment; filename="user-activity-2026-06-15.csv"');
    const lines = users.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'user_id,username,role,created_at,last_login_at,login_streak,points,lifetime_points,level,entries,last_entry_at,stash_items,rewards_redeemed,points_spent',
    );
    const alicesLine = lines.find((l) => l.includes('alice')) as string;
    expect(alicesLine.split(',')[1]).toBe("'@alice");
    expect(alicesLine).toContain(',2,');
    const hiddenLine = lines.find((l) => l.includes('hidden')) as string;
    expect(hiddenLine.split(',').slice(1, 6)).toEqual([
      "'-hidden",
      'user',
      '2026-06-15T12:00:00.000Z',
      '',
      '',
    ]);
    expect(users.body).not.toMatch(/argon2|password/i);

    const content = (await admin.get('/api/admin/reports/content-distribution.csv')).body;
    expect(content).toContain('dimension,value,entries,share_percent,average_rating');
    expect(content).toContain(`strain,"'=HYPERLINK(""http://evil"")",1,50,4`);
    expect(content).toContain("effect,'+relaxed,1,50,4");
    expect(content).toContain('product_type,edible,1,50,4');
    expect(content).toContain('product_type,flower,1,50,4');

    expect((await admin.get('/api/admin/reports/secrets.csv')).statusCode).toBe(404);
  });
});
