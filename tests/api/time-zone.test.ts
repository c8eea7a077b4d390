import { describe, expect, it } from 'vitest';
import { chooseTimeZone, openApp, setupApp, signUp } from '../support/app.js';
import { standing } from '../support/progress.js';

const ctx = setupApp();

const visits = async (userId: number) =>
  (await standing(ctx, userId)).ledger.filter((r) => r.activityType === 'login');

describe('the account time zone decides the day (issue 12, finding 1)', () => {
  it('is a setting: not chosen at first, then chosen; a bad name is a 400 with a message', async () => {
    const alice = await signUp(ctx);
    expect((await alice.get('/api/user/time-zone')).json()).toEqual({ timeZone: 'UTC', chosen: false });
    const bad = await alice.put('/api/user/time-zone', { timeZone: 'Mars/Olympus_Mons' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Choose a time zone from the list');
    expect((await alice.put('/api/user/time-zone', { timeZone: 'Europe/Berlin' })).json()).toEqual({
      timeZone: 'Europe/Berlin',
      chosen: true,
    });
    expect((await alice.get('/api/user/time-zone')).json()).toEqual({
      timeZone: 'Europe/Berlin',
      chosen: true,
    });
  });

  it('replaying far-apart x-time-zone headers pays one daily visit', async () => {
    const alice = await signUp(ctx);
    for (let i = 0; i < 40; i++) {
      const zone = i % 2 ? 'Pacific/Kiritimati' : 'Etc/GMT+12';
      const res = await alice.request({
        method: 'POST',
        url: '/api/user/visit',
        headers: { 'x-time-zone': zone },
      });
      expect(res.statusCode).toBe(200);
      ctx.clock.advance({ seconds: 5 });
    }
    expect(await visits(alice.id)).toHaveLength(1);
    expect((await standing(ctx, alice.id)).points).toBe(7);
  });

  it('alternating the setting between far-apart zones never pays a calendar day twice, nor more than one visit a real day', async () => {
    const alice = await signUp(ctx);
    ctx.clock.set('2026-06-15T00:30:00Z');
    // Every ten minutes for three real days, the zone flips between UTC+14 and UTC−12.
    for (let i = 0; i < 6 * 24 * 3; i++) {
      await chooseTimeZone(alice, i % 2 ? 'Pacific/Kiritimati' : 'Etc/GMT+12');
      await openApp(alice);
      ctx.clock.advance({ minutes: 10 });
    }
    const paid = await visits(alice.id);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    expect(paid.length).toBeLessThanOrEqual(3);
    const days = (await alice.get('/api/user/progression')).json();
    expect(days.points).toBeLessThanOrEqual(7 + 9 + 11);
  });

  it('a change of zone keeps a day already paid as paid; the next day pays at the new midnight', async () => {
    const alice = await signUp(ctx);
    ctx.clock.set('2026-06-15T20:00:00Z'); // 20:00 in UTC; already 16 June 08:00 in Auckland
    await openApp(alice);
    await chooseTimeZone(alice, 'Pacific/Auckland');
    await openApp(alice);
    expect((await alice.get('/api/user/progression')).json()).toMatchObject({
      lastVisitDay: '2026-06-16',
      streakCount: 1,
    });
    expect(await visits(alice.id)).toHaveLength(1);
    ctx.clock.set('2026-06-16T12:30:00Z'); // 00:30 on 17 June in Auckland
    await openApp(alice);
    expect((await alice.get('/api/user/progression')).json()).toMatchObject({
      lastVisitDay: '2026-06-17',
      streakCount: 2,
    });
    expect(await visits(alice.id)).toHaveLength(2);
  });
});

describe('days across daylight-saving changes at midnight (issue 12, finding 13)', () => {
  const dailyExpiry = async (zone: string, at: string) => {
    ctx.clock.set(at);
    const alice = await signUp(ctx);
    await chooseTimeZone(alice, zone);
    const list = (await alice.get('/api/challenges')).json() as { type: string; expiresAt: string }[];
    return list.find((c) => c.type === 'daily')?.expiresAt;
  };

  it('America/Santiago: 6 September 2026 starts at 01:00 local (04:00 UTC), not an hour early', async () => {
    expect(await dailyExpiry('America/Santiago', '2026-09-05T15:00:00Z')).toBe('2026-09-06T04:00:00.000Z');
  });

  it('America/Havana: 8 March 2026 starts at 01:00 local (05:00 UTC)', async () => {
    expect(await dailyExpiry('America/Havana', '2026-03-07T15:00:00Z')).toBe('2026-03-08T05:00:00.000Z');
  });

  it('an ordinary day ends at local midnight', async () => {
    expect(await dailyExpiry('Europe/Berlin', '2026-06-15T10:00:00Z')).toBe('2026-06-15T22:00:00.000Z');
  });
});
