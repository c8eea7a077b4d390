import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enqueueDueReminders } from '../../src/server/domain/push/reminders.js';
import { experimentReminderMessage, type ReminderMessage } from '../../src/shared/reminder-rules.js';
import { DEFAULT_SETTINGS } from '../../src/shared/settings.js';
import { type Client, entryBody, errorBody, fieldError, signIn, signUp } from '../support/app.js';
import { PLAN, productOf } from '../support/experiments.js';
import { setupPushApp } from './push-app.js';

// An experiment day's reminder (issue 60, decision 0081): on each day of the plan, at its time in the
// account's zone, once, telling today's product only, naming it on the lock screen only when the person
// chose that. Through the whole push path (a local endpoint decrypts each push), on both app servers.
const ctx = setupPushApp();

async function subscribed(
  options: { timeZone?: string; reminderTime?: string; reminderNamesStrain?: boolean; device?: string } = {},
) {
  const client = await signUp(ctx, { password: 'experiment-pass-1' });
  const zone = await client.put('/api/user/time-zone', { timeZone: options.timeZone ?? 'UTC' });
  expect(zone.statusCode).toBe(200);
  const notifications = {
    ...DEFAULT_SETTINGS.notifications,
    loginReminders: true,
    reminderTime: options.reminderTime ?? '06:00',
    reminderNamesStrain: options.reminderNamesStrain ?? false,
  };
  const saved = await client.put('/api/user/settings', { ...DEFAULT_SETTINGS, notifications });
  expect(saved.statusCode).toBe(200);
  const res = await client.post('/api/push/subscriptions', ctx.endpoint.subscription(client.username));
  expect(res.statusCode, res.body).toBe(201);
  return client;
}

async function plan(client: Client, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/api/experiments', { ...PLAN, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Promise<{ id: number; reminderTime: string | null }>;
}

