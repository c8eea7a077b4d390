import { sql } from 'drizzle-orm';
import { AMOUNT_LEVELS } from '../../../shared/constants.js';
import {
  FORECAST_LABELS,
  linearForecast,
  type ManagerTrends,
  TOP_LIST_SIZE,
  trendDirection,
} from '../../../shared/dashboards.js';
import type { Db } from '../../db/client.js';
import { addDays, dayIn } from '../calendar.js';
import { counted, optedOutIds, rows, strainKey } from '../sql.js';

/** Days the forecast line is fitted on (complete days, ending yesterday). */
const FIT_DAYS = 28;

/**
 * Consumption over the last `days` whole days (per day, or per 7 days for 90) against the period before, the
 * forecast of the coming week, the strains rising most, and how long stashes will last. Days are calendar
 * days in the viewer's time zone; users who turned data collection off are left out.
 */
export async function getManagerTrends(
  db: Db,
  days: number,
  timeZone: string,
  now: Date,
  ids?: readonly number[],
): Promise<ManagerTrends> {
  const today = dayIn(timeZone, now);
  // Whole days only: today has only begun, and would always look like a drop.
  const lastDay = addDays(today, -1);
  const firstDay = addDays(lastDay, -(days - 1));
  const previousFirstDay = addDays(firstDay, -days);
  const earliest = [previousFirstDay, addDays(today, -FIT_DAYS)].sort()[0];
  // A coarse instant bound (a day of slack either side for time zones) lets the created_at index work.
  const since = new Date(`${addDays(earliest, -1)}T00:00:00Z`);
  ids ??= await optedOutIds(db);

  // One pass over the period's entries: counts per local day, and per strain in this period and the one
  // before (grouping sets). The local day is computed once per entry.
  const [grouped, stash] = await Promise.all([
    rows<{
      no_day: number;
      day: string | null;
      skey: string | null;
      period: 'current' | 'previous' | null;
      strain_name: string;
      n: number;
      rating_sum: number;
    }>(
      db,
      sql`with local as (
          select (e.created_at at time zone ${timeZone})::date as day, e.strain_name, e.overall_rating
          from entries e where e.created_at >= ${since} and ${counted('e.user_id', ids)}
        ), d as (
          select day, ${strainKey('local')} as skey, strain_name, overall_rating,
            case when day between ${firstDay}::date and ${lastDay}::date then 'current'
              when day between ${previousFirstDay}::date and ${addDays(firstDay, -1)}::date then 'previous'
            end as period
          from local
        )
        select grouping(day) as no_day, to_char(day, 'YYYY-MM-DD') as day, skey, period,
          min(strain_name) as strain_name, count(*)::int as n, sum(overall_rating)::float8 as rating_sum
        from d
        group by grouping sets ((day), (skey, period))
        having grouping(day) = 0 or period is not null`,
    ),
    rows<{ level: string; items: number }>(
      db,
      sql`select w.current_amount as level, count(*)::int as items from wishlist_items w
        where w.list = 'stash' and ${counted('w.user_id', ids)} group by 1`,
    ),
  ]);
  const daily = grouped
    .filter((g) => Number(g.no_day) === 0)
    .map((g) => ({ day: g.day as string, entries: g.n, rating_sum: g.rating_sum }));
  const perStrain = new Map<string, { strainName: string; current: number; previous: number }>();
  for (const g of grouped.filter((r) => Number(r.no_day) === 1)) {
    const key = g.skey as string;
    const s = perStrain.get(key) ?? { strainName: g.strain_name, current: 0, previous: 0 };
    if (g.period === 'current') s.current = g.n;
    else s.previous = g.n;
    if (g.strain_name < s.strainName) s.strainName = g.strain_name;
    perStrain.set(key, s);
  }
  const strains = [...perStrain.values()]
    .filter((s) => s.current > 0)
    .sort(
      (a, b) =>
        b.current - b.previous - (a.current - a.previous) ||
        b.current - a.current ||
        a.strainName.localeCompare(b.strainName),
    )
    .slice(0, TOP_LIST_SIZE);

  const byDay = new Map(daily.map((d) => [d.day, d]));
  const countOn = (day: string) => byDay.get(day)?.entries ?? 0;
  const sumRange = (from: string, to: string) => {
    let n = 0;
    for (let d = from; d <= to; d = addDays(d, 1)) n += countOn(d);
    return n;
  };

  // Buckets count back from yesterday, so the latest is always a whole day or week.
  const step = days > 30 ? 7 : 1;
  const points: ManagerTrends['points'] = [];
  for (let end = lastDay; end >= firstDay; end = addDays(end, -step)) {
    const start = [addDays(end, -(step - 1)), firstDay].sort().at(-1) as string;
    let entries = 0;
    let ratingSum = 0;
    for (let d = start; d <= end; d = addDays(d, 1)) {
      entries += countOn(d);
      ratingSum += Number(byDay.get(d)?.rating_sum ?? 0);
    }
    points.unshift({
      start,
      entries,
      averageRating: entries ? Math.round((ratingSum / entries) * 10) / 10 : null,
    });
  }

  const total = points.reduce((n, p) => n + p.entries, 0);
  const previousTotal = sumRange(previousFirstDay, addDays(firstDay, -1));
  const fit = Array.from({ length: FIT_DAYS }, (_, i) => countOn(addDays(today, i - FIT_DAYS)));
  const nextWeekEntries = linearForecast(fit, 7);
  const lastWeekEntries = sumRange(addDays(today, -7), addDays(today, -1));
  const stashByLevel = new Map(stash.map((s) => [s.level, s.items]));

  return {
    days,
    bucket: step === 7 ? 'week' : 'day',
    points,
    total,
    previousTotal,
    changePercent: previousTotal ? Math.round(((total - previousTotal) / previousTotal) * 100) : null,
    forecast: {
      nextWeekEntries,
      lastWeekEntries,
      direction: trendDirection(nextWeekEntries, lastWeekEntries),
    },
    trendingStrains: strains,
    inventoryOutlook: AMOUNT_LEVELS.map((level) => ({
      level,
      items: stashByLevel.get(level) ?? 0,
      forecast: FORECAST_LABELS[level],
    })),
  };
}
