import { desc, eq } from 'drizzle-orm';
import { round1 } from '../../../shared/insights.js';
import { mondayOf, type Tolerance, type ToleranceWeek } from '../../../shared/relief-rules.js';
import { MG_DECIMALS } from '../../../shared/session-rules.js';
import type { DbOrTx } from '../../db/client.js';
import { entries } from '../../db/schema.js';
import { addDays, dayIn } from '../calendar.js';
import { ratedSessions } from './rated-sessions.js';

const mgPlaces = 10 ** MG_DECIMALS;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * The tolerance watch: the last `weekCount` calendar weeks (Monday first, in `timeZone`, the week in
 * progress last) with their sessions, the THC milligrams known for them and the average relief over every
 * symptom rated before and after; and the days since the last session.
 */
export async function getTolerance(
  db: DbOrTx,
  userId: number,
  weekCount: number,
  timeZone: string,
  now: Date,
): Promise<Tolerance> {
  const today = dayIn(timeZone, now);
  const first = addDays(mondayOf(today), -7 * (weekCount - 1));
  // A day in any zone lies within a day either side of the same UTC day; the exact filter is by day below.
  const since = new Date(`${addDays(first, -1)}T00:00:00Z`);
  const [sessions, [last]] = await Promise.all([
    ratedSessions(db, userId, { since }),
    db
      .select({ consumedAt: entries.consumedAt })
      .from(entries)
      .where(eq(entries.userId, userId))
      .orderBy(desc(entries.consumedAt))
      .limit(1),
  ]);
  const weeks = new Map<string, ToleranceWeek & { reliefs: number[] }>();
  for (let i = 0; i < weekCount; i++) {
    const weekStart = addDays(first, 7 * i);
    weeks.set(weekStart, { weekStart, sessions: 0, thcMg: 0, averageRelief: null, reliefs: [] });
  }
  for (const s of sessions) {
    const week = weeks.get(mondayOf(dayIn(timeZone, s.consumedAt)));
    if (!week) continue;
    week.sessions += 1;
    week.thcMg += s.thcMg ?? 0;
    for (const o of s.outcomes) if (o.after != null) week.reliefs.push(o.before - o.after);
  }
  return {
    weeks: [...weeks.values()].map(({ reliefs, ...w }) => ({
      ...w,
      thcMg: Math.round(w.thcMg * mgPlaces) / mgPlaces,
      averageRelief: reliefs.length ? round1(reliefs.reduce((a, b) => a + b, 0) / reliefs.length) : null,
    })),
    daysSinceLastSession: last ? Math.max(0, days(dayIn(timeZone, last.consumedAt), today)) : null,
  };
}
