import { describe, expect, it } from 'vitest';
import { entrySchema } from '../../src/shared/entries.js';
import { guessMapping, rowToEntry } from '../../src/shared/import.js';
import { reliefInsightSchema, SESSION_MESSAGES, SYMPTOMS } from '../../src/shared/sessions.js';
import {
  type Client,
  entryBody,
  errorBody,
  fieldError,
  logEntry,
  setPrivacy,
  setupApp,
  signUp,
} from '../support/app.js';

const ctx = setupApp();

/** A full session: every new field set. */
const session = {
  consumedAt: '2026-06-15T09:30:00+02:00',
  outcomes: [
    { symptom: 'insomnia', before: 8, after: 3 },
    { symptom: 'anxiety', before: 6, after: null },
  ],
  onsetMinutes: 15,
  durationMinutes: 180,
  thcPercent: 21.5,
  cbdPercent: 0.5,
  thcMg: null,
  cbdMg: null,
  terpenes: ['myrcene', 'linalool'],
  brand: '  Good Farms ',
  source: 'Green Door Dispensary',
  price: 35.5,
};

async function created(client: Client, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/api/entries', entryBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('session fields on entries', () => {
  it('an entry without them reads back empty, taken when it was written', async () => {
    const alice = await signUp(ctx);
    const entry = await logEntry(alice);
    expect(entry).toMatchObject({
      consumedAt: ctx.clock.now().toISOString(),
      outcomes: [],
      onsetMinutes: null,
      durationMinutes: null,
      thcPercent: null,
      cbdPercent: null,
      thcMg: null,
      cbdMg: null,
      terpenes: [],
      brand: null,
      source: null,
      price: null,
    });
    const read = (await alice.get(`/api/entries/${entry.id}`)).json();
    expect(entrySchema.strict().parse(read)).toEqual(read);
    expect(read.consumedAt).toBe(entry.createdAt);
  });

  it('stores a whole session and answers it on every read', async () => {
    const alice = await signUp(ctx);
    const entry = await created(alice, session);
    const expected = {
      ...session,
      consumedAt: '2026-06-15T07:30:00.000Z',
      brand: 'Good Farms',
      terpenes: ['myrcene', 'linalool'],
    };
    expect(entry).toMatchObject(expected);
    expect((await alice.get(`/api/entries/${entry.id}`)).json()).toMatchObject(expected);
    const [listed] = (await alice.get('/api/entries')).json();
    expect(listed).toMatchObject(expected);
    expect(entrySchema.strict().parse(listed)).toEqual(listed);
  });

  it('lists the journal by time of use, newest first', async () => {
    const alice = await signUp(ctx);
    const yesterday = await created(alice, { strainName: 'Yesterday', consumedAt: '2026-06-14T20:00:00Z' });
    const now = await created(alice, { strainName: 'Now' });
    const morning = await created(alice, { strainName: 'This morning', consumedAt: '2026-06-15T08:00:00Z' });
    const names = (await alice.get('/api/entries')).json().map((e: { id: number }) => e.id);
    expect(names).toEqual([now.id, morning.id, yesterday.id]);
  });

  it('accepts a time of use up to five minutes ahead of the server clock', async () => {
    const alice = await signUp(ctx);
    const soon = new Date(ctx.clock.now().getTime() + 4 * 60_000).toISOString();
    expect((await alice.post('/api/entries', entryBody({ consumedAt: soon }))).statusCode).toBe(201);
    const later = new Date(ctx.clock.now().getTime() + 6 * 60_000).toISOString();
    const res = await alice.post('/api/entries', entryBody({ consumedAt: later }));
    expect(errorBody(res)).toEqual(fieldError('consumedAt', SESSION_MESSAGES.consumedAtFuture));
  });

  const thirteen = [...SYMPTOMS, 'anxiety'].map((symptom) => ({ symptom, before: 5, after: null }));
  const badInput: Array<[string, Record<string, unknown>, string, string]> = [
    [
      'time before 2000',
      { consumedAt: '1999-12-31T23:59:00Z' },
      'consumedAt',
      SESSION_MESSAGES.consumedAtPast,
    ],
    [
      'time without offset',
      { consumedAt: '2026-06-15T10:00:00' },
      'consumedAt',
      SESSION_MESSAGES.consumedAtFormat,
    ],
    ['time that is not a time', { consumedAt: 'yesterday' }, 'consumedAt', SESSION_MESSAGES.consumedAtFormat],
    [
      'unknown symptom',
      { outcomes: [{ symptom: 'boredom', before: 5 }] },
      'outcomes.0.symptom',
      'Unknown symptom',
    ],
    [
      'level above 10',
      { outcomes: [{ symptom: 'pain', before: 11 }] },
      'outcomes.0.before',
      SESSION_MESSAGES.level,
    ],
    [
      'half a level',
      { outcomes: [{ symptom: 'pain', before: 2.5 }] },
      'outcomes.0.before',
      SESSION_MESSAGES.level,
    ],
    [
      'negative after',
      { outcomes: [{ symptom: 'pain', before: 2, after: -1 }] },
      'outcomes.0.after',
      SESSION_MESSAGES.level,
    ],
    [
      'missing before',
      { outcomes: [{ symptom: 'pain', after: 2 }] },
      'outcomes.0.before',
      SESSION_MESSAGES.level,
    ],
    [
      'a symptom twice',
      {
        outcomes: [
          { symptom: 'pain', before: 2 },
          { symptom: 'pain', before: 4 },
        ],
      },
      'outcomes.1.symptom',
      SESSION_MESSAGES.symptomOnce,
    ],
    ['thirteen symptoms', { outcomes: thirteen }, 'outcomes', SESSION_MESSAGES.symptomOnce],
    ['onset over 12 hours', { onsetMinutes: 721 }, 'onsetMinutes', SESSION_MESSAGES.onset],
    ['negative onset', { onsetMinutes: -1 }, 'onsetMinutes', SESSION_MESSAGES.onset],
    ['fractional onset', { onsetMinutes: 1.5 }, 'onsetMinutes', SESSION_MESSAGES.onset],
    ['duration over a day', { durationMinutes: 1441 }, 'durationMinutes', SESSION_MESSAGES.duration],
    ['THC over 100%', { thcPercent: 100.01 }, 'thcPercent', SESSION_MESSAGES.thcPercent],
    ['THC with three decimals', { thcPercent: 12.345 }, 'thcPercent', SESSION_MESSAGES.thcPercent],
    ['negative CBD', { cbdPercent: -1 }, 'cbdPercent', SESSION_MESSAGES.cbdPercent],
    [
      'THC over 10000 mg',
      { thcMg: 10_001 },
      'thcMg',
      'THC must be from 0 to 10000 mg with at most 3 decimals',
    ],
    ['CBD as text', { cbdMg: '10' }, 'cbdMg', SESSION_MESSAGES.cbdMg],
    ['THC mg with four decimals', { thcMg: 2.0005 }, 'thcMg', SESSION_MESSAGES.thcMg],
    ['unknown terpene', { terpenes: ['menthol'] }, 'terpenes.0', 'Unknown terpene'],
    ['long brand', { brand: 'b'.repeat(101) }, 'brand', 'Brand must be at most 100 characters'],
    ['long source', { source: 's'.repeat(101) }, 'source', 'Source must be at most 100 characters'],
    ['price over 100000', { price: 100_000.01 }, 'price', SESSION_MESSAGES.price],
    ['price with three decimals', { price: 1.234 }, 'price', SESSION_MESSAGES.price],
    ['negative price', { price: -1 }, 'price', SESSION_MESSAGES.price],
  ];

  it.each(badInput)('refuses %s on create and edit, naming the field', async (_, body, field, message) => {
    const alice = await signUp(ctx);
    const res = await alice.post('/api/entries', entryBody(body));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: message, code: 'validation', field });
    const entry = await logEntry(alice);
    const edit = await alice.put(`/api/entries/${entry.id}`, { ...entryBody(body), productType: undefined });
    expect(edit.statusCode, edit.body).toBe(400);
    expect(edit.json()).toEqual({ error: message, code: 'validation', field });
    expect((await alice.get('/api/entries')).json()).toHaveLength(1);
  });

  it('accepts the edges of every range', async () => {
    const alice = await signUp(ctx);
    const edges = {
      consumedAt: '2000-01-01T00:00:00Z',
      outcomes: SYMPTOMS.map((symptom, i) => ({ symptom, before: i % 11, after: 10 - (i % 11) })),
      onsetMinutes: 720,
      durationMinutes: 1440,
      thcPercent: 100,
      cbdPercent: 0,
      thcMg: 10_000,
      cbdMg: 0.5,
      terpenes: ['nerolidol', 'myrcene', 'myrcene'], // kept once each, in the list's order
      brand: 'b'.repeat(100),
      source: '',
      price: 100_000,
    };
    const entry = await created(alice, edges);
    // Labels as printed: two decimals for percents.
    for (const label of [
      { thcPercent: 99.99, cbdPercent: 0.01 },
      { thcPercent: 0.05, cbdPercent: 0.05 },
    ])
      expect(await created(alice, label)).toMatchObject(label);
    expect(entry).toMatchObject({
      ...edges,
      consumedAt: '2000-01-01T00:00:00.000Z',
      source: null,
      terpenes: ['myrcene', 'nerolidol'],
    });
    expect((await created(alice, { price: 0.1 + 0.2 })).price).toBeCloseTo(0.3);
  });

  it('an edit keeps session fields it leaves out, clears those sent as null, and fills in "after"', async () => {
    const alice = await signUp(ctx);
    const entry = await created(alice, session);
    const { productType: _p, ...base } = entryBody();
    const kept = (await alice.put(`/api/entries/${entry.id}`, { ...base, overallRating: 4.5 })).json();
    expect(kept).toMatchObject({
      overallRating: 4.5,
      outcomes: session.outcomes,
      brand: 'Good Farms',
      price: 35.5,
    });

    const followedUp = await alice.put(`/api/entries/${entry.id}`, {
      ...base,
      outcomes: [
        { symptom: 'insomnia', before: 8, after: 3 },
        { symptom: 'anxiety', before: 6, after: 2 },
      ],
      brand: null,
      terpenes: null,
      consumedAt: null,
    });
    expect(followedUp.statusCode, followedUp.body).toBe(200);
    expect(followedUp.json()).toMatchObject({
      outcomes: [
        { symptom: 'insomnia', before: 8, after: 3 },
        { symptom: 'anxiety', before: 6, after: 2 },
      ],
      brand: null,
      terpenes: [],
      consumedAt: '2026-06-15T07:30:00.000Z',
      price: 35.5,
    });
  });

  it('pays the same points with or without a session (the completeness rule is unchanged)', async () => {
    const plain = await signUp(ctx);
    const rich = await signUp(ctx);
    const a = await logEntry(plain);
    const b = await created(rich, session);
    expect(b.pointsEarned).toBe(a.pointsEarned);
    expect((await rich.get('/api/user')).json().points).toBe((await plain.get('/api/user')).json().points);
  });
});

