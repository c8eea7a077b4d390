import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dailyReminderMessage, followUpReminderMessage } from '../../src/shared/reminder-rules.js';
import { onsetMinutesOf, TYPICAL_ONSET_MINUTES } from '../../src/shared/session-rules.js';
import { DEFAULT_SETTINGS } from '../../src/shared/settings.js';
import { type Client, logEntry, signUp } from '../support/app.js';
import { setupPushApp } from './push-app.js';
import { verifyVapid } from './push-local-endpoint.js';

// The push path end to end: the reminder round writes what fell due, claims it, and web-push encrypts and
// signs it for a local push endpoint that decrypts it as a browser would (RFC 8291). On PGlite by default,
// on PostgreSQL with TEST_DATABASE_URL: there the two app servers claim on separate connections.
const ctx = setupPushApp();

async function subscribed(
  options: {
    timeZone?: string;
    reminderTime?: string;
    reminders?: boolean;
    reminderNamesStrain?: boolean;
  } = {},
) {
  const client = await signUp(ctx);
  if (options.timeZone)
    expect((await client.put('/api/user/time-zone', { timeZone: options.timeZone })).statusCode).toBe(200);
  const notifications = {
    ...DEFAULT_SETTINGS.notifications,
    loginReminders: options.reminders ?? true,
    reminderTime: options.reminderTime ?? '20:00',
    reminderNamesStrain: options.reminderNamesStrain ?? false,
  };
  expect((await client.put('/api/user/settings', { ...DEFAULT_SETTINGS, notifications })).statusCode).toBe(
    200,
  );
  const res = await client.post('/api/push/subscriptions', ctx.endpoint.subscription(client.username));
  expect(res.statusCode, res.body).toBe(201);
  return client;
}

/** Both servers run a round at the same moment. */
const tickBoth = () => Promise.all([ctx.app.push.tick(), ctx.second.push.tick()]);
const deliveredTo = (client: Client) =>
  ctx.endpoint.received.filter((r) => r.path === `/push/${client.username}`).map((r) => r.message);

describe('daily reminders', () => {
  it('arrive at the chosen time in the account’s zone, encrypted for the browser and signed with the VAPID key', async () => {
    const alice = await subscribed({ timeZone: 'Europe/Berlin', reminderTime: '21:30' });
    ctx.clock.set('2026-06-15T19:29:00Z'); // 21:29 in Berlin (summer time)
    await tickBoth();
    expect(deliveredTo(alice)).toEqual([]);

    ctx.clock.set('2026-06-15T19:30:00Z');
    await tickBoth();
    expect(deliveredTo(alice)).toEqual([dailyReminderMessage()]);
    expect(dailyReminderMessage().url).toBe('/new');

    const [{ headers }] = ctx.endpoint.received;
    expect(headers['content-encoding']).toBe('aes128gcm');
    expect(Number(headers.ttl)).toBeGreaterThan(0);
    const vapid = verifyVapid(headers.authorization);
    expect(vapid.publicKey).toBe((await alice.get('/api/push/key')).json().publicKey);
    expect(vapid.header).toEqual({ typ: 'JWT', alg: 'ES256' });
    expect(vapid.claims.aud).toBe(ctx.endpoint.origin);
    expect(vapid.claims.sub).toBe('mailto:ops@strain-journal.test');
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
  });

  it('come once a day, and not on a day already logged (in the account’s zone)', async () => {
    const alice = await subscribed({ timeZone: 'America/New_York', reminderTime: '08:00' });
    ctx.clock.set('2026-06-15T12:05:00Z'); // 08:05 in New York
    await tickBoth();
    ctx.clock.advance({ minutes: 30 });
    await tickBoth();
    await tickBoth();
    expect(deliveredTo(alice)).toHaveLength(1);

    // The next day: a session logged at 07:00 local, so no reminder at 08:00.
    ctx.clock.set('2026-06-16T11:00:00Z');
    await logEntry(alice);
    ctx.clock.set('2026-06-16T12:01:00Z');
    await tickBoth();
    expect(deliveredTo(alice)).toHaveLength(1);

    // The day after, nothing logged: one again.
    ctx.clock.set('2026-06-17T12:01:00Z');
    await tickBoth();
    expect(deliveredTo(alice)).toHaveLength(2);
  });

  it('are not sent with reminders off, nor long after their time (a late start of the server)', async () => {
    const off = await subscribed({ reminders: false, reminderTime: '13:00' });
    const late = await subscribed({ reminderTime: '09:00' });
    ctx.clock.set('2026-06-15T13:10:00Z');
    await tickBoth();
    expect(deliveredTo(off)).toEqual([]);
    expect(deliveredTo(late)).toEqual([]);
  });

  it('with two servers ticking at once, each account gets one reminder, not two', async () => {
    const people = await Promise.all(Array.from({ length: 8 }, () => subscribed({ reminderTime: '18:00' })));
    ctx.clock.set('2026-06-15T18:00:30Z');
    await Promise.all([tickBoth(), tickBoth(), tickBoth()]);
    await tickBoth();
    for (const p of people) expect(deliveredTo(p), p.username).toHaveLength(1);
    expect(ctx.endpoint.received).toHaveLength(8);
    const rows = await ctx.database.db.execute(
      sql`select count(*)::int as n, count(sent_at)::int as sent from push_reminders`,
    );
    expect(rows.rows).toEqual([{ n: 8, sent: 8 }]);
  });

  it('a subscription the push service says is gone (410) is deleted', async () => {
    const alice = await subscribed({ reminderTime: '12:00' });
    ctx.endpoint.answer(alice.username, 410);
    ctx.clock.set('2026-06-15T12:01:00Z');
    await ctx.app.push.tick();
    const left = await ctx.database.db.execute(
      sql`select count(*)::int as n from push_subscriptions where user_id = ${alice.id}`,
    );
    expect(left.rows).toEqual([{ n: 0 }]);
    const reminder = await ctx.database.db.execute(
      sql`select delivered, sent_at is not null as sent from push_reminders where user_id = ${alice.id}`,
    );
    expect(reminder.rows).toEqual([{ delivered: 0, sent: true }]);
  });
});

