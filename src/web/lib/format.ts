// Made on first use: ICU's set-up for it is done by then (decision 0038).
let numberFormat: Intl.NumberFormat | undefined;
/** 12,345 (en-US grouping) */
export function formatNumber(n: number) {
  numberFormat ??= new Intl.NumberFormat('en-US');
  return numberFormat.format(n);
}

/** A ledger line's amount with its sign: "+10" earned, "−50" spent. */
export const signedPoints = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

/** One decimal, 0 when there is nothing (an average rating). */
export const oneDecimal = (n: number | null | undefined) => (n ? (Math.round(n * 10) / 10).toFixed(1) : '0');

/** "entry" / "entries": the word for `n` of them. */
export const noun = (n: number, one: string, many = `${one}s`) => (n === 1 ? one : many);

/** "1 entry" / "1,200 entries" */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatNumber(n)} ${noun(n, one, many)}`;
