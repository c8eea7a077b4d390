import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { experiments } from '../../src/server/db/schema.js';
import {
  addToStash,
  type Client,
  chooseTimeZone,
  entryBody,
  errorBody,
  fieldError,
  setupApp,
  signUp,
} from '../support/app.js';
import { BLUE, NORTHERN, PLAN, productOf } from '../support/experiments.js';

const ctx = setupApp();

async function create(client: Client, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/api/experiments', { ...PLAN, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A session of `product` for the experiment, rated before and after on the symptom. */
function session(experimentId: number, product: { strainName: string; productType: string }, relief: number) {
  return entryBody({
    ...product,
    method: 'vaporizer',
    dosage: '0.3 g',
    experimentId,
    outcomes: [{ symptom: 'insomnia', before: 10, after: 10 - relief }],
  });
}

/** The refusal of a session on 2026-06-15 that is not `arm`'s product. */
const otherProductRefused = (arm: 'A' | 'B') =>
  fieldError(
    'strainName',
    `On 2026-06-15 your experiment is product ${arm}: ${productOf(arm).strainName} (Flower). Log that product, or log this session outside the experiment`,
  );

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  return out;
}

/** Days named anywhere in an answer ('YYYY-MM-DD' strings), besides the plan's own start and end. */
function daysNamed(body: string): string[] {
  return [...body.matchAll(/"(day|from|to)":"(\d{4}-\d{2}-\d{2})"/g)].map((m) => m[2]);
}

describe('a whole experiment, logged day by day', () => {
  it('18 days of 3-day periods in 3 blocks give the expected answer; no answer shows a day to come', async () => {
    const user = await signUp(ctx);
    await chooseTimeZone(user, 'UTC');
    const created = await create(user);
    expect(created).toMatchObject({
      startsOn: '2026-06-15',
      endsOn: '2026-07-02',
      periodDays: 3,
      blocks: 3,
      washoutDays: 1,
      minimumDifference: 1,
      status: 'running',
      today: { day: '2026-06-15', block: 1, dayOfPeriod: 1, washout: true, sessions: 0 },
      result: { status: 'collecting', blocksCounted: 0 },
    });
    // Today is the first day: the days already come are today's alone.
    expect(created.days).toEqual([{ ...created.days[0], day: '2026-06-15', sessions: 0, relief: null }]);
    const id = created.id;

    // Relief on counted days: A beats B by 2, 3 and 1 points in blocks 1, 2 and 3. Washout days are rated
    // wildly (10 for B, 0 for A) to show they are left out.
    const blockEdge = { 1: 2, 2: 3, 3: 1 } as Record<number, number>;
    const armsSeen: Array<{ day: string; arm: string; block: number }> = [];
    for (let d = 0; d < 18; d++) {
      const today = ctx.clock.now().toISOString().slice(0, 10);
      const got = await user.get(`/api/experiments/${id}`);
      expect(got.statusCode).toBe(200);
      const exp = got.json();
      expect(exp.today.day).toBe(today);
      // Only days already come, today included, are ever named.
      expect(exp.days.map((x: { day: string }) => x.day).every((x: string) => x <= today)).toBe(true);
      expect(daysNamed(got.body).every((x) => x <= today)).toBe(true);
      expect(keysOf(exp).has('schedule')).toBe(false);
      const list = await user.get('/api/experiments');
      expect(daysNamed(list.body).every((x) => x <= today)).toBe(true);
      expect(keysOf(list.json()).has('days')).toBe(false);

      const { arm, block, washout } = exp.today;
      armsSeen.push({ day: today, arm, block });
      const relief = washout ? (arm === 'A' ? 0 : 10) : arm === 'A' ? 2 + blockEdge[block] : 2;
      const logged = await user.post('/api/entries', session(id, productOf(arm), relief));
      expect(logged.statusCode, logged.body).toBe(201);
      expect(keysOf(logged.json()).has('schedule')).toBe(false);
      expect(daysNamed(logged.body).every((x) => x <= today)).toBe(true);
      ctx.clock.advance({ days: 1 });
    }

    // Balanced: each block has 3 days of A and 3 of B, one period each.
    for (const b of [1, 2, 3]) {
      const days = armsSeen.filter((x) => x.block === b);
      expect(days.filter((x) => x.arm === 'A')).toHaveLength(3);
      expect(days.filter((x) => x.arm === 'B')).toHaveLength(3);
      expect(new Set([days[0].arm, days[1].arm, days[2].arm]).size).toBe(1);
    }

    const final = (await user.get(`/api/experiments/${id}`)).json();
    expect(final.status).toBe('finished');
    expect(final.today).toBeNull();
    expect(final.days).toHaveLength(18);
    expect(final.adherence).toEqual({ daysLogged: 18, daysSoFar: 18, daysPlanned: 18 });
    // Differences 2, 3, 1: mean 2, s = 1, interval 2 ± 4.303/√3, P(A better) = T₂(2√3) = 0.9629.
    expect(final.result).toMatchObject({
      status: 'winner',
      verdict: 'winner',
      winner: 'A',
      blocksCounted: 3,
      missedPeriods: [],
      difference: 2,
      stoppedEarly: false,
    });
    expect(final.result.interval[0]).toBeCloseTo(-0.484, 2);
    expect(final.result.interval[1]).toBeCloseTo(4.484, 2);
    expect(final.result.probabilityABetter).toBeCloseTo(0.9629, 3);
    expect(final.result.summary).toMatch(/^Product A helped more: 2 points more relief a day/);
  }, 120_000);

  it('a missed period is listed and its block left out; adherence counts the days logged', async () => {
    const user = await signUp(ctx);
    const { id } = await create(user);
    for (let d = 0; d < 12; d++) {
      const exp = (await user.get(`/api/experiments/${id}`)).json();
      // Block 2 (days 7–12) is logged only on its first two days: its first period has one counted day
      // rated (the other is its washout), its second none.
      if (d < 8) {
        const res = await user.post('/api/entries', session(id, productOf(exp.today.arm), 3));
        expect(res.statusCode, res.body).toBe(201);
      }
      ctx.clock.advance({ days: 1 });
    }
    const exp = (await user.get(`/api/experiments/${id}`)).json();
    expect(exp.status).toBe('running');
    expect(exp.adherence).toEqual({ daysLogged: 8, daysSoFar: 12, daysPlanned: 18 });
    expect(exp.result.blocksCounted).toBe(1);
    expect(exp.result.status).toBe('collecting');
    expect(exp.result.missedPeriods).toEqual([
      { block: 2, arm: exp.days[6].arm, from: '2026-06-21', to: '2026-06-23', ratedDays: 1 },
      { block: 2, arm: exp.days[9].arm, from: '2026-06-24', to: '2026-06-26', ratedDays: 0 },
    ]);
  });
});

