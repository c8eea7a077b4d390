/**
 * Reminders sent by Web Push, without zod (the Settings card and the server share them): the daily
 * reminder's time, what each reminder says and which screen a tap opens (decision 0053).
 */

import { type Arm, productName } from './experiments-rules.js';

/** A time of day on a 24-hour clock, "HH:MM". */
export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DEFAULT_REMINDER_TIME = '20:00';
export const REMINDER_TIME_MESSAGE = 'Choose a time of day, like 20:00';

export const REMINDER_KINDS = ['daily', 'follow_up', 'experiment'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** What the service worker shows: a notification's title, body and tag, and the screen a tap opens. */
export interface ReminderMessage {
  kind: ReminderKind;
  title: string;
  body: string;
  /** One notification per tag: a newer one replaces the older instead of piling up. */
  tag: string;
  url: string;
}

export function dailyReminderMessage(): ReminderMessage {
  return {
    kind: 'daily',
    title: 'Time for your journal',
    body: 'You have not logged a session today. Add one while you remember it.',
    tag: 'daily-reminder',
    url: '/new',
  };
}

/**
 * "How do you feel now?" for a session. A lock screen is seen by others: the strain is named only when the
 * person chose that (Settings › Notifications, `reminderNamesStrain`).
 */
export function followUpReminderMessage(
  entry: { id: number; strainName: string },
  namesStrain: boolean,
): ReminderMessage {
  return {
    kind: 'follow_up',
    title: 'How do you feel now?',
    body: namesStrain
      ? `Rate your symptoms after ${entry.strainName}.`
      : 'Rate your symptoms now that your session has kicked in.',
    tag: `follow-up-${entry.id}`,
    url: `/entry/${entry.id}`,
  };
}

/**
 * An experiment day's reminder (decision 0081): today's product only, never a day to come. The lock screen
 * names the product (strain, type and dose) only when the person chose that, as a follow-up's does; else
 * only its letter, which says nothing to someone looking over a shoulder. A tap opens the experiment.
 */
export function experimentReminderMessage(
  experiment: { id: number; arm: Arm; strainName: string; productType: string; dose: string },
  namesStrain: boolean,
): ReminderMessage {
  const { id, arm, dose } = experiment;
  return {
    kind: 'experiment',
    title: 'Experiment day',
    body: namesStrain
      ? `Today is product ${arm}: ${productName(experiment)}, ${dose}. Rate how you feel before you take it.`
      : `Today is product ${arm} of your experiment. Rate how you feel before you take it.`,
    tag: `experiment-${id}`,
    url: `/experiments/${id}`,
  };
}

/** What the Settings card says when this browser cannot take reminders, or the person said no. */
export const PUSH_MESSAGES = {
  unsupported:
    'This browser cannot show reminders (it has no Web Push). Try Chrome, Edge or Firefox, or add the app to your home screen on an iPhone.',
  denied:
    'Notifications are blocked for this site. Allow them in your browser’s site settings, then turn reminders on again.',
  dismissed: 'Reminders stay off: notifications were not allowed.',
  failed:
    'Notifications are allowed, but this browser could not reach its push service, so reminders are still off. Check your connection and try again; if it keeps failing, a privacy setting or extension may block push services.',
  endpoint: 'A push endpoint must be an https:// address',
} as const;
