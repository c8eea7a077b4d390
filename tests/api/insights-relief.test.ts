import { describe, expect, it } from 'vitest';
import { symptomReliefSchema } from '../../src/shared/sessions.js';
import { type Client, chooseTimeZone, errorBody, setupApp, signUp } from '../support/app.js';
import { anxiety, group, type Outcome, rated, taken } from '../support/relief.js';

const ctx = setupApp();

/**
 * Six anxiety sessions rated before and after (reliefs 5, 3, 4, 1, 0, 7), written out of order, plus an
 * open one and one for another symptom that count for nothing: a row a session (when, what was rated, the
 * rest of its entry).
 */
// biome-ignore format: a table reads best a row a line
const SIX_SESSIONS: Array<[consumedAt: string, outcomes: Outcome[], details: Record<string, unknown>]> = [
  // S3, written first: the newest spelling of Blue Dream. THC mg without CBD mg: the percents decide.
  ['2026-04-02T18:00:00Z', [anxiety(6, 2)], { strainName: 'BLUE DREAM', method: 'vaporizer', thcMg: 10, thcPercent: 20, cbdPercent: 1, terpenes: ['myrcene', 'caryophyllene'] }],
  // S1: 4 mg THC to 1 mg CBD.
  ['2026-03-10T18:00:00Z', [anxiety(8, 3)], { strainName: 'Blue Dream', method: 'vaporizer', thcMg: 4, cbdMg: 1, terpenes: ['limonene', 'myrcene'] }],
  // S2: milligrams (8:8, balanced) win over percents (20:0.5, THC-dominant).
  ['2026-03-20T18:00:00Z', [anxiety(7, 4)], { strainName: 'blue dream ', method: 'vaporizer', thcMg: 8, cbdMg: 8, thcPercent: 20, cbdPercent: 0.5, terpenes: ['myrcene'] }],
  // S4: 5 mg THC to 10 mg CBD (0.5: balanced, and 5 mg is in the 5-to-10 band).
  ['2026-04-15T18:00:00Z', [anxiety(6, 5)], { strainName: 'Harlequin', strainType: 'sativa', productType: 'edible', method: 'edible', thcMg: 5, cbdMg: 10, terpenes: ['linalool'] }],
  // S5: 00:30 on 1 May in Berlin (still April in UTC); 20 mg THC to 50 mg CBD.
  ['2026-04-30T22:30:00Z', [anxiety(5, 5)], { strainName: 'ACDC', productType: 'other', method: 'tincture', thcMg: 20, cbdMg: 50 }],
  // S6: nothing on the label.
  ['2026-05-20T18:00:00Z', [anxiety(9, 2)], { strainName: 'Sour Diesel', strainType: 'sativa', terpenes: ['limonene'] }],
  // Not counted: no "after" yet, and another symptom.
  ['2026-05-21T18:00:00Z', [anxiety(9, null)], { strainName: 'Blue Dream', method: 'vaporizer' }],
  ['2026-05-22T18:00:00Z', [rated('stress', 9, 0)], { strainName: 'Blue Dream', method: 'vaporizer' }],
];

async function sixSessions(alice: Client) {
  for (const [consumedAt, outcomes, details] of SIX_SESSIONS)
    await taken(alice, consumedAt, outcomes, details);
}

