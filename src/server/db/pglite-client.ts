import { PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';

/**
 * The types Drizzle's PGlite driver keeps as text (drizzle-orm/pglite/session.js): timestamps, intervals
 * and dates, and the arrays numeric[], timestamp[], timestamptz[], interval[], date[].
 */
const AS_TEXT = new Set<number>([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const asText = (value: string) => value;

/**
 * Drizzle sends those parsers with every query, and PGlite merges them by copying its whole table of about
 * 300 parsers each time: about 0.15 ms per query, as much as PGlite spends answering a primary-key
 * look-up (bench/notes.md). The same parsers are set once on the instance and the per-query copies
 * dropped, so every result is what Drizzle asked for. Options carrying any other parser pass unchanged.
 */
function withoutKnownParsers(options?: QueryOptions): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const key of Object.keys(parsers)) if (!AS_TEXT.has(Number(key))) return options;
  const { parsers: _, ...rest } = options;
  return rest;
}

export class DrizzlePGlite extends PGlite {
  /** After `waitReady`: PGlite fills its array parsers while it starts. */
  takeDrizzleParsers() {
    for (const type of AS_TEXT) this.parsers[type] = asText;
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions) {
    return super.query<T>(query, params, withoutKnownParsers(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>) {
    return super.transaction((tx) =>
      callback(
        Object.create(tx, {
          query: {
            value: <R>(query: string, params?: unknown[], options?: QueryOptions) =>
              tx.query<R>(query, params, withoutKnownParsers(options)),
          },
        }),
      ),
    );
  }
}
