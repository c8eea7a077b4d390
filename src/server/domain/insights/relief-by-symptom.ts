import { round1 } from '../../../shared/insights.js';
import {
  dimensionKeys,
  dimensionLabel,
  RELIEF_DIMENSIONS,
  type ReliefDimension,
  type ReliefMonth,
  rankGroups,
  reliefGroup,
  reliefStats,
  type SymptomRelief,
} from '../../../shared/relief-rules.js';
import type { DbOrTx } from '../../db/client.js';
import { dayIn } from '../calendar.js';
import { keptAnswer } from './kept-answers.js';
import { type RatedSession, ratedSessions, reliefOn } from './rated-sessions.js';

/** What grouping a session needs: its dimensions, its time and its outcomes. */
type ReliefSession = Parameters<typeof dimensionKeys>[0] & {
  consumedAt: Date;
  outcomes: RatedSession['outcomes'];
};
type Rated<S extends ReliefSession = ReliefSession> = { session: S; relief: number };

/**
 * Each dimension's groups, ranked, from sessions with their relief (oldest first). One pass over the
 * sessions: each session's dimensions are worked out once, and its relief is pushed onto its groups' lists.
 */
export function groupByDimension(
  rated: readonly Rated[],
): Record<ReliefDimension, SymptomRelief['byStrain']> {
  const groups = Object.fromEntries(
    RELIEF_DIMENSIONS.map((d) => [d, new Map<string, { label: string; values: number[] }>()]),
  ) as Record<ReliefDimension, Map<string, { label: string; values: number[] }>>;
  for (const { session, relief } of rated) {
    const keys = dimensionKeys(session);
    for (const dimension of RELIEF_DIMENSIONS)
      for (const key of keys[dimension]) {
        const byKey = groups[dimension];
        let g = byKey.get(key);
        if (!g) {
          g = { label: '', values: [] };
          byKey.set(key, g);
        }
        // Strains are labelled as the user last spelled them (sessions come oldest first).
        if (dimension === 'byStrain') g.label = session.strainName.trim();
        else if (!g.label) g.label = dimensionLabel(dimension, key);
        g.values.push(relief);
      }
  }
  const out = {} as Record<ReliefDimension, SymptomRelief['byStrain']>;
  for (const dimension of RELIEF_DIMENSIONS)
    out[dimension] = rankGroups(
      [...groups[dimension]].map(([key, g]) => reliefGroup(key, g.label, g.values)),
    );
  return out;
}

/** Relief per calendar month in `timeZone`, oldest first (months without a rated session are left out). */
export function reliefByMonth(rated: readonly Rated[], timeZone: string): ReliefMonth[] {
  const months = new Map<string, number[]>();
  for (const { session, relief } of rated) {
    const month = dayIn(timeZone, session.consumedAt).slice(0, 7);
    const values = months.get(month);
    if (values) values.push(relief);
    else months.set(month, [relief]);
  }
  return [...months]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, values]) => ({
      month,
      sessions: values.length,
      averageRelief: reliefStats(values).averageRelief,
    }));
}

/** Sessions rated before and after on `symptom`, with that relief. */
export function ratedOn<S extends ReliefSession>(sessions: readonly S[], symptom: string): Rated<S>[] {
  return sessions.flatMap((session) => {
    const relief = reliefOn(session, symptom);
    return relief == null ? [] : [{ session, relief }];
  });
}

/** `GET /api/insights/relief/{symptom}`: the user's relief on one symptom by every dimension and month. */
export async function getSymptomRelief(
  db: DbOrTx,
  userId: number,
  symptom: string,
  timeZone: string,
): Promise<SymptomRelief> {
  const rated = ratedOn(await ratedSessions(db, userId, { symptom }), symptom);
  const all = rated.map((r) => r.relief);
  return {
    symptom,
    sessions: all.length,
    averageRelief: all.length ? round1(all.reduce((a, b) => a + b, 0) / all.length) : null,
    ...groupByDimension(rated),
    overTime: reliefByMonth(rated, timeZone),
  };
}

/**
 * The same, kept per journal version, symptom and time zone (kept-answers.ts); `version` when the session
 * look-up read it.
 */
export function keptSymptomRelief(
  db: DbOrTx,
  userId: number,
  symptom: string,
  timeZone: string,
  at: { version?: string | null; now: number },
): Promise<SymptomRelief> {
  return keptAnswer(db, userId, `relief|${symptom}|${timeZone}`, at.version, at.now, () =>
    getSymptomRelief(db, userId, symptom, timeZone),
  );
}
