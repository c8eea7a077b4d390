import { sql } from 'drizzle-orm';
import {
  ALERTS_SHOWN,
  type ManagerSummary,
  TOP_LIST_SIZE,
  TOP_STRAIN_MIN_REVIEWS,
} from '../../shared/dashboards.js';
import type { Db } from '../db/client.js';
import { BY_URGENCY, restockLevels, STASH_COLUMNS, type StashRow, toStashItem } from './manager-stash.js';
import { counted, optedOutIds, productTypeSql, rows, strainKey } from './sql.js';

interface GroupRow {
  no_strain: number;
  no_type: number;
  strain_name: string | null;
  product_type: string | null;
  n: number;
  average: number | null;
}

/**
 * The manager's top cards and Analytics panels. Entries are read in two passes: one grouping them by
 * strain, by product type and in all at once (grouping sets), one for the effects. Users who turned data
 * collection off are left out of all of it.
 */
export async function getManagerSummary(db: Db, now: Date, ids?: readonly number[]): Promise<ManagerSummary> {
  ids ??= await optedOutIds(db);
  const ptype = productTypeSql();
  const [[cards], groups, topEffects, alerts] = await Promise.all([
    rows<{ total_users: number; opted_out: number; stash_items: number; low_inventory: number }>(
      db,
      sql`select
          (select count(*)::int from users u where u.role = 'user' and ${counted('u.id', ids)}) as total_users,
          (select count(*)::int from users u where u.role = 'user' and not (${counted('u.id', ids)})) as opted_out,
          count(*)::int as stash_items,
          (count(*) filter (where w.current_amount in (${restockLevels})))::int as low_inventory
        from wishlist_items w where w.list = 'stash' and ${counted('w.user_id', ids)}`,
    ),
    rows<GroupRow>(
      db,
      sql`with g as (
          select grouping(${strainKey('e')}) as no_strain, grouping(${ptype}) as no_type,
            min(e.strain_name) as strain_name, ${ptype} as product_type,
            count(*)::int as n, avg(e.overall_rating)::float8 as average
          from entries e where ${counted('e.user_id', ids)}
          group by grouping sets ((${strainKey('e')}), (${ptype}), ())
        )
        select * from g where no_strain = 1
        union all
        select * from (
          select * from g where no_strain = 0 and n >= ${TOP_STRAIN_MIN_REVIEWS}
          order by average desc, n desc, ${strainKey('g')} asc limit ${TOP_LIST_SIZE}
        ) top`,
    ),
    rows<{ effect: string; count: number }>(
      db,
      sql`select eff as effect, count(*)::int as count
        from (select unnest(e.effects) as eff from entries e where ${counted('e.user_id', ids)}) s
        group by eff order by count desc, eff asc limit ${TOP_LIST_SIZE}`,
    ),
    rows<StashRow>(
      db,
      sql`select ${STASH_COLUMNS} from wishlist_items w join users u on u.id = w.user_id
        where w.list = 'stash' and w.current_amount in (${restockLevels}) and ${counted('w.user_id', ids)}
        order by ${BY_URGENCY} limit ${ALERTS_SHOWN}`,
    ),
  ]);

  const strains = groups.filter((g) => Number(g.no_strain) === 0);
  const types = groups.filter((g) => Number(g.no_strain) === 1 && Number(g.no_type) === 0);
  const all = groups.find((g) => Number(g.no_strain) === 1 && Number(g.no_type) === 1);
  return {
    totalUsers: cards.total_users,
    optedOutUsers: cards.opted_out,
    totalEntries: all?.n ?? 0,
    stashItems: cards.stash_items,
    lowInventory: cards.low_inventory,
    topStrains: strains
      .sort(
        (a, b) =>
          Number(b.average) - Number(a.average) ||
          b.n - a.n ||
          String(a.strain_name).localeCompare(String(b.strain_name)),
      )
      .map((r) => ({ strainName: String(r.strain_name), averageRating: Number(r.average), reviews: r.n })),
    topEffects: topEffects.map((r) => ({ effect: r.effect, count: r.count })),
    ratingByProductType: types
      .sort((a, b) => b.n - a.n || String(a.product_type).localeCompare(String(b.product_type)))
      .map((r) => ({ productType: String(r.product_type), averageRating: Number(r.average), entries: r.n })),
    inventoryAlerts: alerts.map(toStashItem),
    generatedAt: now.toISOString(),
  };
}
