import { stringify } from 'csv-stringify/sync';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, a tab or carriage return first, or ";=" which
 * some spreadsheets read as a separator and a formula) gets a leading apostrophe, as OWASP recommends
 * against CSV injection; numbers stay numbers.
 */
export function escapeFormula(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return /^(?:[=+\-@\t\r]|;=)/.test(value) ? `'${value}` : value;
}

/** One CSV document from rows and their columns (header first), formula-escaped, with a BOM for Excel. */
export function toCsv<T extends Record<string, unknown>>(
  rows: T[],
  columns: Array<{ key: keyof T & string; header: string }>,
) {
  const body = stringify(
    rows.map((row) => columns.map((c) => escapeFormula(row[c.key]))),
    {
      header: true,
      columns: columns.map((c) => c.header),
      cast: { boolean: (v) => (v ? 'true' : 'false'), date: (d) => d.toISOString() },
    },
  );
  return `\ufeff${body}`;
}