describe('GET /api/insights/relief/{symptom}', () => {
  it('answers relief by strain, product, method, strain type, THC:CBD, terpene, dose and month', async () => {
    const alice = await signUp(ctx);
    await chooseTimeZone(alice, 'Europe/Berlin');
    await sixSessions(alice);

    const res = await alice.get('/api/insights/relief/anxiety');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(symptomReliefSchema.strict().parse(body)).toEqual(body);
    expect(body).toEqual({
      symptom: 'anxiety',
      sessions: 6,
      averageRelief: 3.3, // 20 / 6
      // Blue Dream, however written, is one strain labelled as last written; enough sessions lead.
      byStrain: [
        group('blue dream', 'BLUE DREAM', 3, 4, 1),
        group('sour diesel', 'Sour Diesel', 1, 7, null),
        group('harlequin', 'Harlequin', 1, 1, null),
        group('acdc', 'ACDC', 1, 0, null),
      ],
      // 5, 3, 4, 7: mean 4.75, sample deviation 1.71
      byProductType: [
        group('flower', 'Flower', 4, 4.8, 1.7),
        group('edible', 'Edible', 1, 1, null),
        group('other', 'Other', 1, 0, null),
      ],
      byMethod: [
        group('vaporizer', 'Vaporizer', 3, 4, 1),
        group('joint', 'Joint', 1, 7, null),
        group('edible', 'Edible', 1, 1, null),
        group('tincture', 'Tincture', 1, 0, null),
      ],
      // hybrid 5, 3, 4, 0: mean 3, deviation √(14/3) = 2.16; sativa 1, 7: mean 4, deviation √18 = 4.24
      byStrainType: [group('hybrid', 'Hybrid', 4, 3, 2.2), group('sativa', 'Sativa', 2, 4, 4.2)],
      byCannabinoid: [
        group('thc_dominant', 'THC-dominant', 2, 4.5, 0.7),
        group('balanced', 'Balanced THC:CBD', 2, 2, 1.4),
        group('unknown', 'THC:CBD not recorded', 1, 7, null),
        group('cbd_dominant', 'CBD-dominant', 1, 0, null),
      ],
      byTerpene: [
        group('myrcene', 'Myrcene', 3, 4, 1),
        group('limonene', 'Limonene', 2, 6, 1.4),
        group('caryophyllene', 'Caryophyllene', 1, 4, null),
        group('linalool', 'Linalool', 1, 1, null),
      ],
      byDose: [
        group('5_to_10', '5 to 10 mg THC', 2, 2, 1.4),
        group('unknown', 'THC mg not recorded', 1, 7, null),
        group('under_5', 'Under 5 mg THC', 1, 5, null),
        group('10_to_20', '10 to 20 mg THC', 1, 4, null),
        group('20_plus', '20 mg THC or more', 1, 0, null),
      ],
      // Months in Berlin: the session at 00:30 on 1 May counts for May.
      overTime: [
        { month: '2026-03', sessions: 2, averageRelief: 4 },
        { month: '2026-04', sessions: 2, averageRelief: 2.5 },
        { month: '2026-05', sessions: 2, averageRelief: 3.5 },
      ],
    });
  });

  it('ranks groups with enough sessions by relief, then the rest by sessions whatever their relief', async () => {
    const alice = await signUp(ctx);
    const at = (day: number) => `2026-05-${String(day).padStart(2, '0')}T12:00:00Z`;
    // Pipe: 3 sessions of 2. Bong: 3 sessions of 4, 5, 6. Joint: 2 sessions of 9. Edible: 1 of 10.
    let day = 1;
    for (const r of [2, 2, 2]) await taken(alice, at(day++), [anxiety(r, 0)], { method: 'pipe' });
    for (const r of [4, 5, 6]) await taken(alice, at(day++), [anxiety(r, 0)], { method: 'bong' });
    for (const r of [9, 9]) await taken(alice, at(day++), [anxiety(r, 0)], { method: 'joint' });
    await taken(alice, at(day++), [anxiety(10, 0)], { productType: 'edible', method: 'edible' });

    const { byMethod, sessions, averageRelief } = (await alice.get('/api/insights/relief/anxiety')).json();
    expect(byMethod).toEqual([
      group('bong', 'Bong', 3, 5, 1),
      group('pipe', 'Pipe', 3, 2, 0),
      group('joint', 'Joint', 2, 9, 0),
      group('edible', 'Edible', 1, 10, null),
    ]);
    expect({ sessions, averageRelief }).toEqual({ sessions: 9, averageRelief: 5.4 }); // 49 / 9
  });

  it('counts a worse "after" as negative relief', async () => {
    const alice = await signUp(ctx);
    for (const [before, after] of [
      [3, 5],
      [2, 5],
      [4, 4],
    ])
      await taken(alice, '2026-06-01T12:00:00Z', [anxiety(before, after)]);
    const body = (await alice.get('/api/insights/relief/anxiety')).json();
    // −2, −3, 0: mean −1.67, deviation 1.53
    expect(body.byStrain).toEqual([group('blue dream', 'Blue Dream', 3, -1.7, 1.5)]);
  });

  it("never counts another user's sessions, and a symptom without rated sessions is empty", async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    await sixSessions(bob);
    await taken(alice, '2026-06-01T12:00:00Z', [anxiety(6, 1)]);

    const mine = (await alice.get('/api/insights/relief/anxiety')).json();
    expect(mine.sessions).toBe(1);
    expect(mine.byStrain).toEqual([group('blue dream', 'Blue Dream', 1, 5, null)]);
    expect(mine.overTime).toEqual([{ month: '2026-06', sessions: 1, averageRelief: 5 }]);

    expect((await alice.get('/api/insights/relief/insomnia')).json()).toEqual({
      symptom: 'insomnia',
      sessions: 0,
      averageRelief: null,
      byStrain: [],
      byProductType: [],
      byMethod: [],
      byStrainType: [],
      byCannabinoid: [],
      byTerpene: [],
      byDose: [],
      overTime: [],
    });
  });

  it('an unknown symptom is not found, with a message', async () => {
    const alice = await signUp(ctx);
    const res = await alice.get('/api/insights/relief/happiness');
    expect(errorBody(res)).toEqual({ status: 404, error: 'Unknown symptom', code: 'not_found' });
  });

  it('keeps the existing GET /api/insights/relief answering per symptom', async () => {
    const alice = await signUp(ctx);
    await sixSessions(alice);
    const [first] = (await alice.get('/api/insights/relief')).json();
    expect(first).toMatchObject({ symptom: 'anxiety', sessions: 6, averageRelief: 3.3 });
  });
});
