import { sql } from 'drizzle-orm';
import { round1 } from '../../../shared/insights.js';
import { RELIEF_ENOUGH_SESSIONS } from '../../../shared/relief-rules.js';
import {
  type ManagerRelief,
  RELIEF_BEST_MAX,
  RELIEF_GROUP_MIN_USERS,
  type ReliefInsight,
  SYMPTOMS,
} from '../../../shared/sessions.js';
import type { DbOrTx } from '../../db/client.js';
import { counted, rows, strainKey } from '../sql.js';

/** Every symptom rated before and after, one row per entry and symptom: `o.relief` is before − after. */
const ratedOutcomes = sql.raw(`entries e
  cross join lateral jsonb_to_recordset(e.outcomes) as o(symptom text, before int, after int)`);

const symptomOrder = (s: string) => (SYMPTOMS as readonly string[]).indexOf(s);

/**
 * "What helps": per symptom, the user's sessions with both levels, their average relief, and the
 * strain + product + method combinations with the most relief (at most 5), ranked only from
 * RELIEF_ENOUGH_SESSIONS sessions each, the one rule every relief screen keeps (issue 57); below it, the
 * combination nearest to it, so the screen can say what would unlock a ranking.
 * One query groups by combination; the per-symptom figures are sums of those groups.
 */
export async function getReliefInsight(db: DbOrTx, userId: number): Promise<ReliefInsight> {
  const groups = await rows<{
    symptom: string;
    strain_name: string;
    product_type: string;
    method: string;
    sessions: number;
    relief_sum: number;
  }>(
    db,
    sql`select o.symptom, min(e.strain_name) as strain_name, e.product_type, e.method,
          count(*)::int as sessions, sum(o.before - o.after)::int as relief_sum
        from ${ratedOutcomes}
        where e.user_id = ${userId} and o.after is not null and o.before is not null
        group by o.symptom, ${strainKey('e')}, e.product_type, e.method`,
  );
  const bySymptom = new Map<string, ReliefInsight[number] & { reliefSum: number }>();
  for (const g of groups) {
    const sessions = Number(g.sessions);
    const reliefSum = Number(g.relief_sum);
    const entry: ReliefInsight[number] & { reliefSum: number } = bySymptom.get(g.symptom) ?? {
      symptom: g.symptom,
      sessions: 0,
      averageRelief: 0,
      best: [],
      nearest: null,
      reliefSum: 0,
    };
    entry.sessions += sessions;
    entry.reliefSum += reliefSum;
    const near = { strainName: g.strain_name, productType: g.product_type, method: g.method, sessions };
    if (sessions < RELIEF_ENOUGH_SESSIONS) {
      const was = entry.nearest;
      if (
        !was ||
        sessions > was.sessions ||
        (sessions === was.sessions && near.strainName.localeCompare(was.strainName) < 0)
      )
        entry.nearest = near;
    } else
      entry.best.push({
        strainName: g.strain_name,
        productType: g.product_type,
        method: g.method,
        sessions,
        averageRelief: round1(reliefSum / sessions),
      });
    bySymptom.set(g.symptom, entry);
  }
  return [...bySymptom.values()]
    .map(({ reliefSum, best, nearest, ...s }) => ({
      ...s,
      nearest: best.length > 0 ? null : nearest,
      averageRelief: round1(reliefSum / s.sessions),
      best: best
        .sort(
          (a, b) =>
            b.averageRelief - a.averageRelief ||
            b.sessions - a.sessions ||
            a.strainName.localeCompare(b.strainName),
        )
        .slice(0, RELIEF_BEST_MAX),
    }))
    .sort((a, b) => b.sessions - a.sessions || symptomOrder(a.symptom) - symptomOrder(b.symptom));
}

/**
 * Relief by symptom across people, for managers: only symptoms that at least RELIEF_GROUP_MIN_USERS
 * distinct people rated before and after (a smaller group could point at one person), without the
 * people who opted out of data collection. Levels, onset and duration only as averages.
 */
export async function getManagerRelief(db: DbOrTx, optedOut: readonly number[]): Promise<ManagerRelief> {
  const found = await rows<{
    symptom: string;
    users: number;
    sessions: number;
    avg_before: number;
    avg_relief: number;
    avg_onset: number | null;
    avg_duration: number | null;
  }>(
    db,
    sql`select o.symptom, count(distinct e.user_id)::int as users, count(*)::int as sessions,
          avg(o.before)::float8 as avg_before, avg(o.before - o.after)::float8 as avg_relief,
          avg(e.onset_minutes)::float8 as avg_onset, avg(e.duration_minutes)::float8 as avg_duration
        from ${ratedOutcomes}
        where o.after is not null and o.before is not null and ${counted('e.user_id', optedOut)}
        group by o.symptom
        having count(distinct e.user_id) >= ${RELIEF_GROUP_MIN_USERS}`,
  );
  const orNull = (v: number | null) => (v == null ? null : Math.round(Number(v)));
  return found
    .map((r) => ({
      symptom: r.symptom,
      users: Number(r.users),
      sessions: Number(r.sessions),
      averageBefore: round1(Number(r.avg_before)),
      averageRelief: round1(Number(r.avg_relief)),
      averageOnsetMinutes: orNull(r.avg_onset),
      averageDurationMinutes: orNull(r.avg_duration),
    }))
    .sort((a, b) => b.sessions - a.sessions || symptomOrder(a.symptom) - symptomOrder(b.symptom));
}
