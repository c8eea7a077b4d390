import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entries, noteReads, wishlistItems } from '../../src/server/db/schema.js';
import { makeEntries } from '../../src/server/demo/builder.js';
import { type Ctx, entryBody, errorBody, logEntry, openApp, setupApp, signUp } from '../support/app.js';

const ctx = setupApp();

async function addEntries(
  c: Ctx,
  userId: number,
  count: number,
  overrides: Partial<typeof entries.$inferInsert> = {},
) {
  const rows = makeEntries(userId, count, c.clock.now(), userId).map((r) => ({ ...r, ...overrides }));
  return c.database.db.insert(entries).values(rows).returning();
}

/** Every table with a user_id column, read from the database itself so a new table cannot be missed. */
async function userTables(c: Ctx): Promise<string[]> {
  const res = await c.database.db.execute(sql`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'user_id' order by table_name`);
  return (res.rows as Array<{ table_name: string }>).map((r) => r.table_name);
}

describe('export', () => {
  it('JSON holds everything the user owns and nothing of anyone else', async () => {
    const alice = await signUp(ctx, { username: 'alice' });
    const bob = await signUp(ctx, { username: 'bob' });
    await addEntries(ctx, alice.id, 3);
    await addEntries(ctx, bob.id, 2, { strainName: 'Bob Only Kush', notes: 'bob secret' });
    await ctx.database.db
      .insert(wishlistItems)
      .values({ userId: alice.id, strainName: 'Alice Stash', quantity: 2 });
    const res = await alice.get('/api/user/export?format=json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="strain-journal-export-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const data = res.json();
    expect(data.profile).toMatchObject({ id: alice.id, username: 'alice' });
    expect(data.entries).toHaveLength(3);
    expect(data.stash).toHaveLength(1);
    expect(data.settings.display.colorTheme).toBe('hybrid');
    for (const key of ['favorites', 'pointActivities', 'achievements', 'challenges', 'redemptions']) {
      expect(Array.isArray(data[key]), key).toBe(true);
    }
    expect(res.body).not.toMatch(/Bob Only Kush|bob secret|passwordHash|argon2/);
  });

  it('JSON holds what Settings keeps about the person: currency, report name, conditions, tracked symptoms', async () => {
    const alice = await signUp(ctx);
    expect((await alice.put('/api/user/currency', { currency: 'EUR' })).statusCode).toBe(200);
    const profile = { displayName: 'Alice A.', conditions: ['Chronic back pain'] };
    expect((await alice.put('/api/user/report-profile', profile)).statusCode).toBe(200);
    const tracked = { symptoms: ['anxiety', 'insomnia'] };
    expect((await alice.put('/api/user/tracked-symptoms', tracked)).statusCode).toBe(200);
    const data = (await alice.get('/api/user/export?format=json')).json();
    expect(data.profile).toMatchObject({ currency: 'EUR', ...profile, trackedSymptoms: tracked.symptoms });
  });

  it('JSON holds the achievements and challenges the user reached, with their names and progress', async () => {
    const alice = await signUp(ctx);
    await logEntry(alice);
    const data = (await alice.get('/api/user/export?format=json')).json();
    const at = ctx.clock.now().toISOString();
    expect(data.achievements).toContainEqual({
      name: 'First Experience',
      description: 'Log your first entry',
      currentProgress: 1,
      unlocked: true,
      unlockedAt: at,
    });
    expect(data.challenges).toContainEqual({
      title: 'Daily Log',
      type: 'daily',
      periodStart: at.slice(0, 10),
      progress: 1,
      target: 1,
      completed: true,
      completedAt: at,
    });
    const bob = await signUp(ctx);
    const empty = (await bob.get('/api/user/export?format=json')).json();
    expect(empty.challenges.filter((c: { completed: boolean }) => c.completed)).toEqual([]);
    expect(empty.achievements.filter((a: { unlocked: boolean }) => a.unlocked)).toEqual([]);
  });

  it('CSV has one row per entry, effects in one cell, and escapes formulas', async () => {
    const alice = await signUp(ctx);
    await addEntries(ctx, alice.id, 1, {
      strainName: '=HYPERLINK("http://evil.example","click")',
      notes: '+1 great, -ish @home',
      effects: ['happy', 'relaxed'],
    });
    await addEntries(ctx, alice.id, 1, { strainName: 'Plain', notes: 'fine' });
    const res = await alice.get('/api/user/export?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^ID,Date,Taken at,Strain,Strain type/);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(res.body).toContain("'+1 great, -ish @home");
    expect(res.body).toContain('happy; relaxed');
    expect(res.body).not.toMatch(/,=HYPERLINK/);
  });

  it('refuses an unknown format with a clear message', async () => {
    const alice = await signUp(ctx);
    const res = await alice.get('/api/user/export?format=xml');
    expect(errorBody(res)).toMatchObject({ status: 400, error: 'Format must be json or csv' });
  });
});

describe('erasure', () => {
  it('needs the current password and changes nothing without it', async () => {
    const alice = await signUp(ctx, { password: 'right-pass' });
    const res = await alice.del('/api/user', { password: 'wrong-pass' });
    expect(res.statusCode).toBe(400);
    expect((await alice.get('/api/user')).statusCode).toBe(200);
  });

  it('leaves no row of the user in any table, and the old session gets 401', async () => {
    const alice = await signUp(ctx, { password: 'right-pass' });
    const manager = await signUp(ctx, { role: 'manager' });
    const bob = await signUp(ctx);
    const [entry] = await addEntries(ctx, alice.id, 5, { allowManagerAccess: true, notes: 'n' });
    await addEntries(ctx, bob.id, 2);
    await ctx.database.db
      .insert(noteReads)
      .values({ userId: alice.id, entryId: entry.id, readerId: manager.id });
    await ctx.database.db.insert(wishlistItems).values({ userId: alice.id, strainName: 'x', quantity: 1 });
    await alice.put('/api/user/settings', {
      notifications: { loginReminders: true, newFeatures: true, pointsUpdates: true },
      display: { colorTheme: 'indica', darkMode: true, compactView: false },
      privacy: { showActivity: true, allowDataCollection: true },
    });

    const res = await alice.del('/api/user', { password: 'right-pass' });
    expect(res.statusCode).toBe(200);
    expect((await alice.get('/api/user')).statusCode).toBe(401);

    const tables = await userTables(ctx);
    expect(tables).toEqual(
      expect.arrayContaining(['entries', 'sessions', 'wishlist_items', 'note_reads', 'user_settings']),
    );
    for (const table of tables) {
      const left = await ctx.database.db.execute(
        sql.raw(`select count(*)::int as n from ${table} where user_id = ${alice.id}`),
      );
      expect((left.rows[0] as { n: number }).n, table).toBe(0);
    }
    const users = await ctx.database.db.execute(
      sql`select count(*)::int as n from users where id = ${alice.id}`,
    );
    expect((users.rows[0] as { n: number }).n).toBe(0);
    const bobLeft = await ctx.database.db.execute(
      sql`select count(*)::int as n from entries where user_id = ${bob.id}`,
    );
    expect((bobLeft.rows[0] as { n: number }).n).toBe(2);
  });

  it('keeps the last admin', async () => {
    const admin = await signUp(ctx, { role: 'admin', password: 'admin-pass' });
    const res = await admin.del('/api/user', { password: 'admin-pass' });
    expect(res.statusCode).toBe(409);
    expect((await admin.get('/api/user')).statusCode).toBe(200);
  });
});

describe('access log', () => {
  it('lists manager reads of my notes, newest first, and only mine', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    const manager = await signUp(ctx, { role: 'manager', username: 'mgr-anna' });
    const [a1, a2] = await addEntries(ctx, alice.id, 2, { allowManagerAccess: true, notes: 'note' });
    const [b1] = await addEntries(ctx, bob.id, 1, { allowManagerAccess: true, notes: 'note' });
    const t = ctx.clock.now().getTime();
    await ctx.database.db.insert(noteReads).values([
      { userId: alice.id, entryId: a1.id, readerId: manager.id, createdAt: new Date(t - 2000) },
      { userId: alice.id, entryId: a2.id, readerId: manager.id, createdAt: new Date(t - 1000) },
      { userId: bob.id, entryId: b1.id, readerId: manager.id, createdAt: new Date(t) },
    ]);
    const log = (await alice.get('/api/user/access-log')).json();
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ entryId: a2.id, strainName: a2.strainName, reader: 'mgr-anna' });
    expect(log[1].entryId).toBe(a1.id);
  });

  it('keeps the records when the manager is deleted, the reader shown as a deleted manager (finding 12)', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    const alice = await signUp(ctx);
    const manager = await signUp(ctx, { role: 'manager', username: 'mgr-gone' });
    await addEntries(ctx, alice.id, 1, { allowManagerAccess: true, notes: 'private thoughts' });
    // The manager reads the note through the real screen's API: the read is recorded.
    expect((await manager.get('/api/manager/entries')).statusCode).toBe(200);
    expect((await alice.get('/api/user/access-log')).json()).toMatchObject([{ reader: 'mgr-gone' }]);
    expect((await admin.del(`/api/admin/users/${manager.id}`)).statusCode).toBe(200);
    const log = (await alice.get('/api/user/access-log')).json();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ reader: 'Deleted manager' });
  });

  it('withdrawing consent from all takes effect at once', async () => {
    const alice = await signUp(ctx);
    await addEntries(ctx, alice.id, 4, { allowManagerAccess: true, notes: 'n' });
    const res = await alice.post('/api/user/withdraw-consent');
    expect(res.json()).toEqual({ updated: 4 });
    const left = await ctx.database.db.execute(
      sql`select count(*)::int as n from entries where user_id = ${alice.id} and allow_manager_access`,
    );
    expect((left.rows[0] as { n: number }).n).toBe(0);
  });
});

