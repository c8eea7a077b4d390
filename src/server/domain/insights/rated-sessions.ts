import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { entries } from '../../db/schema.js';

/** What of a session the relief insights (and the clinician report) read: what it was, and how it went. */
export const SESSION_COLUMNS = {
  id: entries.id,
  strainName: entries.strainName,
  strainType: entries.strainType,
  productType: entries.productType,
  method: entries.method,
  consumedAt: entries.consumedAt,
  outcomes: entries.outcomes,
  thcPercent: entries.thcPercent,
  cbdPercent: entries.cbdPercent,
  thcMg: entries.thcMg,
  cbdMg: entries.cbdMg,
  terpenes: entries.terpenes,
};

/** One session as the relief insights read it: its label details and its symptom outcomes. */
export type RatedSession = Awaited<ReturnType<typeof ratedSessions>>[number];

/**
 * The user's sessions, oldest first: those with an outcome for `symptom` when one is named (the rating
 * "after" may still be open: callers keep the rated ones), within [since, before) when given, in a page's
 * `window` when given (inPages).
 */
export function ratedSessions(
  db: DbOrTx,
  userId: number,
  opts: { symptom?: string; since?: Date; before?: Date; window?: SQL } = {},
) {
  return db
    .select(SESSION_COLUMNS)
    .from(entries)
    .where(
      and(
        eq(entries.userId, userId),
        opts.symptom
          ? sql`${entries.outcomes} @> ${JSON.stringify([{ symptom: opts.symptom }])}::jsonb`
          : undefined,
        opts.since ? gte(entries.consumedAt, opts.since) : undefined,
        opts.before ? lt(entries.consumedAt, opts.before) : undefined,
        opts.window,
      ),
    )
    .orderBy(asc(entries.consumedAt), asc(entries.id));
}

/**
 * Rows a page of sessions holds (more only when sessions share its last instant: a page ends between times).
 * On PGlite a statement runs on the server's own thread, so a page is as long as anyone else waits: with
 * 1,000 rows another person's p99 was 348 ms while a 20,000-session report was built cold, with 250 it is
 * 136 ms, the report as fast (`npm run insights-load`, issue 55).
 */
export const SESSION_PAGE_ROWS = 250;

/**
 * The user's sessions `read` selects, page by page in `order` of time (then id) with a pause between pages:
 * a journal of 20,000 sessions never holds the server (PGlite runs queries on the main thread; the caller's
 * work on a page is on it too) for longer than a page, and other people's requests are answered in
 * between. `within` narrows the sessions (a period); `read` is given the page's window, to add to its own
 * condition, and orders the rows in it by time, then id.
 *
 * A page is a window of time read straight from the user's index on (user_id, consumed_at): first the time
 * of the `rows`th session after the last window (an index scan of `rows` entries, ordered by time only, as
 * the index is), then every session from the last window's end up to that time (a range of the index,
 * sorted by time, then id). Each statement reads a page's rows, not the journal's: 20 pages read the
 * journal once in all, and no statement scans the table or sorts the user's rows. A window ends between two
 * times, so sessions that share a time are never split across pages (a page holds all of its last
 * instant's sessions: more than `rows` only when that many share a time); the window's end is carried as
 * the database wrote it (text with microseconds, which a Date would lose).
 */
export async function* inPages<R>(
  db: DbOrTx,
  userId: number,
  order: 'asc' | 'desc',
  read: (window: SQL) => Promise<R[]>,
  opts: { within?: SQL; rows?: number } = {},
): AsyncGenerator<R[]> {
  const rows = opts.rows ?? SESSION_PAGE_ROWS;
  // Both ends of every range are given (±infinity before the first page and after the last): without
  // statistics (PGlite never gathers them) the planner then reads the index in order, as it does with them.
  const [ahead, upTo, first, past] =
    order === 'asc'
      ? [sql`>`, sql`<=`, sql`>= '-infinity'`, sql`<= 'infinity'`]
      : [sql`<`, sql`>=`, sql`<= 'infinity'`, sql`>= '-infinity'`];
  let last: string | null = null;
  for (;;) {
    const from =
      last == null
        ? sql`${entries.consumedAt} ${first}::timestamptz`
        : sql`${entries.consumedAt} ${ahead} ${last}::timestamptz`;
    const [end] = await pageEnd(
      db,
      userId,
      order,
      and(opts.within, from, sql`${entries.consumedAt} ${past}::timestamptz`),
      rows,
    );
    const window = sql`${from} and ${entries.consumedAt} ${end ? sql`${upTo} ${end.at}` : past}::timestamptz`;
    yield await read(window);
    if (!end) return;
    last = end.at;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The time (as the database writes it, microseconds kept) of the `rows`th of the user's sessions in `where`
 * in `order` of time, or none when fewer are left: where a page ends (inPages). Ordered by time only and
 * with nulls where the index on (user_id, consumed_at desc nulls last) has them (there are none: the column
 * is not null, but the planner reads an index in order only for the order it was built with, or its
 * reverse), so it reads `rows` index entries and sorts nothing.
 */
export function pageEnd(
  db: DbOrTx,
  userId: number,
  order: 'asc' | 'desc',
  where: SQL | undefined,
  rows: number,
) {
  return db
    .select({ at: sql<string>`${entries.consumedAt}::text` })
    .from(entries)
    .where(and(eq(entries.userId, userId), where))
    .orderBy(
      order === 'asc'
        ? sql`${entries.consumedAt} asc nulls first`
        : sql`${entries.consumedAt} desc nulls last`,
    )
    .offset(rows - 1)
    .limit(1);
}

/** One page of `ratedSessions` (the sessions in `window`, see inPages), oldest first. */
export function ratedSessionPage(db: DbOrTx, userId: number, symptom: string | undefined, window: SQL) {
  return ratedSessions(db, userId, { symptom, window });
}

/** `ratedSessions` page by page (`inPages`), oldest first. */
export function ratedSessionPages(
  db: DbOrTx,
  userId: number,
  opts: { symptom?: string; rows?: number } = {},
) {
  return inPages(db, userId, 'asc', (window) => ratedSessionPage(db, userId, opts.symptom, window), {
    rows: opts.rows,
  });
}

/** A session's relief on `symptom` (before − after), or null when it was not rated both times. */
export function reliefOn(session: { outcomes: RatedSession['outcomes'] }, symptom: string): number | null {
  const o = session.outcomes.find((x) => x.symptom === symptom);
  return o == null || o.after == null || o.before == null ? null : o.before - o.after;
}
