import { createRequire } from 'node:module';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n.js';
import {
  DEFAULT_REMINDER_TIME,
  dailyReminderMessage,
  experimentReminderMessage,
  followUpReminderMessage,
  type ReminderKind,
  type ReminderMessage,
  type Say,
} from '../../../shared/reminder-rules.js';
import {
  FOLLOW_UP_WINDOW_MS,
  ONSET_MAX_MINUTES,
  TYPICAL_ONSET_FALLBACK_MINUTES,
  TYPICAL_ONSET_MINUTES,
} from '../../../shared/session-rules.js';
import { sessionAlive } from '../../auth/sessions.js';
import type { Db } from '../../db/client.js';
import {
  entries,
  experimentSessions,
  experiments,
  pushReminders,
  pushSubscriptions,
  sessions,
  users,
} from '../../db/schema.js';
import { translate } from '../../i18n.js';
import { createWorkerPool } from '../../worker-pool.js';
import { chosenLanguage } from '../account/language.js';
import { getSettings } from '../account/settings.js';
import { dayIn } from '../calendar.js';
import { armOn } from '../experiments/experiment-view.js';
import { type PushRequest, type Resolve, sendPushRequest } from './push-endpoint.js';
import type { VapidDetails } from './vapid-keys.js';

/** A daily reminder goes out this long after its time, at the latest (a server that was down, a late switch). */
const DAILY_LATE_HOURS = 2;
/** A claimed reminder whose server died before marking it sent is claimed again after this long. */
const CLAIM_LEASE_MINUTES = 10;
/** Reminders claimed per statement; the tick claims again until none are left. */
const CLAIM_BATCH = 50;
/** How long a push service keeps a reminder for a phone that is off (seconds). */
const PUSH_TTL_SECONDS = 4 * 60 * 60;
/** A push service answers in well under a second; one that does not is given up on (issue 55). */
export const PUSH_TIMEOUT_MS = 3_000;
/** Reminders (accounts) sent at once: a slow account's endpoints hold one of these, never the others. */
export const SEND_CONCURRENCY = 16;

const RULES_OFF = sql.raw(`'false'::jsonb`);

/** The account's daily reminder time ("HH:MM" in `user_settings s`, else the default), as a SQL time. */
const ACCOUNT_REMIND_AT = sql`coalesce(
  case when s.settings #>> '{notifications,reminderTime}' ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
    then s.settings #>> '{notifications,reminderTime}' end,
  ${DEFAULT_REMINDER_TIME}
)`;

/** The account wants reminders (Settings › Notifications' switch, on unless turned off). */
const REMINDERS_ON = sql`coalesce(s.settings #> '{notifications,loginReminders}', 'true'::jsonb) <> ${RULES_OFF}`;

/**
 * `onsetMinutesOf` in SQL: the session's onset, else its method's typical onset, written from the shared
 * table (its keys are the method enum and its values integers, so nothing here comes from a request).
 */