describe('import', () => {
  const manyEntries = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      ...entryBody({ strainName: `Strain ${i % 50}` }),
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
    }));

  it('8,000 entries go in batches: another person is answered while it runs; no points; counted in progress (finding 5)', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    await openApp(alice); // today's visit paid first
    const pointsBefore = (await alice.get('/api/user')).json().points;
    let importDone = false;
    const running = alice.post('/api/user/import', { entries: manyEntries(8_000) }).then((res) => {
      importDone = true;
      return res;
    });
    // Wait until the import is writing, then ask as someone else: the answer comes before the import ends.
    for (let i = 0; i < 2_000; i++) {
      const n = await ctx.database.db.execute(
        sql`select count(*)::int as n from entries where user_id = ${alice.id}`,
      );
      if ((n.rows[0] as { n: number }).n > 0) break;
      await new Promise((r) => setImmediate(r));
    }
    const other = await bob.get('/api/entries');
    expect(other.statusCode).toBe(200);
    expect(importDone).toBe(false);
    // A second import of the same account while the first runs: 409 with a message.
    const second = await alice.post('/api/user/import', { entries: manyEntries(1) });
    expect(errorBody(second)).toMatchObject({
      status: 409,
      error: 'An import is already running for your account. Try again when it has finished.',
    });
    const res = await running;
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.json().imported.entries).toBe(8_000);
    // Imported history pays nothing, yet counts toward achievements' progress.
    expect((await alice.get('/api/user')).json().points).toBe(pointsBefore);
    const achievements = (await alice.get('/api/user/achievements')).json() as {
      id: string;
      progress: number;
      total: number;
    }[];
    const connoisseur = achievements.find((a) => a.id === 'journal_master');
    expect(connoisseur?.total).toBeGreaterThan(0);
    expect(connoisseur?.progress).toBe(connoisseur?.total);
    // The lock is gone: the next import runs (and skips what is already there).
    const again = await alice.post('/api/user/import', { entries: manyEntries(3) });
    expect(again.json()).toMatchObject({ imported: { entries: 0 }, skipped: 3 });
  }, 120_000);

  it('a file over the size limit gets 413 with a clear message', async () => {
    const alice = await signUp(ctx);
    const huge = JSON.stringify({ entries: [{ notes: 'x'.repeat(21 * 1024 * 1024) }] });
    const res = await alice.sendAs('application/json', 'POST', '/api/user/import', huge);
    expect(errorBody(res)).toMatchObject({
      status: 413,
      error: 'This file is too large to import: at most 20 MB at a time',
    });
  });

  it('round-trips an export into another account (entries, favorites, stash, settings; never points)', async () => {
    const alice = await signUp(ctx);
    const rows = await addEntries(ctx, alice.id, 4);
    await ctx.database.db
      .insert(wishlistItems)
      .values({ userId: alice.id, strainName: 'Gelato', quantity: 3.5 });
    const { favorites } = await import('../../src/server/db/schema.js');
    await ctx.database.db.insert(favorites).values({ userId: alice.id, entryId: rows[1].id });
    await alice.put('/api/user/settings', {
      notifications: { loginReminders: false, newFeatures: true, pointsUpdates: true },
      display: { colorTheme: 'sativa', darkMode: true, compactView: true },
      privacy: { showActivity: false, allowDataCollection: true },
    });
    const exported = (await alice.get('/api/user/export?format=json')).json();

    const bob = await signUp(ctx);
    const before = (await bob.get('/api/user')).json().points;
    const res = await bob.post('/api/user/import', exported);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      imported: { entries: 4, favorites: 1, stash: 1, settings: true },
      rejected: [],
      skipped: 0,
    });
    const again = (await bob.get('/api/user/export?format=json')).json();
    const strip = (e: Record<string, unknown>) => {
      const { id: _i, updatedAt: _u, ...rest } = e;
      return rest;
    };
    expect(again.entries.map(strip)).toEqual(exported.entries.map(strip));
    expect(again.settings).toEqual(exported.settings);
    expect(again.stash[0]).toMatchObject({ strainName: 'Gelato', quantity: 3.5 });
    expect(again.favorites).toHaveLength(1);
    expect((await bob.get('/api/user')).json().points).toBe(before);

    // A second import of the same file adds nothing new.
    const twice = (await bob.post('/api/user/import', exported)).json();
    expect(twice.imported.entries).toBe(0);
    expect(twice.skipped).toBe(4);
  });

  it('refuses a file with a bad item, says which and why, and changes nothing', async () => {
    const alice = await signUp(ctx);
    const res = await alice.post('/api/user/import', {
      entries: [
        {
          strainName: 'Good',
          strainType: 'indica',
          method: 'joint',
          dosage: '1 g',
          overallRating: 4,
          effects: [],
        },
        { strainName: '', strainType: 'indica', method: 'joint', dosage: '1 g', overallRating: 4 },
        { strainName: 'Bad rating', strainType: 'indica', method: 'joint', dosage: '1 g', overallRating: 9 },
        {
          strainName: 'Bad effect',
          strainType: 'indica',
          method: 'joint',
          dosage: '1 g',
          overallRating: 3,
          effects: ['flying'],
        },
        { strainName: 'No rating', strainType: 'indica', method: 'joint', dosage: '1 g' },
      ],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('Nothing was imported: 4 items need fixing');
    expect(body.code).toBe('import_refused');
    expect(body.rejected).toEqual([
      { kind: 'entry', index: 1, reason: 'Strain name is required' },
      { kind: 'entry', index: 2, reason: 'Overall rating must be from 1 to 5 in steps of 0.5 (Bad rating)' },
      { kind: 'entry', index: 3, reason: 'Please choose effects from the list (Bad effect)' },
      // The edit form's rule and its message: a missing rating is said to be missing.
      { kind: 'entry', index: 4, reason: 'Overall rating is required (No rating)' },
    ]);
    const left = await ctx.database.db.execute(
      sql`select count(*)::int as n from entries where user_id = ${alice.id}`,
    );
    expect((left.rows[0] as { n: number }).n).toBe(0);
  });

  it('refuses files that are not exports, with a clear message', async () => {
    const alice = await signUp(ctx);
    expect((await alice.post('/api/user/import', { hello: 'world' })).json()).toMatchObject({
      error: 'This file has nothing to import',
    });
    expect((await alice.post('/api/user/import', { format: 'other', entries: [] })).json()).toMatchObject({
      error: 'This is not a Strain Journal export',
    });
    expect((await alice.post('/api/user/import', { entries: 'nope' })).json()).toMatchObject({
      error: 'entries must be a list',
    });
  });

  it('imports spreadsheet rows mapped on the client', async () => {
    const { rowToEntry, guessMapping } = await import('../../src/shared/import.js');
    const headers = ['Date', 'Strain', 'Type', 'Rating', 'Effects', 'Comments'];
    const mapping = guessMapping(headers);
    const rows = [
      ['2026-01-03', 'Blue Dream', 'Hybrid', '4.2', 'happy; relaxed', 'lovely'],
      ['2026-01-04', 'Sour Diesel', '', '5', '', ''],
    ].map((r) => rowToEntry(r, mapping));
    expect(rows[0]).toMatchObject({
      strainName: 'Blue Dream',
      strainType: 'hybrid',
      overallRating: 4,
      effects: ['happy', 'relaxed'],
    });
    const alice = await signUp(ctx);
    const res = await alice.post('/api/user/import', { entries: rows });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imported.entries).toBe(2);
  });
});

