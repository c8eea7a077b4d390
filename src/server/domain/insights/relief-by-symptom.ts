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
import { type RatedSession, ratedSessionPages, reliefOn } from './rated-sessions.js';

/** What grouping a session needs: its dimensions, its time and its outcomes. */
type ReliefSession = Parameters<typeof dimensionKeys>[0] & {
  consumedAt: Date;
  outcomes: RatedSession['outcomes'];
};
type Rated<S extends ReliefSession = ReliefSession> = { session: S; relief: number };

/**
 * Each dimension's groups of a symptom's sessions, built one session at a time (each session's dimensions
 * worked out once, its relief pushed onto its groups' lists): linear in the sessions, and a caller reading
 * them page by page adds each page as it comes. Sessions are added oldest first, or with `newestFirst`
 * newest first (the lists are turned round at the end: a spread sums them in the same order). Strains are
 * labelled as the user last spelled them, so a newest-first caller leaves byStrain out of `dimensions`.
 */
export class DimensionGroups {
  private readonly groups: Array<[ReliefDimension, Map<string, { label: string; values: number[] }>]>;
  constructor(
    dimensions: readonly ReliefDimension[] = RELIEF_DIMENSIONS,
    private readonly newestFirst = false,
  ) {
    this.groups = dimensions.map((d) => [d, new Map()]);
  }

  add(session: Parameters<typeof dimensionKeys>[0], relief: number, keys = dimensionKeys(session)) {
    for (const [dimension, byKey] of this.groups)
      for (const key of keys[dimension]) {
        let g = byKey.get(key);
        if (!g) {
          g = { label: dimension === 'byStrain' ? '' : dimensionLabel(dimension, key), values: [] };
          byKey.set(key, g);
        }
        if (dimension === 'byStrain') g.label = session.strainName.trim();
        g.values.push(relief);
      }
  }

  /** Each dimension's groups, ranked. */
  result(): Partial<Record<ReliefDimension, SymptomRelief['byStrain']>> {
    const out: Partial<Record<ReliefDimension, SymptomRelief['byStrain']>> = {};
    for (const [dimension, byKey] of this.groups)
      out[dimension] = rankGroups(
        [...byKey].map(([key, g]) =>
          reliefGroup(key, g.label, this.newestFirst ? g.values.reverse() : g.values),
        ),
      );
    return out;
  }
}

/** Each dimension's groups, ranked, from sessions with their relief (oldest first). */
export function groupByDimension(
  rated: readonly Rated[],
): Record<ReliefDimension, SymptomRelief['byStrain']> {
  const groups = new DimensionGroups();
  for (const { session, relief } of rated) groups.add(session, relief);
  return groups.result() as Record<ReliefDimension, SymptomRelief['byStrain']>;
}

/** Relief per calendar month, one session at a time ('YYYY-MM' of its day in the answer's time zone). */
export class MonthlyRelief {
  private readonly months = new Map<string, number[]>();

  add(month: string, relief: number) {
    const values = this.months.get(month);
    if (values) values.push(relief);
    else this.months.set(month, [relief]);
  }

  /** Oldest first (months without a rated session are left out). */
  result(): ReliefMonth[] {
    return [...this.months]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, values]) => ({
        month,
        sessions: values.length,
        averageRelief: reliefStats(values).averageRelief,
      }));
  }
}

/** Relief per calendar month in `timeZone`, oldest first (months without a rated session are left out). */
export function reliefByMonth(rated: readonly Rated[], timeZone: string): ReliefMonth[] {
  const months = new MonthlyRelief();
  for (const { session, relief } of rated)
    months.add(dayIn(timeZone, session.consumedAt).slice(0, 7), relief);
  return months.result();
}

/** Sessions rated before and after on `symptom`, with that relief. */
export function ratedOn<S extends ReliefSession>(sessions: readonly S[], symptom: string): Rated<S>[] {
  return sessions.flatMap((session) => {
    const relief = reliefOn(session, symptom);
    return relief == null ? [] : [{ session, relief }];
  });
}

/**
 * `GET /api/insights/relief/{symptom}`: the user's relief on one symptom by every dimension and month. The
 * sessions are read page by page, oldest first, and each page is added to the figures as it comes.
 */
export async function getSymptomRelief(
  db: DbOrTx,
  userId: number,
  symptom: string,
  timeZone: string,
): Promise<SymptomRelief> {
  const groups = new DimensionGroups();
  const months = new MonthlyRelief();
  let sessions = 0;
  let total = 0;
  for await (const page of ratedSessionPages(db, userId, { symptom }))
    for (const session of page) {
      const relief = reliefOn(session, symptom);
      if (relief == null) continue;
      sessions += 1;
      total += relief;
      groups.add(session, relief);
      months.add(dayIn(timeZone, session.consumedAt).slice(0, 7), relief);
    }
  return {
    symptom,
    sessions,
    averageRelief: sessions ? round1(total / sessions) : null,
    ...(groups.result() as Record<ReliefDimension, SymptomRelief['byStrain']>),
    overTime: months.result(),
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
