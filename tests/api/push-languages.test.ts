import { describe, expect, it } from 'vitest';
import { translate } from '../../src/server/i18n.js';
import {
  dailyReminderMessage,
  followUpReminderMessage,
  type ReminderMessage,
} from '../../src/shared/reminder-rules.js';
import { DEFAULT_SETTINGS } from '../../src/shared/settings.js';
import { type Client, logEntry, signUp } from '../support/app.js';
import { setupPushApp } from './push-app.js';

// Issue 59: a reminder speaks the account's language (English while none is chosen). On PGlite by default,
// on PostgreSQL with TEST_DATABASE_URL.
const ctx = setupPushApp();

async function subscribed(language: string | null, reminderNamesStrain = false) {
  const client = await signUp(ctx);
  if (language) expect((await client.put('/api/user/language', { language })).statusCode).toBe(200);
  const notifications = {
    ...DEFAULT_SETTINGS.notifications,
    loginReminders: true,
    reminderTime: '20:00',
    reminderNamesStrain,
  };
  expect((await client.put('/api/user/settings', { ...DEFAULT_SETTINGS, notifications })).statusCode).toBe(
    200,
  );
  const res = await client.post('/api/push/subscriptions', ctx.endpoint.subscription(client.username));
  expect(res.statusCode, res.body).toBe(201);
  return client;
}

const deliveredTo = (client: Client) =>
  ctx.endpoint.received
    .filter((r) => r.path === `/push/${client.username}`)
    .map((r) => r.message as ReminderMessage);

describe('reminders in the account’s language', () => {
  it('the daily reminder reads in German, French or English, as each account chose', async () => {
    const german = await subscribed('de');
    const french = await subscribed('fr');
    const unchosen = await subscribed(null);
    ctx.clock.set('2026-06-15T20:00:00Z');
    await ctx.app.push.tick();
    expect(deliveredTo(german)).toEqual([
      {
        kind: 'daily',
        title: 'Zeit für dein Tagebuch',
        body: 'Du hast heute noch keine Anwendung eingetragen. Trag sie ein, solange du dich erinnerst.',
        tag: 'daily-reminder',
        url: '/new',
      },
    ]);
    expect(deliveredTo(french)).toEqual([dailyReminderMessage((m) => translate('fr', m))]);
    expect(deliveredTo(french)[0].title).toBe('C’est l’heure de votre journal');
    expect(deliveredTo(unchosen)).toEqual([dailyReminderMessage()]);
  });

  it('a follow-up names the strain as written inside the translated sentence', async () => {
    const spanish = await subscribed('es', true);
    const entry = await logEntry(spanish, {
      strainName: 'Blue Dream',
      outcomes: [{ symptom: 'pain', before: 6 }],
    });
    ctx.clock.advance({ hours: 3 });
    await ctx.app.push.tick();
    const followUp = deliveredTo(spanish).find((m) => m.kind === 'follow_up');
    expect(followUp).toEqual(
      followUpReminderMessage({ id: entry.id, strainName: 'Blue Dream' }, true, (m) => translate('es', m)),
    );
    expect(followUp?.body).toBe('Valora tus síntomas después de Blue Dream.');
  });
});
