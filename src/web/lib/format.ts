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

/**
 * The plural category of `n` written with exactly `digits` decimals, in the display language ("1.0" is
 * "other" in English, "1,5" is "one" in French): the same digits the figure is shown with, so the word
 * agrees with the figure. Screens pass it to an ICU `select` (`select(pluralOf(n, 1), { one: …, other: … })`).
 */
export function pluralOf(n: number, digits = 0): Intl.LDMLPluralRule {
  const locale = displayLocale();
  const key = `${locale}|${digits}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    pluralRules.set(key, rules);
  }
  return rules.select(n);
}
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * A number typed in a box, in the display language's way or the English one: "0,5", "12,5 %", "1.234,5"
 * (German), "1 234,5" (French), "0.5". One separator alone is the decimal one, unless it is the language's
 * grouping with three digits after it ("1.250" in German is 1250, "1,250" in English too). Blank is null;
 * anything not a number is NaN, which the shared schema refuses with its message.
 */
export function parseDecimal(text: string): number | null {
  let t = text
    .trim()
    .replace(/^%|%$/g, '')
    .replace(/[\s\u00a0\u202f'’]/g, '')
    .replace(/^[−–]/, '-');
  if (t === '') return null;
  const dots = t.split('.').length - 1;
  const commas = t.split(',').length - 1;
  if (dots && commas) {
    // Both: the last one is the decimal separator, the other groups.
    const decimal = t.lastIndexOf('.') > t.lastIndexOf(',') ? '.' : ',';
    t = t.replaceAll(decimal === '.' ? ',' : '.', '').replace(decimal, '.');
  } else if (dots + commas > 1) {
    t = t.replaceAll(dots ? '.' : ',', ''); // "1.000.000": grouping only
  } else if (dots + commas === 1) {
    const separator = dots ? '.' : ',';
    const grouping = separator === groupSeparator() && /^-?[1-9]\d{0,2}[.,]\d{3}$/.test(t);
    t = grouping ? t.replace(separator, '') : t.replace(separator, '.');
  }
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}

/** The display language's grouping separator (",", ".", or a space in French). */
function groupSeparator(): string {
  return (
    numberFormat({})
      .formatToParts(12345)
      .find((p) => p.type === 'group')?.value ?? ','
  );
}

/** A number put back in a box, written as the display language writes it and `parseDecimal` reads it: "0,5". */
export function formatInputNumber(n: number | null | undefined): string {
  if (n == null || !Number.isFinite(n)) return '';
  return numberFormat({ useGrouping: false, maximumFractionDigits: 6 }).format(n);
}

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