describe('GET /api/insights/relief', () => {
  const rated = (strainName: string, symptom: string, before: number, after: number | null, more = {}) => ({
    strainName,
    outcomes: [{ symptom, before, after }],
    ...more,
  });

  it('answers an empty list before any session is rated before and after', async () => {
    const alice = await signUp(ctx);
    await logEntry(alice);
    await logEntry(alice, rated('Blue Dream', 'pain', 7, null));
    const res = await alice.get('/api/insights/relief');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('averages relief per symptom and ranks only combinations with three sessions, as the symptom page does (issue 57)', async () => {
    const alice = await signUp(ctx);
    await logEntry(alice, rated('Northern Lights', 'insomnia', 8, 2, { method: 'vaporizer' }));
    await logEntry(alice, rated('northern lights', 'insomnia', 9, 4, { method: 'vaporizer' }));
    await logEntry(alice, rated('Northern Lights', 'insomnia', 8, 3, { method: 'vaporizer' }));
    await logEntry(alice, rated('Blue Dream', 'insomnia', 6, 4));
    await logEntry(alice, rated('Blue Dream', 'insomnia', 7, 4)); // two sessions: not ranked yet
    await logEntry(alice, rated('Sour Diesel', 'insomnia', 9, 0)); // one session: not in "best"
    await logEntry(alice, rated('Blue Dream', 'pain', 5, 4));
    await logEntry(alice, rated('Blue Dream', 'pain', 6, null)); // not rated after: not counted
    await logEntry(alice, rated('Gelato', 'nausea', 6, 4));
    await logEntry(alice, rated('Gelato', 'nausea', 6, 2));
    const bob = await signUp(ctx);
    for (let i = 0; i < 3; i++) await logEntry(bob, rated('Blue Dream', 'pain', 10, 0));

    const body = (await alice.get('/api/insights/relief')).json();
    expect(reliefInsightSchema.parse(body)).toEqual(body);
    expect(body).toEqual([
      {
        symptom: 'insomnia',
        sessions: 6,
        averageRelief: 5, // (6 + 5 + 5 + 2 + 3 + 9) / 6
        best: [
          {
            strainName: 'Northern Lights',
            productType: 'flower',
            method: 'vaporizer',
            sessions: 3,
            averageRelief: 5.3,
          },
        ],
        nearest: null,
      },
      // Nothing ranked: the combination nearest to it, so the screen can say what would unlock it.
      {
        symptom: 'nausea',
        sessions: 2,
        averageRelief: 3,
        best: [],
        nearest: { strainName: 'Gelato', productType: 'flower', method: 'joint', sessions: 2 },
      },
      {
        symptom: 'pain',
        sessions: 1,
        averageRelief: 1,
        best: [],
        nearest: { strainName: 'Blue Dream', productType: 'flower', method: 'joint', sessions: 1 },
      },
    ]);
  });

  it('keeps at most five combinations per symptom, and only the user signed in', async () => {
    const alice = await signUp(ctx);
    for (const [i, name] of ['A', 'B', 'C', 'D', 'E', 'F'].entries()) {
      for (let n = 0; n < 3; n++) await logEntry(alice, rated(name, 'stress', 9, i));
    }
    const [stress] = (await alice.get('/api/insights/relief')).json();
    expect(stress.best.map((b: { strainName: string }) => b.strainName)).toEqual(['A', 'B', 'C', 'D', 'E']);
    const bob = await signUp(ctx);
    expect((await bob.get('/api/insights/relief')).json()).toEqual([]);
    const manager = await signUp(ctx, { role: 'manager' });
    expect((await manager.get('/api/insights/relief')).statusCode).toBe(403);
  });
});

describe('managers see sessions only in aggregates', () => {
  async function people(n: number) {
    const list: Client[] = [];
    for (let i = 0; i < n; i++) list.push(await signUp(ctx));
    return list;
  }

  it('"Relief by symptom" counts only symptoms at least five people rated, without those who opted out', async () => {
    const crowd = await people(5);
    for (const [i, person] of crowd.entries()) {
      await logEntry(person, {
        outcomes: [
          { symptom: 'pain', before: 8, after: 8 - i },
          ...(i < 4 ? [{ symptom: 'nausea', before: 6, after: 1 }] : []),
        ],
        onsetMinutes: 10 * (i + 1),
        durationMinutes: 60,
      });
    }
    const manager = await signUp(ctx, { role: 'manager' });
    const res = await manager.get('/api/manager/relief');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        symptom: 'pain',
        users: 5,
        sessions: 5,
        averageBefore: 8,
        averageRelief: 2,
        averageOnsetMinutes: 30,
        averageDurationMinutes: 60,
      },
    ]);

    // One person withdraws consent: four people left, under the threshold.
    await setPrivacy(crowd[0], { allowDataCollection: false });
    const after = await manager.request({
      method: 'GET',
      url: '/api/manager/relief',
      headers: { 'cache-control': 'no-cache' },
    });
    expect(after.json()).toEqual([]);
    expect((await crowd[1].get('/api/manager/relief')).statusCode).toBe(403);
  });

  it("no manager list carries an entry's symptoms, levels or label data", async () => {
    const alice = await signUp(ctx);
    await logEntry(alice, { ...session, allowManagerAccess: true });
    const manager = await signUp(ctx, { role: 'manager' });
    const admin = await signUp(ctx, { role: 'admin' });
    for (const [who, url] of [
      [manager, '/api/manager/entries'],
      [admin, '/api/admin/entries'],
    ] as const) {
      const res = await who.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Blue Dream');
      for (const word of ['insomnia', 'outcomes', 'onsetMinutes', 'Good Farms', 'myrcene', 'Green Door'])
        expect(res.body, `${url} ${word}`).not.toContain(word);
    }
  });
});

