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
import { type RatedSession, ratedSessions, reliefOn } from './rated-sessions.js';

/** What grouping a session needs: its dimensions, its time and its outcomes. */
type ReliefSession = Parameters<typeof dimensionKeys>[0] & {
  consumedAt: Date;
  outcomes: RatedSession['outcomes'];
};
type Rated<S extends ReliefSession = ReliefSession> = { session: S; relief: number };

/** Each dimension's groups, ranked, from sessions with their relief (oldest first). */
export function groupByDimension(
  rated: readonly Rated[],
): Record<ReliefDimension, SymptomRelief['byStrain']> {
  const out = {} as Record<ReliefDimension, SymptomRelief['byStrain']>;
  for (const dimension of RELIEF_DIMENSIONS) {
    const groups = new Map<string, { label: string; values: number[] }>();
    for (const { session, relief } of rated)
      for (const key of dimensionKeys(session)[dimension]) {
        const g = groups.get(key) ?? { label: '', values: [] };
        // Strains are labelled as the user last spelled them (sessions come oldest first).
        g.label = dimension === 'byStrain' ? session.strainName.trim() : dimensionLabel(dimension, key);
        g.values.push(relief);
        groups.set(key, g);
      }
    out[dimension] = rankGroups([...groups].map(([key, g]) => reliefGroup(key, g.label, g.values)));
  }
  return out;
}

/** Relief per calendar month in `timeZone`, oldest first (months without a rated session are left out). */
export function reliefByMonth(rated: readonly Rated[], timeZone: string): ReliefMonth[] {
  const months = new Map<string, number[]>();
  for (const { session, relief } of rated) {
    const month = dayIn(timeZone, session.consumedAt).slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), relief]);
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
