/**
 * Every number on screen, written one way: in the display language (the browser's, until the app's own
 * language is chosen) with `Intl`, the formatters built once per language and style (decision 0038: made on
 * first use, when ICU's set-up is done). Dates and times: lib/dates.ts, on the same language.
 */

let chosenLocale: string | undefined;

/** The language numbers and dates are written in: the one chosen, else the browser's, else English. */
export function displayLocale(): string {
  return chosenLocale ?? (typeof navigator === 'undefined' ? undefined : navigator.language) ?? 'en-US';
}

/** Called when the person's language is known (and when it changes). */
export function setDisplayLocale(locale: string | undefined) {
  chosenLocale = locale || undefined;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = displayLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = numberFormats.get(key);
  if (!found) {
    try {
      found = new Intl.NumberFormat(locale, options);
    } catch {
      // An unknown language (or currency) falls back to the browser's own way without the option.
      found = new Intl.NumberFormat(undefined, { ...options, currency: undefined, style: undefined });
    }
    numberFormats.set(key, found);
  }
  return found;
}

/** 12,345 (in the display language's grouping: 12.345 in German) */
export function formatNumber(n: number) {
  return numberFormat({ maximumFractionDigits: 2 }).format(n);
}

/**
 * A figure with exactly `digits` decimals: "3.0", "3.4" (an average, a relief), so two figures side by side
 * never read "3" beside "3.4" (issue 57).
 */
export function formatDecimal(n: number, digits = 1) {
  return numberFormat({ minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
}

/** A price in its own currency, in the reader's way of writing it: "$12.50", "12,50 €". */
export function formatMoney(amount: number, currency: string) {
  return numberFormat({ style: 'currency', currency }).format(amount);
}

/** A ledger line's amount with its sign: "+10" earned, "−50" spent. */
export const signedPoints = (n: number) => (n < 0 ? `−${formatNumber(-n)}` : `+${formatNumber(n)}`);

/** One decimal, 0 when there is nothing (an average rating). */
export const oneDecimal = (n: number | null | undefined) => (n ? formatDecimal(n, 1) : formatNumber(0));

/** "entry" / "entries": the word for `n` of them. */
export const noun = (n: number, one: string, many = `${one}s`) => (n === 1 ? one : many);

/** "1 entry" / "1,200 entries" */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatNumber(n)} ${noun(n, one, many)}`;

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How far a moment is from now, in the largest whole unit: "3 days ago", "in 2 hours" (the display
 * language's words, `Intl.RelativeTimeFormat`).
 */
export function formatRelative(when: Date | string | number, now: Date = new Date()) {
  const ms = new Date(when).getTime() - now.getTime();
  const [unit, size] = UNITS.find(([, size]) => Math.abs(ms) >= size) ?? ['second', 1000];
  const locale = displayLocale();
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    relativeFormats.set(locale, format);
  }
  return format.format(Math.trunc(ms / size), unit);
}
