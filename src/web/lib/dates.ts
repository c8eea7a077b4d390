import { displayLocale } from './format';

/**
 * Every date and time on screen, formatted one way: in the user's language (the browser's) and the
 * account's time zone (Settings → Time zone; the browser's own until the account's is known). The
 * formatters are built once per language, zone and style.
 */

const STYLES = {
  /** "Mar 5, 2026" */
  date: { month: 'short', day: 'numeric', year: 'numeric' },
  /** "Mar 5" */
  dayMonth: { month: 'short', day: 'numeric' },
  /** "Mar 5, 2026, 8:15 PM" */
  dateTime: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** "8:15 PM" */
  time: { hour: 'numeric', minute: '2-digit' },
  /** "Mar 2026" */
  month: { month: 'short', year: 'numeric' },
  /** "Thu, Mar 5, 8:15 PM": when a session was taken, as the form says it back */
  weekdayDateTime: { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof STYLES;

type DateInput = string | number | Date | null | undefined;

/** The zone dates are shown in; undefined is the browser's own. */
let accountZone: string | undefined;

/** Called when the account's time zone is known (and when it changes). */
export function setDisplayTimeZone(timeZone: string | undefined) {
  accountZone = timeZone || undefined;
}

const userLocale = displayLocale;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(style: DateStyle, locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}|${style}`;
  let found = formatters.get(key);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone });
    } catch {
      // An unknown zone or language falls back to the browser's own.
      found = new Intl.DateTimeFormat(undefined, STYLES[style]);
    }
    formatters.set(key, found);
  }
  return found;
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * A moment (an ISO timestamp, epoch milliseconds or a Date) as text; empty for none or an invalid one.
 * `options` override the user's language and the account's zone (tests, a shared report).
 */
export function formatDate(
  value: DateInput,
  style: DateStyle = 'date',
  options: { locale?: string; timeZone?: string } = {},
): string {
  const d = toDate(value);
  if (!d) return '';
  return formatter(style, options.locale ?? userLocale(), options.timeZone ?? accountZone).format(d);
}

/** "Mar 5, 2026, 8:15 PM" */
export const formatDateTime = (value: DateInput) => formatDate(value, 'dateTime');

/** "8:15 PM" */
export const formatTime = (value: DateInput) => formatDate(value, 'time');

/**
 * A calendar day ("2026-03-05", no time of day) as text: the same day in every zone.
 */
export function formatDay(day: string | null | undefined, style: 'date' | 'dayMonth' = 'date'): string {
  if (!day) return '';
  return formatDate(`${day.slice(0, 10)}T12:00:00Z`, style, { timeZone: 'UTC' });
}

/** A calendar month ("2026-03") as text: "Mar 2026". */
export function formatMonth(month: string): string {
  return formatDate(`${month.slice(0, 7)}-15T12:00:00Z`, 'month', { timeZone: 'UTC' });
}