describe('export and import carry sessions', () => {
  it('a JSON export imports back to the same entries', async () => {
    const alice = await signUp(ctx);
    await logEntry(alice, session);
    await logEntry(alice, { strainName: 'Plain' });
    const exported = (await alice.get('/api/user/export?format=json')).json();
    expect(exported.entries.find((e: { strainName: string }) => e.strainName === 'Blue Dream')).toMatchObject(
      {
        outcomes: session.outcomes,
        terpenes: session.terpenes,
      },
    );

    const bob = await signUp(ctx);
    const res = await bob.post('/api/user/import', { entries: exported.entries });
    expect(res.statusCode, res.body).toBe(200);
    const strip = ({ id: _i, userId: _u, updatedAt: _d, ...rest }: Record<string, unknown>) => rest;
    const mine = (await alice.get('/api/entries')).json().map(strip);
    const theirs = (await bob.get('/api/entries')).json().map(strip);
    expect(theirs).toEqual(mine);
  });

  it('a CSV export imports back to the same entries', async () => {
    const alice = await signUp(ctx);
    await logEntry(alice, { ...session, productType: 'edible', method: 'edible', thcMg: 10, cbdMg: 2.5 });
    await logEntry(alice, { strainName: 'Plain, "quoted"', notes: 'line one\nline two' });
    const csv = (await alice.get('/api/user/export?format=csv')).body;
    expect(csv).toContain('Symptoms (before > after)');
    expect(csv).toContain('insomnia 8 > 3; anxiety 6 > ?');

    // The browser's CSV reader (csv-parse), then the mapping the import screen guesses.
    const { parse } = await import('csv-parse/sync');
    const [headers, ...rows] = parse(csv.replace(/^\ufeff/, '')) as string[][];
    const mapping = guessMapping(headers);
    const bob = await signUp(ctx);
    const res = await bob.post('/api/user/import', {
      entries: rows.map((row) => rowToEntry(row, mapping, headers)),
    });
    expect(res.statusCode, res.body).toBe(200);
    const strip = ({ id: _i, userId: _u, updatedAt: _d, ...rest }: Record<string, unknown>) => rest;
    expect((await bob.get('/api/entries')).json().map(strip)).toEqual(
      (await alice.get('/api/entries')).json().map(strip),
    );
  });

  it('an import refuses a session taken in the future, and says which', async () => {
    const alice = await signUp(ctx);
    const res = await alice.post('/api/user/import', {
      entries: [entryBody({ consumedAt: '2030-01-01T00:00:00Z' })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().rejected).toEqual([
      { kind: 'entry', index: 0, reason: `${SESSION_MESSAGES.consumedAtFuture} (Blue Dream)` },
    ]);
  });
});

describe('the account currency', () => {
  it('is USD until chosen, takes an ISO 4217 code and refuses anything else', async () => {
    const alice = await signUp(ctx);
    expect((await alice.get('/api/user/currency')).json()).toEqual({ currency: 'USD', chosen: false });
    const set = await alice.put('/api/user/currency', { currency: 'eur' });
    expect(set.json()).toEqual({ currency: 'EUR', chosen: true });
    expect((await alice.get('/api/user/currency')).json()).toEqual({ currency: 'EUR', chosen: true });
    for (const currency of ['XYZ', 'EURO', '', 12]) {
      const res = await alice.put('/api/user/currency', { currency });
      expect(errorBody(res)).toMatchObject({
        status: 400,
        error: 'Choose a currency from the list',
        field: 'currency',
      });
    }
  });
});
