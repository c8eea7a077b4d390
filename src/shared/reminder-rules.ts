/**
 * Reminders sent by Web Push, without zod (the Settings card and the server share them): the daily
 * reminder's time, what each reminder says and which screen a tap opens (decision 0053).
 */

import { productTypeLabel } from './entry-rules.js';
import type { Arm } from './experiments-rules.js';
import { english, type Message } from './message.js';

/** How a reminder's words are put in the reader's language (the server's `translate`); English by default. */
export type Say = (m: Message) => string;

/** A time of day on a 24-hour clock, "HH:MM". */
export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DEFAULT_REMINDER_TIME = '20:00';
export const REMINDER_TIME_MESSAGE = /*i18n*/ 'Choose a time of day, like 20:00';

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

export function dailyReminderMessage(say: Say = english): ReminderMessage {
  return {
    kind: 'daily',
    title: say({ id: /*i18n*/ 'Time for your journal' }),
    body: say({ id: /*i18n*/ 'You have not logged a session today. Add one while you remember it.' }),
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
  say: Say = english,
): ReminderMessage {
  return {
    kind: 'follow_up',
    title: say({ id: /*i18n*/ 'How do you feel now?' }),
    body: say(
      namesStrain
        ? { id: /*i18n*/ 'Rate your symptoms after {strain}.', values: { strain: entry.strainName } }
        : { id: /*i18n*/ 'Rate your symptoms now that your session has kicked in.' },
    ),
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
  say: Say = english,
): ReminderMessage {
  const { id, arm, dose } = experiment;
  // "Gelato edible": the strain as written, its product type in the reader's words (productName's form).
  const product = {
    id: /*i18n*/ '{strain} {productType}',
    values: {
      strain: experiment.strainName,
      productType: { id: productTypeLabel(experiment.productType).toLowerCase() },
    },
  };
  return {
    kind: 'experiment',
    title: say({ id: /*i18n*/ 'Experiment day' }),
    body: say(
      namesStrain
        ? {
            id: /*i18n*/ 'Today is product {arm}: {product}, {dose}. Rate how you feel before you take it.',
            values: { arm, product, dose },
          }
        : {
            id: /*i18n*/ 'Today is product {arm} of your experiment. Rate how you feel before you take it.',
            values: { arm },
          },
    ),
    tag: `experiment-${id}`,
    url: `/experiments/${id}`,
  };
}

/** What the Settings card says when this browser cannot take reminders, or the person said no. */
export const PUSH_MESSAGES = {
  unsupported:
    /*i18n*/ 'This browser cannot show reminders (it has no Web Push). Try Chrome, Edge or Firefox, or add the app to your home screen on an iPhone.',
  denied:
    /*i18n*/ 'Notifications are blocked for this site. Allow them in your browser’s site settings, then turn reminders on again.',
  dismissed: /*i18n*/ 'Reminders stay off: notifications were not allowed.',
  failed:
    /*i18n*/ 'Notifications are allowed, but this browser could not reach its push service, so reminders are still off. Check your connection and try again; if it keeps failing, a privacy setting or extension may block push services.',
  endpoint: /*i18n*/ 'A push endpoint must be an https:// address',
} as const;
