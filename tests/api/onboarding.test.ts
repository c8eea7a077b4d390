import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_MESSAGES } from '../../src/shared/onboarding.js';
import { SESSION_MESSAGES } from '../../src/shared/session-rules.js';
import {
  chooseTimeZone,
  entryBody,
  errorBody,
  fieldError,
  logEntry,
  setupApp,
  signIn,
  signUp,
} from '../support/app.js';

// The first day (issue 45, decision 0055): the introduction kept per account, "Welcome back" only for
// someone who has been here before, and the symptoms a person tracks.
const ctx = setupApp();

/** The call the app makes as it opens: the day's first one records the visit. */
async function visit(client: { post: (url: string) => Promise<{ statusCode: number; body: string }> }) {
  const res = await client.post('/api/user/visit');
  expect(res.statusCode, res.body).toBe(200);
}

const state = async (client: { get: (url: string) => Promise<{ json: () => unknown }> }) =>
  (await client.get('/api/user/onboarding')).json();

describe('the introduction', () => {
  it('is due for a new account, and once finished it is done on every device of the account', async () => {
    const alice = await signUp(ctx, { username: 'alice-intro' });
    expect(await state(alice)).toEqual({ done: false, returning: false });

    const finished = await alice.put('/api/user/onboarding', { done: true });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json()).toEqual({ done: true, returning: false });

    // A second device: a sign-in of its own, the same account.
    const phone = await signIn(ctx, 'alice-intro', 'secret-pass');
    expect(await state(phone)).toEqual({ done: true, returning: false });
    // Another account is not touched.
    const bob = await signUp(ctx);
    expect(await state(bob)).toEqual({ done: false, returning: false });
  });

  it('keeps the moment it was first finished: sending it again changes nothing', async () => {
    const alice = await signUp(ctx);
    await alice.put('/api/user/onboarding', { done: true });
    ctx.clock.advance({ hours: 3 });
    expect((await alice.put('/api/user/onboarding', { done: true })).statusCode).toBe(200);
    const rows = await ctx.database.db.execute(sql`select onboarded_at from users where id = ${alice.id}`);
    expect(new Date((rows.rows[0] as { onboarded_at: string }).onboarded_at).toISOString()).toBe(
      '2026-06-15T12:00:00.000Z',
    );
  });

  it('refuses anything but { done: true } with a message that says what to send', async () => {
    const alice = await signUp(ctx);
    for (const body of [{ done: false }, { done: 'yes' }, {}]) {
      expect(errorBody(await alice.put('/api/user/onboarding', body)), JSON.stringify(body)).toEqual(
        fieldError('done', ONBOARDING_MESSAGES.done),
      );
    }
    const extra = await alice.put('/api/user/onboarding', { done: true, role: 'admin' });
    expect(errorBody(extra)).toMatchObject({ status: 400, code: 'validation' });
    expect(await state(alice)).toEqual({ done: false, returning: false });
    const signedOut = await ctx.app.inject({ method: 'GET', url: '/api/user/onboarding' });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('a person has been here before', () => {
  it('once the account has an entry from an earlier day (its own: another account’s do not count)', async () => {
    const bob = await signUp(ctx);
    const alice = await signUp(ctx);
    // Entry and account ids that differ, so a query that confused them would be seen.
    for (let i = 0; i < 3; i++) await logEntry(bob);
    expect(await state(alice)).toEqual({ done: false, returning: false });
    // The first entry saved today is still the first day: no "Welcome back" yet (issue 57).
    await logEntry(alice);
    expect(await state(alice)).toEqual({ done: false, returning: false });
    ctx.clock.advance({ days: 1 });
    expect(await state(alice)).toEqual({ done: false, returning: true });
  });

  it('once an import brought entries in', async () => {
    const alice = await signUp(ctx);
    const res = await alice.post('/api/user/import', {
      entries: [{ ...entryBody(), createdAt: '2025-01-01T10:00:00.000Z' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await state(alice)) as object).toMatchObject({ returning: true });
  });

  it('on a later calendar day than the first visit, in the account’s own time zone', async () => {
    ctx.clock.set('2026-06-15T10:30:00Z'); // 22:30 in Auckland (winter, UTC+12)
    const alice = await signUp(ctx, { username: 'alice-nz' });
    await chooseTimeZone(alice, 'Pacific/Auckland');
    expect(await state(alice)).toEqual({ done: false, returning: false });
    await visit(alice);
    ctx.clock.set('2026-06-15T11:50:00Z'); // 23:50: still the same day there
    await visit(alice);
    expect(await state(alice)).toEqual({ done: false, returning: false });
    ctx.clock.set('2026-06-15T12:10:00Z'); // 00:10 on the 16th there, still the 15th in UTC
    expect(await state(alice)).toEqual({ done: false, returning: true });
    // A later visit does not move the first one.
    await visit(alice);
    expect(await state(alice)).toEqual({ done: false, returning: true });
  });

  it('not on the first day when the time zone chosen after the first visit is past midnight', async () => {
    // 23:30 UTC: the first visit is made while the account's zone is still UTC (the 15th)...
    ctx.clock.set('2026-06-15T23:30:00Z');
    const alice = await signUp(ctx);
    await visit(alice);
    // ...then the browser's zone is chosen: 08:30 on the 16th in Tokyo, the same first day there.
    await chooseTimeZone(alice, 'Asia/Tokyo');
    expect(await state(alice)).toEqual({ done: false, returning: false });
    ctx.clock.set('2026-06-16T15:10:00Z'); // 00:10 on the 17th in Tokyo
    expect(await state(alice)).toEqual({ done: false, returning: true });
  });

  it('not because the account was made long before its first visit', async () => {
    await signUp(ctx, { username: 'made-early' });
    // An account an admin made weeks before its person first signs in and opens the app.
    ctx.clock.advance({ days: 30 });
    const later = await signIn(ctx, 'made-early', 'secret-pass');
    await visit(later);
    expect(await state(later)).toEqual({ done: false, returning: false });
    ctx.clock.advance({ days: 1 });
    expect(await state(later)).toEqual({ done: false, returning: true });
  });

  it('before this change: the first daily-visit points give the first visit (migration 0020)', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    const never = await signUp(ctx);
    await ctx.database.db.execute(sql`
      insert into point_activities (user_id, activity_type, description, points_earned, created_at)
      values (${alice.id}, 'login', 'Daily visit', 5, '2026-03-01T23:30:00Z'),
             (${alice.id}, 'login', 'Daily visit', 5, '2026-05-01T10:00:00Z')`);
    await ctx.database.db.execute(sql`
      update users set first_visit_at = null, time_zone = 'Europe/Berlin', last_visit_day = '2026-06-01'
      where id = ${alice.id}`);
    await ctx.database.db.execute(
      sql`update users set first_visit_at = null, last_visit_day = '2026-06-10' where id = ${bob.id}`,
    );
    await ctx.database.db.execute(
      sql`update users set first_visit_at = null, last_visit_day = null where id = ${never.id}`,
    );
    const migration = readFileSync('src/server/db/migrations/0020_onboarding.sql', 'utf8');
    const backfill = migration.slice(migration.lastIndexOf('UPDATE "users"'));
    await ctx.database.db.execute(sql.raw(backfill));
    const rows = await ctx.database.db.execute(
      sql`select id, first_visit_at from users where id in (${alice.id}, ${bob.id}, ${never.id}) order by id`,
    );
    expect(
      rows.rows.map((r) => {
        const { id, first_visit_at: at } = r as { id: number; first_visit_at: string | Date | null };
        return { id, at: at && new Date(at).toISOString() };
      }),
    ).toEqual([
      { id: alice.id, at: '2026-03-01T23:30:00.000Z' },
      // No ledger row: the start of the last visit day, in the account's zone (UTC here).
      { id: bob.id, at: '2026-06-10T00:00:00.000Z' },
      { id: never.id, at: null },
    ]);
  });
});

describe('tracked symptoms', () => {
  it('start empty, are saved per account in the list’s own order, each once', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    expect((await alice.get('/api/user/tracked-symptoms')).json()).toEqual({ symptoms: [] });
    const saved = await alice.put('/api/user/tracked-symptoms', {
      symptoms: ['insomnia', 'anxiety', 'insomnia', 'pain'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ symptoms: ['anxiety', 'pain', 'insomnia'] });
    expect((await alice.get('/api/user/tracked-symptoms')).json()).toEqual({
      symptoms: ['anxiety', 'pain', 'insomnia'],
    });
    expect((await bob.get('/api/user/tracked-symptoms')).json()).toEqual({ symptoms: [] });
    expect((await alice.put('/api/user/tracked-symptoms', { symptoms: [] })).json()).toEqual({
      symptoms: [],
    });
  });

  it('refuse an unknown symptom or a list that is not one, naming the field, and keep what was saved', async () => {
    const alice = await signUp(ctx);
    await alice.put('/api/user/tracked-symptoms', { symptoms: ['stress'] });
    expect(
      errorBody(await alice.put('/api/user/tracked-symptoms', { symptoms: ['stress', 'boredom'] })),
    ).toEqual(fieldError('symptoms.1', SESSION_MESSAGES.symptom));
    expect(errorBody(await alice.put('/api/user/tracked-symptoms', { symptoms: 'stress' }))).toEqual(
      fieldError('symptoms', ONBOARDING_MESSAGES.symptoms),
    );
    expect(errorBody(await alice.put('/api/user/tracked-symptoms', {}))).toEqual(
      fieldError('symptoms', ONBOARDING_MESSAGES.symptoms),
    );
    expect((await alice.get('/api/user/tracked-symptoms')).json()).toEqual({ symptoms: ['stress'] });
  });
});
