import { describe, expect, it } from 'vitest';
import { TOLERANCE_WEEKS_MESSAGE } from '../../src/shared/relief-rules.js';
import { toleranceSchema } from '../../src/shared/sessions.js';
import { chooseTimeZone, errorBody, fieldError, logEntry, setupApp, signUp } from '../support/app.js';
import { aliceInBerlinAndBob, anxiety, rated, taken } from '../support/relief.js';

const ctx = setupApp();

const week = (weekStart: string, sessions = 0, thcMg = 0, averageRelief: number | null = null) => ({
  weekStart,
  sessions,
  thcMg,
  averageRelief,
});

describe('GET /api/insights/tolerance', () => {
  it('sums THC and averages relief per Monday-to-Sunday week in the account zone, across the end of summer time', async () => {
    // Wednesday 4 November 2026; Berlin left summer time on Sunday 25 October.
    const { alice, bob } = await aliceInBerlinAndBob(ctx, '2026-11-04T10:00:00Z');
    // 23:30 on Sunday 18 October in Berlin: the week before the three asked for.
    await logEntry(alice, { consumedAt: '2026-10-18T21:30:00Z', thcMg: 50 });
    // 00:30 on Monday 19 October in Berlin (still Sunday in UTC).
    await taken(alice, '2026-10-18T22:30:00Z', [anxiety(6, 2)], { thcMg: 10 });
    // 23:30 on Sunday 25 October in Berlin, an hour after the clocks went back: the same week.
    await taken(alice, '2026-10-25T22:30:00Z', [anxiety(5, 4), rated('stress', 8, 2)], { thcMg: 2.5 });
    // 00:30 on Monday 26 October in Berlin: the next week; no THC known and no rated outcome.
    await taken(alice, '2026-10-25T23:30:00Z', [anxiety(5, null)]);
    // This week: 0.1 + 0.2 mg, and relief 0.
    await logEntry(alice, { consumedAt: '2026-11-03T11:00:00Z', thcMg: 0.1 });
    await taken(alice, '2026-11-03T13:00:00Z', [rated('pain', 7, 7)], { thcMg: 0.2 });
    // Bob's sessions count for nothing of Alice's.
    await logEntry(bob, { consumedAt: '2026-11-03T12:00:00Z', thcMg: 100 });

    const res = await alice.get('/api/insights/tolerance?weeks=3');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(toleranceSchema.strict().parse(body)).toEqual(body);
    expect(body).toEqual({
      weeks: [
        // Reliefs 4, 1 and 6: 3.7.
        week('2026-10-19', 2, 12.5, 3.7),
        week('2026-10-26', 1, 0, null),
        week('2026-11-02', 2, 0.3, 0),
      ],
      daysSinceLastSession: 1,
    });
  });

  it('covers twelve weeks unless asked, oldest first, each starting on a Monday', async () => {
    ctx.clock.set('2026-11-04T10:00:00Z');
    const alice = await signUp(ctx);
    const body = (await alice.get('/api/insights/tolerance')).json();
    expect(body.daysSinceLastSession).toBeNull();
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks[0]).toEqual(week('2026-08-17'));
    expect(body.weeks[11]).toEqual(week('2026-11-02'));
    for (const w of body.weeks) expect(new Date(`${w.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    expect((await alice.get('/api/insights/tolerance?weeks=52')).json().weeks).toHaveLength(52);
    expect((await alice.get('/api/insights/tolerance?weeks=1')).json().weeks).toEqual([week('2026-11-02')]);
  });

  it('counts the days since the last session in the account zone', async () => {
    ctx.clock.set('2026-11-04T10:00:00Z');
    const alice = await signUp(ctx);
    await chooseTimeZone(alice, 'Pacific/Auckland'); // 23:00 on 4 November there
    await logEntry(alice, { consumedAt: '2026-10-25T12:00:00Z' }); // 01:00 on 26 October
    expect((await alice.get('/api/insights/tolerance?weeks=1')).json().daysSinceLastSession).toBe(9);
  });

  it('refuses weeks outside 1 to 52, naming the field', async () => {
    const alice = await signUp(ctx);
    for (const weeks of ['0', '53', 'abc', '1.5', '-1', ''])
      expect(errorBody(await alice.get(`/api/insights/tolerance?weeks=${weeks}`)), weeks).toEqual(
        fieldError('weeks', TOLERANCE_WEEKS_MESSAGE),
      );
  });
});
