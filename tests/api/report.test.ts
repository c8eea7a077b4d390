import { describe, expect, it } from 'vitest';
import {
  REPORT_BAD_DATE,
  REPORT_BAD_NOTES,
  REPORT_FROM_AFTER_TO,
  REPORT_TOO_LONG,
} from '../../src/shared/report.js';
import { type Client, chooseTimeZone, logEntry, setupApp, signUp } from '../support/app.js';

const ctx = setupApp();

/** The report for `query` (`?from=…&to=…`, `?notes=true` or none), insisting it was answered. */
async function reportFor(client: Client, query = '') {
  const res = await client.get(`/api/report${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/report', () => {
  it('counts sessions, active days, products, methods and ranks strains in the period', async () => {
    const alice = await signUp(ctx);
    ctx.clock.set('2026-06-01T12:00:00Z');
    await logEntry(alice, { strainName: 'Old Timer' }); // before the period
    ctx.clock.set('2026-06-10T09:00:00Z');
    await logEntry(alice, { strainName: 'Blue Dream', overallRating: 3, notes: 'Calm evening' });
    await logEntry(alice, { strainName: 'blue dream', overallRating: 5, method: 'vaporizer' });
    ctx.clock.set('2026-06-12T09:00:00Z');
    const sour = { strainName: 'Sour Diesel', strainType: 'sativa', productType: 'edible', method: 'edible' };
    await logEntry(alice, { ...sour, overallRating: 5 });
    await logEntry(alice, { ...sour, overallRating: 4 });

    const res = await alice.get('/api/report?from=2026-06-05&to=2026-06-15');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({
      from: '2026-06-05',
      to: '2026-06-15',
      includeNotes: false,
      sessions: 4,
      activeDays: 2,
      relief: [],
      labels: [],
    });
    expect(report.products).toEqual([
      { name: 'edible', count: 2 },
      { name: 'flower', count: 2 },
    ]);
    expect(report.methods).toEqual([
      { name: 'edible', count: 2 },
      { name: 'joint', count: 1 },
      { name: 'vaporizer', count: 1 },
    ]);
    expect(report.topStrains).toEqual([
      { strainName: 'Sour Diesel', strainType: 'sativa', sessions: 2, averageRating: 4.5 },
      { strainName: 'blue dream', strainType: 'hybrid', sessions: 2, averageRating: 4 },
    ]);
    expect(report).not.toHaveProperty('notes');
    expect(res.body).not.toContain('Calm evening');
    expect(res.body).not.toContain('Old Timer');
  });

  it('counts sessions on their day of use, with relief per symptom and the label data', async () => {
    const alice = await signUp(ctx);
    ctx.clock.set('2026-06-20T09:00:00Z');
    // Written on the 20th, taken on the 9th: in the period.
    await logEntry(alice, {
      consumedAt: '2026-06-09T22:00:00Z',
      outcomes: [
        { symptom: 'insomnia', before: 8, after: 2 },
        { symptom: 'pain', before: 5, after: null },
      ],
      brand: 'Good Farms',
      thcPercent: 20.5,
    });
    await logEntry(alice, {
      consumedAt: '2026-06-10T22:00:00Z',
      outcomes: [{ symptom: 'insomnia', before: 7, after: 4 }],
      brand: 'Good Farms',
      thcPercent: 18,
      cbdPercent: 1,
    });
    await logEntry(alice, { strainName: 'Taken later' }); // the 20th: after the period
    const report = await reportFor(alice, '?from=2026-06-05&to=2026-06-15');
    expect(report).toMatchObject({
      sessions: 2,
      activeDays: 2,
      relief: [{ symptom: 'insomnia', sessions: 2, averageBefore: 7.5, averageAfter: 3 }],
      labels: [{ strainName: 'Blue Dream', brand: 'Good Farms', thcPercent: 18, cbdPercent: 1 }],
    });
  });

  it('includes notes only when asked', async () => {
    const alice = await signUp(ctx);
    await logEntry(alice, { notes: '  Helped me sleep  ' });
    await logEntry(alice, { notes: '' });
    const report = await reportFor(alice, '?notes=true');
    expect(report.includeNotes).toBe(true);
    expect(report.notes).toEqual([{ day: '2026-06-15', strainName: 'Blue Dream', text: 'Helped me sleep' }]);
  });

  it('covers the last 30 days by default, today included', async () => {
    const alice = await signUp(ctx);
    ctx.clock.set('2026-05-16T12:00:00Z');
    await logEntry(alice); // 31st day back: outside
    ctx.clock.set('2026-05-17T12:00:00Z');
    await logEntry(alice); // 30th day back: inside
    ctx.clock.set('2026-06-15T12:00:00Z');
    await logEntry(alice);
    const report = await reportFor(alice);
    expect(report).toMatchObject({ from: '2026-05-17', to: '2026-06-15', sessions: 2, activeDays: 2 });
  });

  it('reads days in the account time zone', async () => {
    const alice = await signUp(ctx);
    ctx.clock.set('2026-06-10T23:30:00Z'); // already 11 June in Berlin
    await logEntry(alice);
    const utc = await reportFor(alice, '?from=2026-06-11&to=2026-06-11');
    expect(utc.sessions).toBe(0);
    await chooseTimeZone(alice, 'Europe/Berlin');
    const berlin = await reportFor(alice, '?from=2026-06-11&to=2026-06-11');
    expect(berlin).toMatchObject({ sessions: 1, timeZone: 'Europe/Berlin' });
  });

  it('never counts another user', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    await logEntry(bob, { strainName: 'Secret Bob Kush', notes: 'bob private' });
    const res = await alice.get('/api/report?notes=true');
    expect(res.json()).toMatchObject({ sessions: 0, activeDays: 0, topStrains: [], notes: [] });
    expect(res.body).not.toContain('Bob');
  });

  it('refuses bad periods with a message', async () => {
    const alice = await signUp(ctx);
    const cases: [string, string][] = [
      ['from=2026-06-10&to=2026-06-01', REPORT_FROM_AFTER_TO],
      ['from=2026-02-30&to=2026-03-01', REPORT_BAD_DATE],
      ['from=yesterday', REPORT_BAD_DATE],
      ['to=2026-6-1', REPORT_BAD_DATE],
      ['from=2025-01-01&to=2026-01-02', REPORT_TOO_LONG],
      ['notes=yes', REPORT_BAD_NOTES],
    ];
    for (const [query, error] of cases) {
      const res = await alice.get(`/api/report?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ error });
    }
    // 366 days, both ends included, is the longest allowed (2024 is a leap year).
    expect((await alice.get('/api/report?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
    expect((await alice.get('/api/report?from=2024-01-01&to=2025-01-01')).statusCode).toBe(400);
  });

  it('is for signed-in regular users', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/report' })).statusCode).toBe(401);
    const manager = await signUp(ctx, { role: 'manager' });
    expect((await manager.get('/api/report')).statusCode).toBe(403);
  });
});
