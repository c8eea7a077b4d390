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
 * "after" may still be open: callers keep the rated ones), within [since, before) when given.
 */
export function ratedSessions(
  db: DbOrTx,
  userId: number,
  opts: { symptom?: string; since?: Date; before?: Date } = {},
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
      ),
    )
    .orderBy(asc(entries.consumedAt), asc(entries.id));
}

/** Rows a page of sessions holds at most (a long statement on PGlite holds every other request). */
export const SESSION_PAGE_ROWS = 1000;

/**
 * The user's sessions `read` selects (in `order` of time, then id, at most SESSION_PAGE_ROWS: `read` is
 * given the condition that starts a page where the last ended), page by page with a pause between pages:
 * a journal of 20,000 sessions never holds the server (PGlite runs queries on the main thread; the caller's
 * work on a page is on it too) for longer than a page, and other people's requests are answered in
 * between. A page starts at the last row's exact time (read by its id: a time can hold microseconds a Date
 * does not), so the index is read once in all, not again up to each page.
 */
export async function* inPages<R extends { id: number }>(
  userId: number,
  order: 'asc' | 'desc',
  read: (after: SQL | undefined) => Promise<R[]>,
): AsyncGenerator<R[]> {
  const [ahead, past] = order === 'asc' ? [sql`>`, sql`>=`] : [sql`<`, sql`<=`];
  let lastId: number | null = null;
  for (;;) {
    let after: SQL | undefined;
    if (lastId != null) {
      const lastAt = sql`(select l.consumed_at from ${entries} l where l.id = ${lastId} and l.user_id = ${userId})`;
      after = sql`${entries.consumedAt} ${past} ${lastAt} and (${entries.consumedAt}, ${entries.id}) ${ahead} (${lastAt}, ${lastId}::int)`;
    }
    const page = await read(after);
    yield page;
    if (page.length < SESSION_PAGE_ROWS) return;
    lastId = page[page.length - 1].id;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** `ratedSessions` page by page (`inPages`), oldest first. */
export function ratedSessionPages(db: DbOrTx, userId: number, opts: { symptom?: string } = {}) {
  return inPages(userId, 'asc', (after) =>
    db
      .select(SESSION_COLUMNS)
      .from(entries)
      .where(
        and(
          eq(entries.userId, userId),
          opts.symptom
            ? sql`${entries.outcomes} @> ${JSON.stringify([{ symptom: opts.symptom }])}::jsonb`
            : undefined,
          after,
        ),
      )
      .orderBy(asc(entries.consumedAt), asc(entries.id))
      .limit(SESSION_PAGE_ROWS),
  );
}

/** A session's relief on `symptom` (before − after), or null when it was not rated both times. */
export function reliefOn(session: { outcomes: RatedSession['outcomes'] }, symptom: string): number | null {
  const o = session.outcomes.find((x) => x.symptom === symptom);
  return o == null || o.after == null || o.before == null ? null : o.before - o.after;
}