describe('the schedule', () => {
  it('is balanced per block, and its order varies across experiments', async () => {
    const user = await signUp(ctx);
    const symptoms = ['anxiety', 'stress', 'pain', 'insomnia', 'nausea', 'headache', 'fatigue', 'depression'];
    const schedules: string[] = [];
    for (const symptom of symptoms) {
      const { id } = await create(user, { symptom, blocks: 8 });
      const [row] = await ctx.database.db
        .select({ schedule: experiments.schedule })
        .from(experiments)
        .where(and(eq(experiments.id, id), eq(experiments.userId, user.id)));
      expect(row.schedule).toHaveLength(8);
      for (const order of row.schedule) expect(['AB', 'BA']).toContain(order);
      schedules.push(row.schedule.join(','));
    }
    // 64 independent draws: both orders appear, and the experiments do not all share one schedule.
    const all = schedules.join(',').split(',');
    expect(all).toContain('AB');
    expect(all).toContain('BA');
    expect(new Set(schedules).size).toBeGreaterThan(1);
  });
});

describe('logging a session for an experiment', () => {
  it('refuses the product that is not today’s, naming today’s', async () => {
    const user = await signUp(ctx);
    const exp = await create(user);
    const wrong = exp.today.arm === 'A' ? NORTHERN : BLUE;
    const right = productOf(exp.today.arm);
    const res = await user.post('/api/entries', session(exp.id, wrong, 2));
    expect(errorBody(res)).toEqual(otherProductRefused(exp.today.arm));
    // Nothing was written.
    expect((await user.get('/api/entries')).json()).toEqual([]);
    // A stash item of today's product counts as it.
    const item = await addToStash(user, { ...right, quantity: 3, quantityUnit: 'grams' });
    const fromStash = await user.post('/api/entries', {
      ...session(exp.id, right, 2),
      stashItemId: item.id,
    });
    expect(fromStash.statusCode, fromStash.body).toBe(201);
    expect((await user.get(`/api/experiments/${exp.id}`)).json().today.sessions).toBe(1);
  });

  it('an edit that makes a session the other product is refused as logging it was; other edits pass', async () => {
    const user = await signUp(ctx);
    const exp = await create(user);
    const right = productOf(exp.today.arm);
    const wrong = exp.today.arm === 'A' ? NORTHERN : BLUE;
    const logged = await user.post('/api/entries', session(exp.id, right, 2));
    expect(logged.statusCode, logged.body).toBe(201);
    const { id } = logged.json();
    const edit = (changes: object) =>
      user.put(`/api/entries/${id}`, { ...session(exp.id, right, 2), experimentId: undefined, ...changes });
    const edited = await edit(wrong);
    expect(errorBody(edited)).toEqual(otherProductRefused(exp.today.arm));
    expect((await user.get(`/api/entries/${id}`)).json()).toMatchObject(right);
    const noted = await edit({ notes: 'slept well' });
    expect(noted.statusCode, noted.body).toBe(200);
    expect((await user.get(`/api/experiments/${exp.id}`)).json().today.sessions).toBe(1);
  });

  it('refuses a day outside the experiment and another person’s experiment', async () => {
    const [me, other] = [await signUp(ctx), await signUp(ctx)];
    const later = await create(me, { startsOn: '2026-06-20' });
    expect(later).toMatchObject({ status: 'scheduled', today: null, days: [] });
    const early = await me.post('/api/entries', session(later.id, BLUE, 2));
    expect(errorBody(early)).toEqual(fieldError('experimentId', 'Your experiment has no day on 2026-06-15'));
    const theirs = await create(other);
    const res = await me.post('/api/entries', session(theirs.id, BLUE, 2));
    expect(errorBody(res)).toEqual(fieldError('experimentId', 'Pick one of your experiments'));
  });
});