describe('a staff search reads the notes it matches (issue 55)', () => {
  it("an admin's search that matches a private note on another page is in the author's access log", async () => {
    const admin = await signUp(ctx, { role: 'admin', username: 'adm-search' });
    const alice = await signUp(ctx);
    const quiet = { allowManagerAccess: false, strainName: 'Blue Dream', productType: 'flower' } as const;
    await addEntries(ctx, alice.id, 3, { ...quiet, notes: 'nothing to see' });
    await addEntries(ctx, alice.id, 1, { ...quiet, notes: 'my secret diagnosis' });
    // Asked for page 2 of a one-entry answer: no note is on the page, and only the count would tell.
    const miss = await admin.get(`/api/admin/entries?user=${alice.username}&q=lottery&page=2`);
    expect(miss.headers['x-total-count']).toBe('0');
    expect((await alice.get('/api/user/access-log')).json()).toEqual([]);

    const hit = await admin.get(`/api/admin/entries?user=${alice.username}&q=diagnosis&page=2`);
    expect(hit.statusCode).toBe(200);
    expect(hit.json()).toEqual([]);
    expect(hit.headers['x-total-count']).toBe('1');
    const log = (await alice.get('/api/user/access-log')).json();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ reader: 'adm-search' });
  });

  it("a manager's search never logs (or matches) a note without consent", async () => {
    const manager = await signUp(ctx, { role: 'manager' });
    const alice = await signUp(ctx);
    await addEntries(ctx, alice.id, 1, {
      allowManagerAccess: false,
      strainName: 'Blue Dream',
      notes: 'Blue Dream for my secret',
    });
    const res = await manager.get(`/api/manager/entries?q=secret`);
    expect(res.headers['x-total-count']).toBe('0');
    expect((await alice.get('/api/user/access-log')).json()).toEqual([]);
  });
});
