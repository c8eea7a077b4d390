import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSymptomRelief } from '../../src/server/domain/insights/relief-by-symptom.js';
import {
  addToStash,
  type Client,
  chooseTimeZone,
  logEntry,
  setupAppLoggingQueries,
  signUp,
} from '../support/app.js';

/**
 * Relief by symptom, "what should I take now?", the report and a shared link are built once per version of
 * the user's journal and kept (decision 0074, issue 55): asked again, they read no entry from the database,
 * however big the journal. Whatever the answer depends on changes it: an entry written, the time zone, the
 * report's name, the period; the stash (which changes without a new version) is read every time. Counted
 * by the statements that read the entries table, never by time.
 */
const statements: string[] = [];
const ctx = setupAppLoggingQueries('_kept', (sql) => statements.push(sql));
beforeEach(() => {
  ctx.clock.set('2026-06-15T12:00:00Z');
});

const readsEntries = (sql: string) => /\b(from|join)\s+"?entries"?(\s|$|\))/i.test(sql);

/** The answer to `url`, and how many statements read entries while it was made. */
async function ask(client: Client, url: string) {
  statements.length = 0;
  const res = await client.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, entryReads: statements.filter(readsEntries).length };
}

async function journal(client: Client, n: number, from = 0) {
  for (let i = from; i < from + n; i++)
    await logEntry(client, {
      strainName: `Strain ${i % 3}`,
      productType: i % 2 ? 'pre-roll' : 'flower',
      consumedAt: `2026-06-${String(1 + (i % 14)).padStart(2, '0')}T23:30:00Z`,
      outcomes: [
        { symptom: 'anxiety', before: 8, after: 8 - (i % 5) },
        { symptom: 'pain', before: 6, after: i % 4 },
      ],
      thcMg: i % 3 ? 5 * (i % 4) : null,
      notes: `note ${i}`,
    });
}

