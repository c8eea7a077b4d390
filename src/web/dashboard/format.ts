// Made on first use of a number that is not a whole one: the first Intl formatter of a page loads ICU's
// data (about 25 ms, 100 ms on a 4 × slower CPU), and the dashboards' figures are counts.
let numberFormat: Intl.NumberFormat | undefined;
/** 12,345 (en-US grouping; whole numbers without Intl, the same text) */
export function formatNumber(n: number) {
  if (Number.isSafeInteger(n)) return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  numberFormat ??= new Intl.NumberFormat('en-US');
  return numberFormat.format(n);
}

/** One decimal, 0 when there is nothing (the spec's average rating). */
export const oneDecimal = (n: number | null | undefined) => (n ? (Math.round(n * 10) / 10).toFixed(1) : '0');

/** "3 entries" / "1 entry" */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatNumber(n)} ${n === 1 ? one : many}`;