describe('follow-up reminders', () => {
  const session = {
    strainName: 'Gelato',
    outcomes: [{ symptom: 'pain', before: 6, after: null }],
    onsetMinutes: 30,
  };

  it('"How do you feel now?" arrives once the onset time has passed, once, and opens the entry', async () => {
    const bob = await subscribed({ reminderTime: '23:00' });
    const entry = await logEntry(bob, session);
    ctx.clock.advance({ minutes: 29 });
    await tickBoth();
    expect(deliveredTo(bob)).toEqual([]);
    ctx.clock.advance({ minutes: 1 });
    await tickBoth();
    await tickBoth();
    // The lock screen names no strain unless the person chose that.
    const sent = followUpReminderMessage({ id: entry.id, strainName: 'Gelato' }, false);
    expect(deliveredTo(bob)).toEqual([sent]);
    expect(sent.body).not.toContain('Gelato');
    expect(sent.url).toBe(`/entry/${entry.id}`);
  });

  it('names the strain on the lock screen only when the person chose that in Settings', async () => {
    const bob = await subscribed({ reminderTime: '23:00', reminderNamesStrain: true });
    const entry = await logEntry(bob, session);
    ctx.clock.advance({ minutes: 30 });
    await tickBoth();
    const sent = followUpReminderMessage({ id: entry.id, strainName: 'Gelato' }, true);
    expect(sent.body).toBe('Rate your symptoms after Gelato.');
    expect(deliveredTo(bob)).toEqual([sent]);
  });

  it('without an onset, is due once the method’s typical onset has passed: the rule the web’s card uses (issue 58)', async () => {
    const dana = await subscribed({ reminderTime: '23:00' });
    const pain = [{ symptom: 'pain', before: 6, after: null }];
    const puff = await logEntry(dana, { strainName: 'Gelato', method: 'vaporizer', outcomes: pain });
    const cookie = await logEntry(dana, {
      strainName: 'Cookie',
      productType: 'edible',
      method: 'edible',
      outcomes: pain,
    });
    expect(TYPICAL_ONSET_MINUTES).toMatchObject({ vaporizer: 15, edible: 60 });
    ctx.clock.advance({ minutes: 14 });
    await tickBoth();
    expect(deliveredTo(dana)).toEqual([]);
    ctx.clock.advance({ minutes: 1 });
    await tickBoth();
    expect(deliveredTo(dana)).toEqual([followUpReminderMessage(puff, false)]);
    ctx.clock.advance({ minutes: 44 });
    await tickBoth();
    expect(deliveredTo(dana)).toHaveLength(1);
    ctx.clock.advance({ minutes: 1 });
    await tickBoth();
    expect(deliveredTo(dana)).toEqual([
      followUpReminderMessage(puff, false),
      followUpReminderMessage(cookie, false),
    ]);
    // Each reminder's due time is the shared rule's: the time of use plus onsetMinutesOf.
    const due = await ctx.database.db.execute(
      sql`select entry_id, (extract(epoch from due_at) * 1000)::float8 as due from push_reminders
          where user_id = ${dana.id} order by entry_id`,
    );
    expect(due.rows).toEqual(
      [puff, cookie].map((e) => ({
        entry_id: e.id,
        due: Date.parse(e.consumedAt) + onsetMinutesOf(e) * 60_000,
      })),
    );
  });

  it('is not sent for a session already followed up, nor one without symptoms', async () => {
    const carol = await subscribed({ reminderTime: '23:00' });
    const entry = await logEntry(carol, session);
    await logEntry(carol, { strainName: 'Plain' });
    ctx.clock.advance({ minutes: 10 });
    const saved = await carol.put(`/api/entries/${entry.id}/follow-up`, {
      outcomes: [{ symptom: 'pain', after: 2 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    ctx.clock.advance({ minutes: 30 });
    await tickBoth();
    expect(deliveredTo(carol)).toEqual([]);
  });
});
