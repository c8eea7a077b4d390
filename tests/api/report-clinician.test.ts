import { describe, expect, it } from 'vitest';
import { REPORT_PROFILE_MESSAGES } from '../../src/shared/report.js';
import { type Client, errorBody, fieldError, setupApp, signUp } from '../support/app.js';
import { aliceInBerlinAndBob, anxiety, group, rated, taken } from '../support/relief.js';

const ctx = setupApp();

/** Opens a shared link without any account. */
const openShared = (url: string) =>
  ctx.app.inject({
    method: 'GET',
    url: url.replace('/shared/', '/api/shared/'),
    remoteAddress: '203.0.113.9',
  });

/**
 * Two weeks in Berlin, 19 October to 1 November 2026 (summer time ends on the 25th): sessions on its edges
 * in local time, THC in mg on most of them, one left open.
 */
async function twoWeeks(alice: Client) {
  // 00:30 on Monday 19 October in Berlin (still the 18th in UTC): in the period. 10 mg THC : 1 mg CBD.
  await taken(alice, '2026-10-18T22:30:00Z', [anxiety(7, 3)], { method: 'vaporizer', thcMg: 10, cbdMg: 1 });
  // 20 October: 4 mg : 4 mg (balanced), then 6 mg with no CBD given (profile unknown), by joint: 10 mg that day.
  await taken(alice, '2026-10-20T18:00:00Z', [anxiety(6, 3)], { method: 'vaporizer', thcMg: 4, cbdMg: 4 });
  await taken(alice, '2026-10-20T20:00:00Z', [anxiety(5, 3)], { thcMg: 6 });
  // 23:30 on Sunday 25 October, after the clocks went back: still the first week. 12 mg : 0.5 mg.
  await taken(alice, '2026-10-25T22:30:00Z', [anxiety(8, 3), rated('pain', 6, 2)], {
    method: 'vaporizer',
    thcMg: 12,
    cbdMg: 0.5,
  });
  // 27 October: 2 mg, its anxiety not rated after: counted as a session, not for relief.
  await taken(alice, '2026-10-27T12:00:00Z', [anxiety(6, null)], { thcMg: 2 });
  // 00:30 on Sunday 1 November in Berlin: a CBD-dominant edible by the percents, no mg known.
  await taken(alice, '2026-10-31T23:30:00Z', [anxiety(6, 6)], {
    productType: 'edible',
    method: 'edible',
    thcPercent: 1,
    cbdPercent: 10,
  });
  // 00:30 on Monday 2 November in Berlin: after the period.
  await taken(alice, '2026-11-01T23:30:00Z', [anxiety(9, 0)], { thcMg: 100 });
}

const EXPECTED = {
  symptoms: [
    {
      symptom: 'anxiety',
      sessions: 5, // reliefs 4, 3, 2, 5, 0
      averageRelief: 2.8,
      overTime: [
        { month: '2026-10', sessions: 4, averageRelief: 3.5 },
        { month: '2026-11', sessions: 1, averageRelief: 0 },
      ],
      byCannabinoid: [
        group('thc_dominant', 'THC-dominant', 2, 4.5, 0.7),
        group('balanced', 'Balanced THC:CBD', 1, 3, null),
        group('unknown', 'THC:CBD not recorded', 1, 2, null),
        group('cbd_dominant', 'CBD-dominant', 1, 0, null),
      ],
      byMethod: [
        group('vaporizer', 'Vaporizer', 3, 4, 1),
        group('joint', 'Joint', 1, 2, null),
        group('edible', 'Edible', 1, 0, null),
      ],
    },
    {
      symptom: 'pain',
      sessions: 1,
      averageRelief: 4,
      overTime: [{ month: '2026-10', sessions: 1, averageRelief: 4 }],
      byCannabinoid: [group('thc_dominant', 'THC-dominant', 1, 4, null)],
      byMethod: [group('vaporizer', 'Vaporizer', 1, 4, null)],
    },
  ],
  // 10 + 10 + 12 + 2 = 34 mg over 14 days; the highest day is the 25th.
  thc: {
    averageMgPerDay: 2.4,
    highestMgPerDay: 12,
    highestDay: '2026-10-25',
    sessionsWithMg: 5,
    sessionsWithoutMg: 1,
  },
  sessionsPerWeek: [
    { weekStart: '2026-10-19', sessions: 4 },
    { weekStart: '2026-10-26', sessions: 2 },
  ],
  profile: { displayName: 'Alex Doe', conditions: ['Chronic back pain', 'Anxiety'], language: null },
};

