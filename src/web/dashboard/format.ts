const numberFormat = new Intl.NumberFormat('en-US');
/** 12,345 */
export const formatNumber = (n: number) => numberFormat.format(n);

/** One decimal, 0 when there is nothing (the spec's average rating). */
export const oneDecimal = (n: number | null | undefined) => (n ? (Math.round(n * 10) / 10).toFixed(1) : '0');

/** "3 entries" / "1 entry" */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatNumber(n)} ${n === 1 ? one : many}`;
