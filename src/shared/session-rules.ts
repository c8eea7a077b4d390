/** Sessions' rules without zod (screens that only show data load this, not the schemas). */
import { type Method, SHORT_TEXT_MAX, tooLong } from './constants.js';
import { message } from './message.js';

/**
 * A session: when an entry was taken, why (symptoms rated 0–10 before and after), how fast it came on and
 * how long it lasted, and what the label said. Every field is optional, so entries written without them
 * (and clients that send the older shape) keep working.
 */
export const SYMPTOMS = [
  'anxiety',
  'stress',
  'pain',
  'insomnia',
  'nausea',
  'low_appetite',
  'headache',
  'depression',
  'fatigue',
  'muscle_tension',
  'inflammation',
  'poor_focus',
] as const;
export type Symptom = (typeof SYMPTOMS)[number];

/** Each symptom's label: its key in words ("low_appetite" is "Low appetite"), translated as a clinician says it. */
export const SYMPTOM_LABELS: Record<Symptom, string> = {
  anxiety: /*i18n*/ 'Anxiety',
  stress: /*i18n*/ 'Stress',
  pain: /*i18n*/ 'Pain',
  insomnia: /*i18n*/ 'Insomnia',
  nausea: /*i18n*/ 'Nausea',
  low_appetite: /*i18n*/ 'Low appetite',
  headache: /*i18n*/ 'Headache',
  depression: /*i18n*/ 'Depression',
  fatigue: /*i18n*/ 'Fatigue',
  muscle_tension: /*i18n*/ 'Muscle tension',
  inflammation: /*i18n*/ 'Inflammation',
  poor_focus: /*i18n*/ 'Poor focus',
};

export const symptomLabel = (s: string) => SYMPTOM_LABELS[s as Symptom] ?? s;

export const TERPENES = [
  'myrcene',
  'limonene',
  'caryophyllene',
  'pinene',
  'linalool',
  'humulene',
  'terpinolene',
  'ocimene',
  'bisabolol',
  'nerolidol',
] as const;
export type Terpene = (typeof TERPENES)[number];
/** Each terpene's name as a label shows it (`label(terpene)`), for the catalogs. */
export const TERPENE_LABELS: Record<Terpene, string> = {
  myrcene: /*i18n*/ 'Myrcene',
  limonene: /*i18n*/ 'Limonene',
  caryophyllene: /*i18n*/ 'Caryophyllene',
  pinene: /*i18n*/ 'Pinene',
  linalool: /*i18n*/ 'Linalool',
  humulene: /*i18n*/ 'Humulene',
  terpinolene: /*i18n*/ 'Terpinolene',
  ocimene: /*i18n*/ 'Ocimene',
  bisabolol: /*i18n*/ 'Bisabolol',
  nerolidol: /*i18n*/ 'Nerolidol',
};

/** The label details that are numbers: the form's number boxes, the CSV's number columns. */
export const SESSION_NUMBER_FIELDS = [
  'onsetMinutes',
  'durationMinutes',
  'thcPercent',
  'cbdPercent',
  'thcMg',
  'cbdMg',
  'price',
] as const;

export const SYMPTOM_LEVEL_MAX = 10;
export const ONSET_MAX_MINUTES = 720;
export const DURATION_MAX_MINUTES = 1440;
/** The largest THC or CBD in milligrams, and the largest price, a session takes. */
export const MG_MAX = 10_000;
/** Decimals a label's figures take: percents as printed (99.99 %, 0.05 %), milligrams to a thousandth. */
export const PERCENT_DECIMALS = 2;
export const MG_DECIMALS = 3;
export const PRICE_MAX = 100_000;
/** How far ahead of the server's clock a time of use may be (a phone's clock runs a little fast). */
export const CONSUMED_AT_FUTURE_SLACK_MS = 5 * 60_000;
export const CONSUMED_AT_EARLIEST = '2000-01-01T00:00:00.000Z';
/** A follow-up ("How do you feel now?") is asked from the onset time for this long. */
export const FOLLOW_UP_WINDOW_MS = 24 * 60 * 60_000;

export const SESSION_MESSAGES = {
  consumedAtFormat:
    /*i18n*/ 'Time of use must be a date and time with its offset, like 2026-11-23T21:30:00+01:00',
  consumedAtFuture: /*i18n*/ 'Time of use cannot be in the future',
  consumedAtPast: /*i18n*/ 'Time of use is too far in the past',
  symptom: /*i18n*/ 'Unknown symptom',
  level: message(/*i18n*/ 'Symptom levels are whole numbers from 0 to {max}', { max: SYMPTOM_LEVEL_MAX }),
  symptomOnce: /*i18n*/ 'Each symptom can be listed once',
  onset: message(/*i18n*/ 'Onset must be between 0 and {max} minutes', { max: ONSET_MAX_MINUTES }),
  duration: message(/*i18n*/ 'Duration must be between 0 and {max} minutes', { max: DURATION_MAX_MINUTES }),
  thcPercent: message(
    /*i18n*/ 'THC must be from 0 to 100% with at most {decimals} decimals, as printed (like 99.99)',
    { decimals: PERCENT_DECIMALS },
  ),
  cbdPercent: message(
    /*i18n*/ 'CBD must be from 0 to 100% with at most {decimals} decimals, as printed (like 0.05)',
    { decimals: PERCENT_DECIMALS },
  ),
  thcMg: message(/*i18n*/ 'THC must be from 0 to {max} mg with at most {decimals} decimals', {
    max: MG_MAX,
    decimals: MG_DECIMALS,
  }),
  cbdMg: message(/*i18n*/ 'CBD must be from 0 to {max} mg with at most {decimals} decimals', {
    max: MG_MAX,
    decimals: MG_DECIMALS,
  }),
  terpene: /*i18n*/ 'Unknown terpene',
  brand: tooLong(/*i18n*/ 'Brand must be at most {max} characters', SHORT_TEXT_MAX),
  source: tooLong(/*i18n*/ 'Source must be at most {max} characters', SHORT_TEXT_MAX),
  price: message(/*i18n*/ 'Price must be from 0 to {max} with at most 2 decimals', { max: PRICE_MAX }),
} as const;