const ONSET_MINUTES = sql.raw(
  `coalesce(e.onset_minutes, case e.method ${Object.entries(TYPICAL_ONSET_MINUTES)
    .map(([method, minutes]) => `when '${method.replaceAll("'", "''")}' then ${Math.trunc(minutes)}`)
    .join(' ')} else ${Math.trunc(TYPICAL_ONSET_FALLBACK_MINUTES)} end)`,
);

/**
 * Writes the reminders that fell due at `now` into push_reminders, once per account, kind and due key
 * (the unique index drops a second server's copy). Only accounts with reminders on and a subscription.
 *
 * Daily: the account's local day once its local time passed the chosen time (for DAILY_LATE_HOURS), when
 * no session was logged that day (taken that day, or written that day). Experiment: each day of an
 * experiment not stopped (washout days too: the product is still taken), keyed by experiment and day, at
 * its reminder time (else the daily one) for DAILY_LATE_HOURS, while that day has no session of it. Follow-up: a session with a
 * symptom whose "after" level is open, once consumedAt + onset (given, else the method's typical one) passed and while the follow-up window is
 * open (the same rule as `followUpDue`).
 */
export async function enqueueDueReminders(db: Db, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const daily = await db.execute(sql`
    insert into push_reminders (user_id, kind, due_key, due_at)
    select a.id, 'daily', to_char(a.local_day, 'YYYY-MM-DD'), (a.local_day + a.remind_at) at time zone a.time_zone
    from (
      select u.id, u.time_zone,
        (${at} at time zone u.time_zone)::date as local_day,
        (${at} at time zone u.time_zone) as local_now,
        (${ACCOUNT_REMIND_AT})::time as remind_at
      from users u
      left join user_settings s on s.user_id = u.id
      where exists (select 1 from push_subscriptions p where p.user_id = u.id)
        and ${REMINDERS_ON}
    ) a
    where a.local_now >= a.local_day + a.remind_at
      and a.local_now < a.local_day + a.remind_at + make_interval(hours => ${DAILY_LATE_HOURS})
      and not exists (
        select 1 from entries e
        where e.user_id = a.id and not e.imported
          and (
            (e.consumed_at >= a.local_day::timestamp at time zone a.time_zone
              and e.consumed_at < (a.local_day + 1)::timestamp at time zone a.time_zone)
            or (e.created_at >= a.local_day::timestamp at time zone a.time_zone
              and e.created_at < (a.local_day + 1)::timestamp at time zone a.time_zone)
          )
      )
    on conflict (user_id, kind, due_key) do nothing`);
  const followUps = await db.execute(sql`
    insert into push_reminders (user_id, kind, due_key, due_at, entry_id)
    select e.user_id, 'follow_up', e.id::text,
      e.consumed_at + make_interval(mins => ${ONSET_MINUTES}), e.id
    from entries e
    join users u on u.id = e.user_id
    left join user_settings s on s.user_id = e.user_id
    where e.user_id in (select p.user_id from push_subscriptions p)
      and ${REMINDERS_ON}
      and not e.imported
      and e.consumed_at > ${at} - make_interval(mins => ${ONSET_MAX_MINUTES + FOLLOW_UP_WINDOW_MS / 60_000})
      and e.consumed_at + make_interval(mins => ${ONSET_MINUTES}) <= ${at}
      and e.consumed_at + make_interval(mins => ${ONSET_MINUTES})
        > ${at} - make_interval(mins => ${FOLLOW_UP_WINDOW_MS / 60_000})
      and exists (
        select 1 from jsonb_array_elements(e.outcomes) o
        where coalesce(o -> 'after', 'null'::jsonb) = 'null'::jsonb
      )
    on conflict (user_id, kind, due_key) do nothing`);
  // The plan's days in SQL: from starts_on, blocks × 2 periods × period_days (`planLength`), blocks being
  // the schedule's length; a stopped experiment has none left (it was stopped on its last day).
  const experimentDays = await db.execute(sql`
    insert into push_reminders (user_id, kind, due_key, due_at, experiment_id)
    select a.user_id, 'experiment', a.id::text || ':' || to_char(a.local_day, 'YYYY-MM-DD'),
      (a.local_day + a.remind_at) at time zone a.time_zone, a.id
    from (
      select x.id, x.user_id, x.starts_on, x.period_days, jsonb_array_length(x.schedule) as blocks,
        u.time_zone,
        (${at} at time zone u.time_zone)::date as local_day,
        (${at} at time zone u.time_zone) as local_now,
        coalesce(x.reminder_time, ${ACCOUNT_REMIND_AT})::time as remind_at
      from experiments x
      join users u on u.id = x.user_id
      left join user_settings s on s.user_id = x.user_id
      where x.stopped_on is null
        and x.user_id in (select p.user_id from push_subscriptions p)
        and ${REMINDERS_ON}
    ) a
    where a.local_day >= a.starts_on
      and a.local_day < a.starts_on + a.blocks * 2 * a.period_days
      and a.local_now >= a.local_day + a.remind_at
      and a.local_now < a.local_day + a.remind_at + make_interval(hours => ${DAILY_LATE_HOURS})
      and not exists (
        select 1 from experiment_sessions es
        where es.user_id = a.user_id and es.experiment_id = a.id and es.day = a.local_day
      )
    on conflict (user_id, kind, due_key) do nothing`);
  return {
    daily: daily.rowCount ?? 0,
    followUps: followUps.rowCount ?? 0,
    experimentDays: experimentDays.rowCount ?? 0,
  };
}

interface Claimed {
  id: number;
  user_id: number;
  kind: ReminderKind;
  due_key: string;
  entry_id: number | null;
  experiment_id: number | null;
}

/**
 * Claims up to CLAIM_BATCH unsent reminders that are due, in one statement: rows another server is
 * claiming at the same moment are skipped (FOR UPDATE SKIP LOCKED), and a claimed row is not claimed
 * again until its lease ends. So each reminder goes to one server.
 */
export async function claimDueReminders(db: Db, now: Date): Promise<Claimed[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const res = await db.execute(sql`
    update push_reminders r set claimed_at = ${at}
    where r.id in (
      select id from push_reminders
      where sent_at is null and due_at <= ${at}
        and (claimed_at is null or claimed_at < ${at} - make_interval(mins => ${CLAIM_LEASE_MINUTES}))
      order by due_at
      limit ${CLAIM_BATCH}
      for update skip locked
    )
    returning r.id, r.user_id, r.kind, r.due_key, r.entry_id, r.experiment_id`);
  return res.rows as unknown as Claimed[];
}

/** How pushes leave this server: the DNS look-up endpoints are checked with, and the local test endpoint. */
export interface PushDelivery {
  resolve: Resolve;
  /** http://127.0.0.1 endpoints are taken (tests and development only). */
  loopback: boolean;
}

/**
 * web-push's encryption (RFC 8291: an ECDH key pair, HKDF, AES-GCM) and VAPID signature per subscription,
 * in worker threads: a round of reminders never holds the event loop that answers requests.
 */
const pushCrypto = createWorkerPool<'encrypt'>({
  name: 'Push encryption worker',
  size: 1,
  workerData: { webPush: createRequire(import.meta.url).resolve('web-push') },
  source: `