describe('answers built from a journal are kept by its version', () => {
  it('relief by symptom: asked again it reads no entry; a new entry or time zone makes it anew', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    await journal(alice, 12);
    await journal(bob, 3);

    const first = await ask(alice, '/api/insights/relief/anxiety');
    expect(first.entryReads).toBeGreaterThan(0);
    // The same figures as built without keeping.
    expect(JSON.parse(first.body)).toEqual(
      JSON.parse(JSON.stringify(await getSymptomRelief(ctx.database.db, alice.id, 'anxiety', 'UTC'))),
    );
    const again = await ask(alice, '/api/insights/relief/anxiety');
    expect(again).toEqual({ body: first.body, entryReads: 0 });
    // Another symptom, or another user, is an answer of its own.
    expect((await ask(alice, '/api/insights/relief/pain')).entryReads).toBeGreaterThan(0);
    const bobs = await ask(bob, '/api/insights/relief/anxiety');
    expect(bobs.entryReads).toBeGreaterThan(0);
    expect(JSON.parse(bobs.body).sessions).toBe(3);

    // A new entry: read again, and counted.
    await journal(alice, 1, 12);
    const afterEntry = await ask(alice, '/api/insights/relief/anxiety');
    expect(afterEntry.entryReads).toBeGreaterThan(0);
    expect(JSON.parse(afterEntry.body).sessions).toBe(13);
    expect((await ask(alice, '/api/insights/relief/anxiety')).entryReads).toBe(0);

    // Another time zone: the months are read in it (12:30 UTC on 31 May is 1 June on Kiritimati).
    await logEntry(alice, {
      consumedAt: '2026-05-31T12:30:00Z',
      outcomes: [{ symptom: 'anxiety', before: 9, after: 1 }],
    });
    const utc = JSON.parse((await ask(alice, '/api/insights/relief/anxiety')).body);
    await chooseTimeZone(alice, 'Pacific/Kiritimati');
    const kiritimati = await ask(alice, '/api/insights/relief/anxiety');
    expect(kiritimati.entryReads).toBeGreaterThan(0);
    expect(JSON.parse(kiritimati.body)).toEqual(
      JSON.parse(
        JSON.stringify(await getSymptomRelief(ctx.database.db, alice.id, 'anxiety', 'Pacific/Kiritimati')),
      ),
    );
    expect(JSON.parse(kiritimati.body).overTime).not.toEqual(utc.overTime);
  });

  it('take now: the sessions are kept, the stash is read every time', async () => {
    const alice = await signUp(ctx);
    await journal(alice, 9);
    const { id } = await addToStash(alice, { strainName: 'Strain 1', productType: 'pre_rolls', quantity: 4 });

    const first = await ask(alice, '/api/insights/take-now?symptom=anxiety');
    expect(first.entryReads).toBeGreaterThan(0);
    expect(await ask(alice, '/api/insights/take-now?symptom=anxiety')).toEqual({
      body: first.body,
      entryReads: 0,
    });
    // Used up: no new journal version, yet the answer says so at once.
    const emptied = await alice.put(`/api/wishlist/${id}`, { currentAmount: 'empty' });
    expect(emptied.statusCode, emptied.body).toBe(200);
    const usedUp = await ask(alice, '/api/insights/take-now?symptom=anxiety');
    expect(usedUp).toEqual({ body: '[]', entryReads: 0 });
    const restocked = await alice.post(`/api/wishlist/${id}/restock`, { quantity: 2 });
    expect(restocked.statusCode, restocked.body).toBe(200);
    const before = JSON.parse((await ask(alice, '/api/insights/take-now?symptom=anxiety')).body);
    // A session of that strain and product: counted at once.
    await logEntry(alice, {
      strainName: 'strain 1',
      productType: 'pre-roll',
      outcomes: [{ symptom: 'anxiety', before: 9, after: 0 }],
    });
    const after = await ask(alice, '/api/insights/take-now?symptom=anxiety');
    expect(after.entryReads).toBeGreaterThan(0);
    expect(JSON.parse(after.body)[0].sessions).toBe(before[0].sessions + 1);
  });

  it('the report: kept per period; a new entry, the report’s name or another day makes it anew', async () => {
    const alice = await signUp(ctx);
    await journal(alice, 10);
    const url = '/api/report?notes=true';
    const first = await ask(alice, url);
    expect(first.entryReads).toBeGreaterThan(0);
    expect(JSON.parse(first.body).sessions).toBe(10);
    expect(await ask(alice, url)).toEqual({ body: first.body, entryReads: 0 });
    // Without notes, or over another period: answers of their own.
    expect((await ask(alice, '/api/report')).entryReads).toBeGreaterThan(0);
    expect((await ask(alice, '/api/report?from=2026-06-01&to=2026-06-07')).entryReads).toBeGreaterThan(0);

    const named = await alice.put('/api/user/report-profile', { displayName: 'A. Patient', conditions: [] });
    expect(named.statusCode, named.body).toBe(200);
    const afterName = await ask(alice, url);
    expect(afterName.entryReads).toBeGreaterThan(0);
    expect(JSON.parse(afterName.body).profile.displayName).toBe('A. Patient');

    await journal(alice, 1, 10);
    const afterEntry = await ask(alice, url);
    expect(afterEntry.entryReads).toBeGreaterThan(0);
    expect(JSON.parse(afterEntry.body).sessions).toBe(11);

    // The next day, "the last 30 days" are other days.
    ctx.clock.advance({ days: 1 });
    const tomorrow = await ask(alice, url);
    expect(tomorrow.entryReads).toBeGreaterThan(0);
    expect(JSON.parse(tomorrow.body).to).toBe('2026-06-16');
  });

  it('a shared link opened cold after its owner read the same report reads no entry', async () => {
    const alice = await signUp(ctx);
    await journal(alice, 6);
    const created = await alice.post('/api/shares', {
      from: '2026-05-17',
      to: '2026-06-15',
      includeNotes: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const own = await ask(alice, '/api/report?from=2026-05-17&to=2026-06-15&notes=true');
    statements.length = 0;
    const shared = await ctx.app.inject({ method: 'GET', url: `/api${created.json().url}` });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(statements.filter(readsEntries)).toEqual([]);
    const { share, ...report } = shared.json();
    expect(share.expiresAt).toEqual(expect.any(String));
    expect(report).toEqual(JSON.parse(own.body));
  });
});

describe('a big journal is read in pages, each from where the last ended', () => {
  it('counts every session when more than a page share one time with microseconds (a Date has none)', async () => {
    const alice = await signUp(ctx);
    // 2,100 sessions at one instant with microseconds (as a time the database gave, `now()`, has): the
    // second page starts at the first's last row, which a Date would have cut to the millisecond.
    await ctx.database.db.execute(sql`
      insert into entries (user_id, strain_name, strain_type, product_type, method, dosage, overall_rating,
        consumed_at, outcomes)
      select ${alice.id}, 'Strain ' || (g % 3), 'hybrid', 'flower', 'joint', '1 g', 4,
        timestamptz '2026-06-10 10:00:00.123456+00' + (g / 1500) * interval '0.000300 seconds',
        jsonb_build_array(jsonb_build_object('symptom', 'anxiety', 'before', 8, 'after', g % 8))
      from generate_series(1, 2100) g`);
    const report = JSON.parse((await ask(alice, '/api/report?from=2026-06-01&to=2026-06-15')).body);
    expect(report.sessions).toBe(2100);
    expect(report.symptoms[0]).toMatchObject({ symptom: 'anxiety', sessions: 2100 });
    const relief = JSON.parse((await ask(alice, '/api/insights/relief/anxiety')).body);
    expect(relief.sessions).toBe(2100);
    expect(relief.byStrain.map((g: { sessions: number }) => g.sessions)).toEqual([700, 700, 700]);
  });
});