/** The experiment as its owner sees it now: today's product, if today is one of its days. */
async function todayOf(client: Client, id: number): Promise<{ arm: 'A' | 'B'; washout: boolean }> {
  const res = await client.get(`/api/experiments/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().today;
}

/** The reminder today's product gets, as the shared rule writes it. */
async function expected(client: Client, id: number, namesStrain = false): Promise<ReminderMessage> {
  const { arm } = await todayOf(client, id);
  return experimentReminderMessage({ id, arm, ...productOf(arm), dose: PLAN.dose }, namesStrain);
}

const tickBoth = () => Promise.all([ctx.app.push.tick(), ctx.second.push.tick()]);
const pushesTo = (name: string) =>
  ctx.endpoint.received.filter((r) => r.path === `/push/${name}`).map((r) => r.message as ReminderMessage);
const experimentPushesTo = (client: Client) =>
  pushesTo(client.username).filter((m) => m.kind === 'experiment');

describe('experiment reminders', () => {
  it('come at the plan’s time in the account’s zone on each of its days, washout days too, once a day', async () => {
    const alice = await subscribed({ timeZone: 'Europe/Berlin', reminderTime: '08:00' });
    const { id, reminderTime } = await plan(alice, { reminderTime: '21:30' });
    expect(reminderTime).toBe('21:30');
    expect((await todayOf(alice, id)).washout).toBe(true);

    ctx.clock.set('2026-06-15T19:29:00Z'); // 21:29 in Berlin
    await tickBoth();
    expect(experimentPushesTo(alice)).toEqual([]);

    ctx.clock.set('2026-06-15T19:30:00Z');
    await tickBoth();
    await tickBoth();
    const first = await expected(alice, id);
    expect(experimentPushesTo(alice)).toEqual([first]);
    expect(first.url).toBe(`/experiments/${id}`);
    // Today's product by its letter only: the lock screen names no strain unless the person chose that.
    expect(first.body).toMatch(/^Today is product [AB] of your experiment\./);
    for (const name of ['Blue Dream', 'Northern Lights', PLAN.dose]) expect(first.body).not.toContain(name);

    ctx.clock.advance({ minutes: 30 });
    await tickBoth();
    expect(experimentPushesTo(alice)).toHaveLength(1);

    // The next day, day 2 of the period: again, once, with that day's product.
    ctx.clock.set('2026-06-16T19:45:00Z');
    await Promise.all([tickBoth(), tickBoth()]);
    expect(experimentPushesTo(alice)).toEqual([first, await expected(alice, id)]);
    const rows = await ctx.database.db.execute(
      sql`select due_key, sent_at is not null as sent from push_reminders
          where user_id = ${alice.id} and kind = 'experiment' order by due_key`,
    );
    expect(rows.rows).toEqual([
      { due_key: `${id}:2026-06-15`, sent: true },
      { due_key: `${id}:2026-06-16`, sent: true },
    ]);
  });

  it('without a time of its own, come at the account’s daily reminder time', async () => {
    const bob = await subscribed({ reminderTime: '20:00' });
    const { id, reminderTime } = await plan(bob);
    expect(reminderTime).toBeNull();
    ctx.clock.set('2026-06-15T19:59:00Z');
    await tickBoth();
    expect(experimentPushesTo(bob)).toEqual([]);
    ctx.clock.set('2026-06-15T20:00:00Z');
    await tickBoth();
    expect(experimentPushesTo(bob)).toEqual([await expected(bob, id)]);
  });

  it('name the product and dose on the lock screen only when the person chose that in Settings', async () => {
    const carol = await subscribed({ reminderNamesStrain: true });
    const { id } = await plan(carol, { reminderTime: '21:00' });
    ctx.clock.set('2026-06-15T21:00:00Z');
    await tickBoth();
    const { arm } = await todayOf(carol, id);
    const sent = await expected(carol, id, true);
    expect(sent.body).toBe(
      `Today is product ${arm}: ${productOf(arm).strainName} flower, 0.3 g. Rate how you feel before you take it.`,
    );
    expect(experimentPushesTo(carol)).toEqual([sent]);
  });

  it('are not sent once the day’s session is logged, before the first day, nor after the last', async () => {
    const logged = await subscribed();
    const early = await subscribed();
    const short = await subscribed();
    const a = await plan(logged, { reminderTime: '21:00' });
    await plan(early, { reminderTime: '21:00', startsOn: '2026-06-16' });
    // 2 blocks of 2-day periods without washout: 8 days, 2026-06-15 to 2026-06-22.
    const s = await plan(short, { reminderTime: '21:00', periodDays: 2, washoutDays: 0, blocks: 2 });

    const { arm } = await todayOf(logged, a.id);
    const session = await logged.post('/api/entries', {
      ...entryBody({ ...productOf(arm), method: PLAN.method, dosage: PLAN.dose, experimentId: a.id }),
    });
    expect(session.statusCode, session.body).toBe(201);
    ctx.clock.set('2026-06-15T21:05:00Z');
    await tickBoth();
    expect(experimentPushesTo(logged)).toEqual([]);
    expect(experimentPushesTo(early)).toEqual([]);
    expect(experimentPushesTo(short)).toHaveLength(1);

    ctx.clock.set('2026-06-16T21:05:00Z'); // the early one's first day
    await tickBoth();
    expect(experimentPushesTo(early)).toHaveLength(1);
    expect(experimentPushesTo(short)).toHaveLength(2);

    ctx.clock.set('2026-06-22T21:05:00Z'); // the short one's last day
    await tickBoth();
    expect(experimentPushesTo(short)).toHaveLength(3);
    expect(experimentPushesTo(short)[2]).toEqual(await expected(short, s.id));
    ctx.clock.set('2026-06-23T21:05:00Z');
    await tickBoth();
    expect(experimentPushesTo(short)).toHaveLength(3);
    expect(experimentPushesTo(early)).toHaveLength(3);
  });

  it('stop with the experiment: stopped or deleted, even after its reminder fell due', async () => {
    const stopped = await subscribed();
    const deleted = await subscribed();
    const x = await plan(stopped, { reminderTime: '21:00' });
    const y = await plan(deleted, { reminderTime: '21:00' });
    // Due, written by a round, not yet sent: the round that sends finds the experiment changed.
    ctx.clock.set('2026-06-15T21:00:00Z');
    expect((await enqueueDueReminders(ctx.database.db, ctx.clock.now())).experimentDays).toBe(2);
    expect((await stopped.post(`/api/experiments/${x.id}/stop`)).statusCode).toBe(200);
    expect((await deleted.del(`/api/experiments/${y.id}`)).statusCode).toBeLessThan(300);
    await tickBoth();
    expect(experimentPushesTo(stopped)).toEqual([]);
    expect(experimentPushesTo(deleted)).toEqual([]);
    const left = await ctx.database.db.execute(
      sql`select user_id, sent_at is not null as sent, delivered from push_reminders where kind = 'experiment'`,
    );
    expect(left.rows).toEqual([{ user_id: stopped.id, sent: true, delivered: 0 }]);

    ctx.clock.advance({ days: 1 });
    await tickBoth();
    expect(experimentPushesTo(stopped)).toEqual([]);
    expect(experimentPushesTo(deleted)).toEqual([]);
  });

  it('a round after midnight does not send the day before’s product', async () => {
    const dana = await subscribed({ timeZone: 'America/New_York' });
    const { id } = await plan(dana, { reminderTime: '23:30' });
    ctx.clock.set('2026-06-16T03:30:00Z'); // 23:30 on 2026-06-15 in New York
    expect((await enqueueDueReminders(ctx.database.db, ctx.clock.now())).experimentDays).toBe(1);
    ctx.clock.set('2026-06-16T04:05:00Z'); // 00:05 on 2026-06-16: yesterday's is claimed, and not sent
    await tickBoth();
    expect(experimentPushesTo(dana)).toEqual([]);
    ctx.clock.set('2026-06-17T03:31:00Z');
    await tickBoth();
    expect(experimentPushesTo(dana)).toEqual([await expected(dana, id)]);
  });

  it('go to the owner’s live sessions only: not to another person, nor a device signed out', async () => {
    const erin = await subscribed();
    const laptop = await signIn(ctx, erin.username, 'experiment-pass-1');
    const res = await laptop.post(
      '/api/push/subscriptions',
      ctx.endpoint.subscription(`${erin.username}-laptop`),
    );
    expect(res.statusCode, res.body).toBe(201);
    const frank = await subscribed();
    const { id } = await plan(erin, { reminderTime: '21:00' });
    expect((await laptop.post('/api/logout')).statusCode).toBe(200);

    ctx.clock.set('2026-06-15T21:00:00Z');
    await tickBoth();
    expect(experimentPushesTo(erin)).toEqual([await expected(erin, id)]);
    expect(pushesTo(`${erin.username}-laptop`)).toEqual([]);
    expect(experimentPushesTo(frank)).toEqual([]);
    expect((await frank.get(`/api/experiments/${id}`)).statusCode).toBe(404);
  });

  it('with two servers ticking at once, each experiment’s reminder arrives once', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => subscribed()));
    for (const p of people) await plan(p, { reminderTime: '18:00' });
    ctx.clock.set('2026-06-15T18:00:30Z');
    await Promise.all([tickBoth(), tickBoth(), tickBoth()]);
    for (const p of people) expect(experimentPushesTo(p), p.username).toHaveLength(1);
    const rows = await ctx.database.db.execute(
      sql`select count(*)::int as n, count(sent_at)::int as sent from push_reminders where kind = 'experiment'`,
    );
    expect(rows.rows).toEqual([{ n: 6, sent: 6 }]);
  });

  it('a plan’s reminder time is a time of day, HH:MM', async () => {
    const gus = await subscribed();
    const res = await gus.post('/api/experiments', { ...PLAN, reminderTime: '9pm' });
    expect(errorBody(res)).toEqual(fieldError('reminderTime', 'Choose a time of day, like 20:00'));
  });
});