describe('plans', () => {
  it('a bad plan is a 400 on its field that says what to fix', async () => {
    const user = await signUp(ctx);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ arms: [BLUE, { strainName: ' blue dream ', productType: 'flower' }] }, 'arms.1'],
      [{ symptom: 'hiccups' }, 'symptom'],
      [{ periodDays: 15 }, 'periodDays'],
      [{ periodDays: 2 }, 'periodDays'],
      [{ blocks: 9 }, 'blocks'],
      [{ blocks: 1 }, 'blocks'],
      [{ washoutDays: 2 }, 'washoutDays'],
      [{ arms: [BLUE] }, 'arms'],
      [{ startsOn: '2026-06-14' }, 'startsOn'],
      [{ arms: [BLUE, { stashItemId: 999999 }] }, 'arms.1.stashItemId'],
    ];
    for (const [overrides, field] of cases) {
      const res = await user.post('/api/experiments', { ...PLAN, ...overrides });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json(), JSON.stringify(overrides)).toMatchObject({ code: 'validation', field });
    }
    expect((await user.post('/api/experiments', { ...PLAN, periodDays: 2 })).json().error).toBe(
      'Each period needs at least 2 days that count after its washout: make the periods longer or set the washout to 0',
    );
    expect((await user.post('/api/experiments', { ...PLAN, startsOn: '2026-06-14' })).json().error).toBe(
      'An experiment starts today or later, never in the past',
    );
  });

  it('one active experiment per symptom: a second is a 409; once stopped, another may start', async () => {
    const user = await signUp(ctx);
    const first = await create(user);
    const again = await user.post('/api/experiments', PLAN);
    expect(errorBody(again)).toEqual(
      fieldError(
        'symptom',
        'You already have an experiment running for this symptom: stop it or let it finish first',
        409,
        'conflict',
      ),
    );
    const stopped = await user.post(`/api/experiments/${first.id}/stop`);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ status: 'stopped', stoppedOn: '2026-06-15', today: null });
    expect(stopped.json().result).toMatchObject({
      status: 'stopped',
      stoppedEarly: true,
      verdict: 'collecting',
    });
    expect(stopped.json().result.summary).toMatch(/^Stopped early/);
    await create(user);
  });

  it('edibles get 4-day periods by default; a stash item names its product', async () => {
    const user = await signUp(ctx);
    const item = await addToStash(user, {
      strainName: 'Sleepy Gummies',
      productType: 'edibles',
      quantity: 10,
    });
    const exp = await create(user, {
      arms: [{ stashItemId: item.id }, { strainName: 'Calm Chews', productType: 'edible' }],
      periodDays: undefined,
      method: 'edible',
    });
    expect(exp.periodDays).toBe(4);
    expect(exp.arms).toEqual([
      { arm: 'A', stashItemId: item.id, strainName: 'Sleepy Gummies', productType: 'edible' },
      { arm: 'B', stashItemId: null, strainName: 'Calm Chews', productType: 'edible' },
    ]);
  });

  it('extend adds blocks; delete removes the experiment and keeps its sessions as entries', async () => {
    const user = await signUp(ctx);
    const exp = await create(user);
    await user.post('/api/entries', session(exp.id, productOf(exp.today.arm), 2));
    const extended = await user.post(`/api/experiments/${exp.id}/extend`, { blocks: 2 });
    expect(extended.json()).toMatchObject({ blocks: 5, endsOn: '2026-07-14' });
    const tooMany = await user.post(`/api/experiments/${exp.id}/extend`, { blocks: 12 });
    expect(tooMany.json()).toMatchObject({ code: 'validation', field: 'blocks' });
    expect((await user.del(`/api/experiments/${exp.id}`)).statusCode).toBe(200);
    expect((await user.get(`/api/experiments/${exp.id}`)).statusCode).toBe(404);
    expect((await user.get('/api/entries')).json()).toHaveLength(1);
  });
});

describe('privacy', () => {
  it('another person’s experiment is a 404 to read, stop, extend or delete', async () => {
    const [me, other] = [await signUp(ctx), await signUp(ctx)];
    const theirs = await create(other);
    expect((await me.get(`/api/experiments/${theirs.id}`)).statusCode).toBe(404);
    expect((await me.post(`/api/experiments/${theirs.id}/stop`)).statusCode).toBe(404);
    expect((await me.post(`/api/experiments/${theirs.id}/extend`, { blocks: 1 })).statusCode).toBe(404);
    expect((await me.del(`/api/experiments/${theirs.id}`)).statusCode).toBe(404);
    expect((await me.get('/api/experiments')).json()).toEqual([]);
    expect((await other.get(`/api/experiments/${theirs.id}`)).json().status).toBe('running');
  });
});
