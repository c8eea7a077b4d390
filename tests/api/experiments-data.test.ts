import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { experimentSessions, experiments } from '../../src/server/db/schema.js';
import { type Client, entryBody, setupApp, signUp } from '../support/app.js';
import { PLAN as BASE_PLAN, BLUE, NORTHERN, productOf } from '../support/experiments.js';

const ctx = setupApp();

const PLAN = { ...BASE_PLAN, symptom: 'pain', dose: '2 puffs', timeOfDay: 'evening' };

/** Creates the plan and logs `days` days of it (relief 4 with A, 2 with B), ending on the day after. */
async function runDays(client: Client, days: number) {
  const created = await client.post('/api/experiments', PLAN);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  for (let d = 0; d < days; d++) {
    const { arm } = (await client.get(`/api/experiments/${id}`)).json().today;
    const res = await client.post(
      '/api/entries',
      entryBody({
        ...productOf(arm),
        experimentId: id,
        outcomes: [{ symptom: 'pain', before: 7, after: arm === 'A' ? 3 : 5 }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    ctx.clock.advance({ days: 1 });
  }
  return id;
}

const todayOf = () => ctx.clock.now().toISOString().slice(0, 10);

describe('experiments in the account’s documents', () => {
  it('the export holds the plan, the days come and the sessions, never a day to come; an import rebuilds it', async () => {
    const alice = await signUp(ctx);
    const id = await runDays(alice, 7);
    const exported = (await alice.get('/api/user/export?format=json')).json();
    expect(exported.experiments).toHaveLength(1);
    const [exp] = exported.experiments;
    expect(exp).toMatchObject({ id, symptom: 'pain', periodDays: 3, blocks: 3, status: 'running' });
    expect(exp).not.toHaveProperty('schedule');
    expect(exp).not.toHaveProperty('today');
    expect(exp.days).toHaveLength(8);
    expect(exp.days.every((d: { day: string }) => d.day <= todayOf())).toBe(true);
    expect(exp.sessions).toHaveLength(7);
    expect(exp.result.blocksCounted).toBe(1);

    const bob = await signUp(ctx);
    const imported = await bob.post('/api/user/import', exported);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().imported).toMatchObject({ entries: 7, experiments: 1 });
    const [mine] = (await bob.get('/api/experiments')).json();
    const again = (await bob.get(`/api/experiments/${mine.id}`)).json();
    // The same days with the same products, the same sessions and the same answer.
    expect(again.days).toEqual((await alice.get(`/api/experiments/${id}`)).json().days);
    expect(again.adherence).toEqual({ daysLogged: 7, daysSoFar: 7, daysPlanned: 18 });
    expect(again.result).toEqual(exp.result);

    // The same file again brings nothing twice.
    const twice = await bob.post('/api/user/import', exported);
    expect(twice.json().imported).toMatchObject({ entries: 0, experiments: 0 });
  }, 120_000);

  it('a bad experiment in an import refuses the file, saying which', async () => {
    const alice = await signUp(ctx);
    const res = await alice.post('/api/user/import', {
      experiments: [
        { ...PLAN, startsOn: '2026-06-01', washoutDays: 1, minimumDifference: 1, symptom: 'hiccups' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().rejected).toEqual([
      { kind: 'experiment', index: 0, reason: 'Pick the symptom the experiment is about' },
    ]);
  });

  it('erasing the account erases its experiments and their sessions', async () => {
    const alice = await signUp(ctx);
    await runDays(alice, 2);
    expect(
      await ctx.database.db.select().from(experiments).where(eq(experiments.userId, alice.id)),
    ).toHaveLength(1);
    const res = await alice.del('/api/user', { password: 'secret-pass' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ctx.database.db.select().from(experiments).where(eq(experiments.userId, alice.id))).toEqual(
      [],
    );
    expect(
      await ctx.database.db.select().from(experimentSessions).where(eq(experimentSessions.userId, alice.id)),
    ).toEqual([]);
  });

  it('the clinician report and its shared link show the protocol, adherence and the answer', async () => {
    const alice = await signUp(ctx);
    await runDays(alice, 12);
    const from = '2026-06-15';
    const to = todayOf();
    const report = (await alice.get(`/api/report?from=${from}&to=${to}`)).json();
    expect(report.experiments).toHaveLength(1);
    const [exp] = report.experiments;
    expect(exp).toMatchObject({
      symptom: 'pain',
      arms: [
        { arm: 'A', ...BLUE },
        { arm: 'B', ...NORTHERN },
      ],
      dose: '2 puffs',
      method: 'vaporizer',
      timeOfDay: 'evening',
      periodDays: 3,
      blocks: 3,
      washoutDays: 1,
      minimumDifference: 1,
      status: 'running',
      adherence: { daysLogged: 12, daysSoFar: 12, daysPlanned: 18 },
      result: { blocksCounted: 2, difference: 2, verdict: 'no-clear-winner' },
    });
    expect(exp.result.interval).toHaveLength(2);
    expect(exp).not.toHaveProperty('days');
    expect(exp).not.toHaveProperty('today');

    const share = await alice.post('/api/shares', { from, to });
    expect(share.statusCode, share.body).toBe(201);
    const shared = await ctx.app.inject({
      method: 'GET',
      url: share.json().url.replace('/shared/', '/api/shared/'),
      remoteAddress: '203.0.113.9',
    });
    expect(shared.json().experiments).toEqual(report.experiments);

    // The next day, with nothing written, the same period's report and link count the day just past.
    ctx.clock.advance({ days: 1 });
    const nextDay = (await alice.get(`/api/report?from=${from}&to=${to}`)).json();
    expect(nextDay.experiments[0].adherence).toEqual({ daysLogged: 12, daysSoFar: 13, daysPlanned: 18 });
    const sharedNextDay = await ctx.app.inject({
      method: 'GET',
      url: share.json().url.replace('/shared/', '/api/shared/'),
      remoteAddress: '203.0.113.9',
    });
    expect(sharedNextDay.json().experiments).toEqual(nextDay.experiments);

    // Stopping it shows on the report at once (the experiment's write gives the journal a new version).
    const [{ id }] = (await alice.get('/api/experiments')).json();
    expect((await alice.post(`/api/experiments/${id}/stop`)).statusCode).toBe(200);
    const after = (await alice.get(`/api/report?from=${from}&to=${to}`)).json();
    expect(after.experiments[0]).toMatchObject({
      status: 'stopped',
      result: { status: 'stopped', stoppedEarly: true },
    });
    // A report of a period before it began has none.
    expect((await alice.get('/api/report?from=2026-05-01&to=2026-06-14')).json().experiments).toEqual([]);
  }, 120_000);
});
