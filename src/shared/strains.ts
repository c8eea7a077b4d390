/**
 * What makes two entries the same strain: the name with its leading and trailing spaces cut and case
 * ignored ("Blue Dream" and "blue dream " are one strain). Every count of distinct strains, every grouping
 * per strain, client and server, uses this key. The server's SQL form, `strainKey` in
 * src/server/domain/sql.ts, is `lower(btrim(name))` (an index is built on it), so this is written to give
 * what PostgreSQL gives: spaces only (btrim's), and each character lowered on its own (PostgreSQL's simple
 * mapping: "İ" is "i", a final "Σ" is "σ"). tests/api/strain-key.test.ts holds the two to one answer.
 */
export function strainKey(name: string): string {
  // Most names are ASCII, where lowering each character on its own is what toLowerCase does (a report
  // keys every one of 20,000 sessions: the character-by-character way costs more than reading them).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range, control characters too
  if (/^[\x00-\x7f]*$/.test(name)) return name.replace(/^ +| +$/g, '').toLowerCase();
  return Array.from(name.replace(/^ +| +$/g, ''), (c) =>
    String.fromCodePoint(c.toLowerCase().codePointAt(0) ?? 0),
  ).join('');
}
