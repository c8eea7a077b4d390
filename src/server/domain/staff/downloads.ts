import { sql } from 'drizzle-orm';
import type { ReportName } from '../../../shared/dashboards.js';
import { LEVELS } from '../../../shared/progression.js';
import type { Db } from '../../db/client.js';
import { toCsv } from '../csv.js';
import { getRewardsUsage } from './reward-figures.js';

const columns = <K extends string>(...keys: K[]) => keys.map((key) => ({ key, header: key }));

import { activityHidden, counted, isoOrNull, optedOutIds, productTypeSql, rows, strainKey } from '../sql.js';

/** Strains listed by name in the content report (the most logged first). */
const REPORT_STRAINS = 50;

const levelName = (key: string) => LEVELS.find((l) => l.key === key)?.name ?? key;

/** One row per account: activity, progress and what they hold. Private activity stays blank. */
async function userActivity(db: Db): Promise<string> {
  const found = await rows<{
    id: number;
    username: string;
    role: string;
    created_at: string | Date;
    last_login_date: string | Date | null;
    hidden: boolean;
    streak_count: number;
    points: number;
    lifetime_points: number;
    level: string;
    entries: number;
    last_entry_at: string | Date | null;
    stash_items: number;
    redemptions: number;
    points_spent: number;
  }>(
    db,
    sql`select u.id, u.username, u.role, u.created_at, u.last_login_date, u.streak_count, u.points,
        ${activityHidden(sql.raw('u.id'))} as hidden,
        coalesce(p.lifetime_points, 0)::int as lifetime_points, coalesce(p.level, 'curious_beginner') as level,
        coalesce(e.n, 0)::int as entries, e.last_entry_at, coalesce(w.n, 0)::int as stash_items,
        coalesce(r.n, 0)::int as redemptions, coalesce(r.spent, 0)::int as points_spent
      from users u
      left join user_progression p on p.user_id = u.id
      left join (select user_id, count(*) as n, max(created_at) as last_entry_at from entries group by user_id) e
        on e.user_id = u.id
      left join (select user_id, count(*) as n from wishlist_items where list = 'stash' group by user_id) w
        on w.user_id = u.id
      left join (select user_id, count(*) as n, sum(reward_cost) as spent from user_rewards group by user_id) r
        on r.user_id = u.id
      order by u.id`,
  );
  return toCsv(
    found.map((r) => ({
      user_id: r.id,
      username: r.username,
      role: r.role,
      created_at: isoOrNull(r.created_at),
      last_login_at: r.hidden ? null : isoOrNull(r.last_login_date),
      login_streak: r.hidden ? null : r.streak_count,
      points: r.points,
      lifetime_points: r.lifetime_points,
      level: levelName(r.level),
      entries: r.entries,
      last_entry_at: isoOrNull(r.last_entry_at),
      stash_items: r.stash_items,
      rewards_redeemed: r.redemptions,
      points_spent: r.points_spent,
    })),
    columns(
      'user_id',
      'username',
      'role',
      'created_at',
      'last_login_at',
      'login_streak',
      'points',
      'lifetime_points',
      'level',
      'entries',
      'last_entry_at',
      'stash_items',
      'rewards_redeemed',
      'points_spent',
    ),
  );
}

/**
 * How entries spread over strain types, product types (method fallback), methods, effects and the most
 * logged strains, from users who allow data collection.
 */
async function contentDistribution(db: Db): Promise<string> {
  const ids = await optedOutIds(db);
  const ptype = productTypeSql();
  // One pass groups by each dimension at once (grouping sets); effects need a pass of their own.
  const [groups, effects] = await Promise.all([
    rows<{
      gs: number;
      gp: number;
      gm: number;
      gn: number;
      strain_type: string | null;
      product_type: string | null;
      method: string | null;
      strain_name: string;
      n: number;
      average: number;
    }>(
      db,
      sql`select grouping(e.strain_type) as gs, grouping(${ptype}) as gp, grouping(e.method) as gm,
          grouping(${strainKey('e')}) as gn, e.strain_type, ${ptype} as product_type, e.method,
          min(e.strain_name) as strain_name, count(*)::int as n, avg(e.overall_rating)::float8 as average
        from entries e where ${counted('e.user_id', ids)}
        group by grouping sets ((e.strain_type), (${ptype}), (e.method), (${strainKey('e')}), ())`,
    ),
    rows<{ effect: string; n: number; average: number }>(
      db,
      sql`select eff as effect, count(*)::int as n, avg(r)::float8 as average
        from (select unnest(e.effects) as eff, e.overall_rating as r from entries e
          where ${counted('e.user_id', ids)}) s
        group by eff`,
    ),
  ]);
  const total = groups.find((g) => [g.gs, g.gp, g.gm, g.gn].every((x) => Number(x) === 1))?.n ?? 0;
  const of = (
    dimension: string,
    list: Array<{ value: string; n: number; average: number }>,
    limit = Infinity,
  ) =>
    list
      .sort((a, b) => b.n - a.n || a.value.localeCompare(b.value))
      .slice(0, limit)
      .map((r) => ({ dimension, ...r }));
  const pick = (flag: 'gs' | 'gp' | 'gm' | 'gn', value: (g: (typeof groups)[number]) => string | null) =>
    groups
      .filter((g) => Number(g[flag]) === 0)
      .map((g) => ({ value: String(value(g)), n: g.n, average: Number(g.average) }));
  const lines = [
    ...of(
      'strain_type',
      pick('gs', (g) => g.strain_type),
    ),
    ...of(
      'product_type',
      pick('gp', (g) => g.product_type),
    ),
    ...of(
      'method',
      pick('gm', (g) => g.method),
    ),
    ...of(
      'effect',
      effects.map((e) => ({ value: e.effect, n: e.n, average: Number(e.average) })),
    ),
    ...of(
      'strain',
      pick('gn', (g) => g.strain_name),
      REPORT_STRAINS,
    ),
  ];
  return toCsv(
    lines.map((r) => ({
      dimension: r.dimension,
      value: r.value,
      entries: r.n,
      share_percent: total ? Math.round((r.n / total) * 1000) / 10 : 0,
      average_rating: Math.round(r.average * 100) / 100,
    })),
    columns('dimension', 'value', 'entries', 'share_percent', 'average_rating'),
  );
}

async function rewardsUsageReport(db: Db): Promise<string> {
  const usage = await getRewardsUsage(db);
  return toCsv(
    usage.rewards.map((r) => ({
      reward_id: r.rewardId,
      name: r.name,
      tier: r.tier,
      points_cost: r.pointsCost,
      active: r.isActive === null ? 'deleted' : r.isActive,
      redemptions: r.redemptions,
      points_spent: r.pointsSpent,
      last_redeemed_at: r.lastRedeemedAt,
    })),
    columns(
      'reward_id',
      'name',
      'tier',
      'points_cost',
      'active',
      'redemptions',
      'points_spent',
      'last_redeemed_at',
    ),
  );
}

export const REPORT_BUILDERS: Record<ReportName, (db: Db) => Promise<string>> = {
  'user-activity': userActivity,
  'content-distribution': contentDistribution,
  'rewards-usage': rewardsUsageReport,
};