describe('the report for a clinician', () => {
  it('adds relief per symptom over time, by THC:CBD profile and by method, THC per day, sessions per week and who it is for', async () => {
    const { alice, bob } = await aliceInBerlinAndBob(ctx, '2026-11-10T12:00:00Z');
    await twoWeeks(alice);
    await taken(bob, '2026-10-20T12:00:00Z', [anxiety(9, 0)], { thcMg: 50 });
    const saved = await alice.put('/api/user/report-profile', {
      displayName: '  Alex Doe ',
      conditions: ['Chronic back pain', ' ', 'chronic back pain', 'Anxiety'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The setting's answer is the name and conditions; the report's profile adds the owner's language.
    expect(saved.json()).toEqual({ ...EXPECTED.profile, language: undefined });

    const res = await alice.get('/api/report?from=2026-10-19&to=2026-11-01');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.sessions).toBe(6);
    expect({
      symptoms: report.symptoms,
      thc: report.thc,
      sessionsPerWeek: report.sessionsPerWeek,
      profile: report.profile,
    }).toEqual(EXPECTED);

    // Its shared link shows the same report to someone without an account.
    const share = await alice.post('/api/shares', { from: '2026-10-19', to: '2026-11-01' });
    expect(share.statusCode, share.body).toBe(201);
    const shared = (await openShared(share.json().url)).json();
    expect(shared).toMatchObject(EXPECTED);

    // A name changed later shows on the link at once.
    await alice.put('/api/user/report-profile', { displayName: 'A. Doe', conditions: [] });
    expect((await openShared(share.json().url)).json().profile).toEqual({
      displayName: 'A. Doe',
      conditions: [],
      language: null,
    });
  });

  it('says nothing it does not know: no sessions, no THC, no name', async () => {
    ctx.clock.set('2026-11-10T12:00:00Z');
    const alice = await signUp(ctx);
    const report = (await alice.get('/api/report?from=2026-11-02&to=2026-11-08')).json();
    expect(report).toMatchObject({
      symptoms: [],
      thc: {
        averageMgPerDay: 0,
        highestMgPerDay: 0,
        highestDay: null,
        sessionsWithMg: 0,
        sessionsWithoutMg: 0,
      },
      sessionsPerWeek: [{ weekStart: '2026-11-02', sessions: 0 }],
      profile: { displayName: null, conditions: [] },
    });
    expect((await alice.get('/api/user/report-profile')).json()).toEqual({
      displayName: null,
      conditions: [],
    });
  });

  it('refuses a name or conditions too long, naming the field', async () => {
    const alice = await signUp(ctx);
    const put = (body: unknown) => alice.put('/api/user/report-profile', body);
    expect(errorBody(await put({ displayName: 'x'.repeat(101), conditions: [] }))).toEqual(
      fieldError('displayName', REPORT_PROFILE_MESSAGES.displayName),
    );
    expect(errorBody(await put({ conditions: Array.from({ length: 11 }, (_, i) => `c${i}`) }))).toEqual(
      fieldError('conditions', REPORT_PROFILE_MESSAGES.conditions),
    );
    expect(errorBody(await put({ conditions: ['x'.repeat(101)] }))).toEqual(
      fieldError('conditions.0', REPORT_PROFILE_MESSAGES.condition),
    );
    // Left out, both are cleared.
    expect((await put({})).json()).toEqual({ displayName: null, conditions: [] });
  });
});
