import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
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

/** A session's relief on `symptom` (before − after), or null when it was not rated both times. */
export function reliefOn(session: { outcomes: RatedSession['outcomes'] }, symptom: string): number | null {
  const o = session.outcomes.find((x) => x.symptom === symptom);
  return o == null || o.after == null || o.before == null ? null : o.before - o.after;
}