const webpush = require(workerData.webPush);
function handle(_op, [subscription, payload, options]) {
  const r = webpush.generateRequestDetails(subscription, payload, options);
  return { endpoint: r.endpoint, method: r.method, headers: r.headers, body: r.body ? new Uint8Array(r.body) : undefined };
}`,
});

/**
 * Sends one message to each of the account's subscriptions whose session is still alive (a subscription
 * ends with its device's session); 404 and 410 (gone) delete the subscription.
 */
async function sendToAccount(
  db: Db,
  userId: number,
  now: Date,
  message: ReminderMessage,
  vapid: VapidDetails,
  delivery: PushDelivery,
  log: (msg: string, err?: unknown) => void,
) {
  const subscriptions = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(and(eq(pushSubscriptions.userId, userId), sessionAlive(now)));
  let delivered = 0;
  const gone: number[] = [];
  const payload = JSON.stringify(message);
  await Promise.all(
    subscriptions.map(async (s) => {
      try {
        // web-push encrypts (RFC 8291) and signs (VAPID) in a worker; the request is sent here, following
        // no redirect, to public addresses only (push-endpoint.ts): an endpoint cannot send the server into
        // its own network, whatever its name resolves to now.
        const request = await pushCrypto.run<PushRequest & { endpoint: string }>('encrypt', [
          { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
          payload,
          { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, urgency: 'normal', contentEncoding: 'aes128gcm' },
        ]);
        const status = await sendPushRequest(request.endpoint, request, {
          ...delivery,
          timeoutMs: PUSH_TIMEOUT_MS,
        });
        if (status === 404 || status === 410) gone.push(s.id);
        else if (status >= 200 && status < 300) delivered++;
        else log(`push service answered ${status} for a ${message.kind} reminder`);
      } catch (err) {
        log(`push to a subscription failed for a ${message.kind} reminder`, err);
      }
    }),
  );
  if (gone.length > 0)
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), inArray(pushSubscriptions.id, gone)));
  return delivered;
}

/**
 * An experiment day's reminder as it stands when sent: null once the experiment is gone or stopped, once
 * its day is no longer the account's today (a late round: it never tells another day's product), or once
 * today's session is logged.
 */
async function experimentMessage(db: Db, r: Claimed, now: Date, say: Say): Promise<ReminderMessage | null> {
  if (r.experiment_id == null) return null;
  const [row] = await db
    .select({ experiment: experiments, timeZone: users.timeZone })
    .from(experiments)
    .innerJoin(users, eq(users.id, experiments.userId))
    .where(and(eq(experiments.userId, r.user_id), eq(experiments.id, r.experiment_id)));
  if (!row || row.experiment.stoppedOn) return null;
  const today = dayIn(row.timeZone, now);
  if (r.due_key !== `${row.experiment.id}:${today}`) return null;
  const arm = armOn(row.experiment, today);
  if (!arm) return null;
  const [logged] = await db
    .select({ entryId: experimentSessions.entryId })
    .from(experimentSessions)
    .where(
      and(
        eq(experimentSessions.userId, r.user_id),
        eq(experimentSessions.experimentId, row.experiment.id),
        eq(experimentSessions.day, today),
      ),
    )
    .limit(1);
  if (logged) return null;
  const product = row.experiment.arms[arm === 'A' ? 0 : 1];
  const settings = await getSettings(db, r.user_id);
  return experimentReminderMessage(
    { id: row.experiment.id, arm, ...product, dose: row.experiment.dose },
    settings.notifications.reminderNamesStrain === true,
    say,
  );
}

/** What a claimed reminder says now, or null when it no longer applies (followed up, or logged today). */
async function messageFor(db: Db, r: Claimed, now: Date): Promise<ReminderMessage | null> {
  // In the account's language (issue 59); one never chosen reads English, as no request says otherwise.
  const language = (await chosenLanguage(db, r.user_id)) ?? DEFAULT_LANGUAGE;
  const say: Say = (m) => translate(language, m);
  if (r.kind === 'daily') return dailyReminderMessage(say);
  if (r.kind === 'experiment') return experimentMessage(db, r, now, say);
  if (r.entry_id == null) return null;
  const [entry] = await db
    .select({ id: entries.id, strainName: entries.strainName, outcomes: entries.outcomes })
    .from(entries)
    .where(and(eq(entries.userId, r.user_id), eq(entries.id, r.entry_id)));
  if (!entry?.outcomes.some((o) => o.after == null)) return null;
  const settings = await getSettings(db, r.user_id);
  return followUpReminderMessage(entry, settings.notifications.reminderNamesStrain === true, say);
}

export interface TickResult {
  enqueued: number;
  sent: number;
  delivered: number;
}

/**
 * One round: write what fell due, then claim, send and mark sent until nothing due is left. Claimed
 * reminders go out SEND_CONCURRENCY at a time, each as soon as a place is free, so one account's slow
 * endpoints (PUSH_TIMEOUT_MS at most each) hold back no other account's reminder.
 */
export async function runReminderTick(
  db: Db,
  now: Date,
  vapid: () => Promise<VapidDetails>,
  delivery: PushDelivery,
  log: (msg: string, err?: unknown) => void = () => {},
): Promise<TickResult> {
  const { daily, followUps, experimentDays } = await enqueueDueReminders(db, now);
  const result: TickResult = { enqueued: daily + followUps + experimentDays, sent: 0, delivered: 0 };
  for (;;) {
    const claimed = await claimDueReminders(db, now);
    if (claimed.length === 0) return result;
    const keys = await vapid();
    let next = 0;
    const sendNext = async () => {
      while (next < claimed.length) {
        const r = claimed[next++];
        const message = await messageFor(db, r, now);
        const delivered = message ? await sendToAccount(db, r.user_id, now, message, keys, delivery, log) : 0;
        await db
          .update(pushReminders)
          .set({ sentAt: now, delivered })
          .where(and(eq(pushReminders.userId, r.user_id), eq(pushReminders.id, r.id)));
        result.sent++;
        result.delivered += delivered;
      }
    };
    await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, claimed.length) }, sendNext));
  }
}