/** True when `n` has at most `places` decimals (tolerant of binary fractions such as 0.1 + 0.2). */
export function hasAtMostDecimals(n: number, places: number): boolean {
  const scaled = n * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Relief on one symptom: how much lower it was after than before (0–10 points). */
export const relief = (o: { before: number; after: number | null }) =>
  o.after == null ? null : o.before - o.after;

/**
 * How long a method usually takes to kick in (minutes), used when a session does not say its onset:
 * inhaled (joint, vaporizer, pipe, bong) 15, a tincture under the tongue 30, an edible 60. The one rule
 * for when "How do you feel now?" is asked: the web's card and notification, and the server's reminders
 * (reminders.ts writes this table into its SQL).
 */
export const TYPICAL_ONSET_MINUTES: Readonly<Record<Method, number>> = {
  joint: 15,
  vaporizer: 15,
  pipe: 15,
  bong: 15,
  tincture: 30,
  edible: 60,
  other: 30,
};
/** A method this table does not know (an old client's, say) waits as long as "other". */
export const TYPICAL_ONSET_FALLBACK_MINUTES = TYPICAL_ONSET_MINUTES.other;

/** A session's onset in minutes: the one it gives, else its method's typical onset. */
export function onsetMinutesOf(entry: { method?: string | null; onsetMinutes: number | null }): number {
  if (entry.onsetMinutes != null) return entry.onsetMinutes;
  return TYPICAL_ONSET_MINUTES[entry.method as Method] ?? TYPICAL_ONSET_FALLBACK_MINUTES;
}

/** When a session's follow-up opens: once its onset has passed (`onsetMinutesOf`), for `FOLLOW_UP_WINDOW_MS`. */
export function followUpWindow(entry: {
  consumedAt: string;
  method?: string | null;
  onsetMinutes: number | null;
}) {
  const opens = Date.parse(entry.consumedAt) + onsetMinutesOf(entry) * 60_000;
  return { opens, closes: opens + FOLLOW_UP_WINDOW_MS };
}

/** True when a session still waits for its "after" levels and its follow-up window is open at `now`. */
export function followUpDue(entry: FollowUpSession, now: number): boolean {
  return followUpState(entry, now) === 'due';
}

interface FollowUpSession {
  consumedAt: string;
  method?: string | null;
  onsetMinutes: number | null;
  outcomes: ReadonlyArray<{ after: number | null }>;
}

/**
 * Where a session's follow-up stands at `now`: 'waiting' (its onset has not passed: Home says when it will
 * ask), 'due', or null (nothing to ask: followed up, no symptoms, or the window has closed).
 */
export function followUpState(entry: FollowUpSession, now: number): 'waiting' | 'due' | null {
  if (!entry.outcomes.some((o) => o.after == null)) return null;
  const { opens, closes } = followUpWindow(entry);
  if (now < opens) return 'waiting';
  return now < closes ? 'due' : null;
}

export const RELIEF_BEST_MAX = 5;
/** Manager aggregates of symptoms count only groups this large (in distinct people). */
export const RELIEF_GROUP_MIN_USERS = 5;

/** The future-time rule (needs the clock): a message, or null when the time of use is fine. */
export function sessionTimeProblem(consumedAt: string | null | undefined, now: Date): string | null {
  if (!consumedAt) return null;
  return Date.parse(consumedAt) > now.getTime() + CONSUMED_AT_FUTURE_SLACK_MS
    ? SESSION_MESSAGES.consumedAtFuture
    : null;
}

/** The account's currency for prices (ISO 4217). */
export const CURRENCY_MESSAGE = /*i18n*/ 'Choose a currency from the list';
let currencies: ReadonlySet<string> | null = null;
/** The ISO 4217 codes this runtime knows. */
export function knownCurrencies(): ReadonlySet<string> {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies;
}
export const isCurrency = (code: string) => knownCurrencies().has(code);

export const DEFAULT_CURRENCY = 'USD';

/** One symptom of a session: levels 0–10, `after` null until followed up. */
export interface Outcome {
  symptom: string;
  before: number;
  after: number | null;
}

/** An outcome as a form or client sends it (`after` may be left out). */
export type OutcomeInput = Omit<Outcome, 'after'> & { after?: number | null };

/** `GET /api/insights/relief` (its schema is in sessions.ts). */
export type ReliefInsight = Array<{
  symptom: string;
  sessions: number;
  averageRelief: number;
  /** Ranked only from RELIEF_ENOUGH_SESSIONS sessions a combination (relief-rules.ts), as every screen ranks. */
  best: Array<{
    strainName: string;
    productType: string;
    method: string;
    sessions: number;
    averageRelief: number;
  }>;
  /**
   * The combination closest to being ranked (most sessions below the threshold), so the screen can say what
   * would unlock a ranking; null when there is none. An addition.
   */
  nearest?: { strainName: string; productType: string; method: string; sessions: number } | null;
}>;
export interface CurrencySetting {
  currency: string;
  chosen: boolean;
}

/** `GET /api/manager/relief` (its schema is in sessions.ts). */
export type ManagerRelief = Array<{
  symptom: string;
  users: number;
  sessions: number;
  averageBefore: number;
  averageRelief: number;
  averageOnsetMinutes: number | null;
  averageDurationMinutes: number | null;
}>;
