import { sql } from 'drizzle-orm';
import {
  ALERTS_SHOWN,
  type ManagerSummary,
  TOP_LIST_SIZE,
  TOP_STRAIN_MIN_REVIEWS,
} from '../../../shared/dashboards.js';
import type { Db } from '../../db/client.js';
import { counted, optedOutIds, productTypeSql, rows, strainKey } from '../sql.js';
import {
  BY_URGENCY,
  restockLevels,
  STASH_COLUMNS,
  type StashRow,
  toDashboardStashItem,
} from './inventory.js';

interface FigureRow {
  name: string;
  n: number;
  average: number;
}

export async function getManagerSummary(db: Db, now: Date, ids?: readonly number[]): Promise<ManagerSummary> {
  ids ??= await optedOutIds(db);
  const ptype = productTypeSql('r');
  const [[cards], strains, types, topEffects, alerts] = await Promise.all([
    rows<{ total_users: number; opted_out: number; stash_items: number; low_inventory: number }>(
      db,
      sql`select
          (select count(*)::int from users u where u.role = 'user' and ${counted('u.id', ids)}) as total_users,
          (select count(*)::int from users u where u.role = 'user' and not (${counted('u.id', ids)})) as opted_out,
          -- On hand: an empty item is kept for restocking, not held (issue 57).
          (count(*) filter (where w.quantity > 0))::int as stash_items,
          (count(*) filter (where w.current_amount in (${restockLevels})))::int as low_inventory
        from wishlist_items w where w.list = 'stash' and ${counted('w.user_id', ids)}`,
    ),
    rows<FigureRow>(
      db,
      sql`select * from (
          select ${strainKey('r')} as strain_key, min(r.strain_name) as name, sum(r.entries)::int as n,
            (sum(r.rating_sum) / sum(r.entries))::float8 as average
          from entry_strain_rollups r where ${counted('r.user_id', ids)}
          group by ${strainKey('r')}
        ) s where n >= ${TOP_STRAIN_MIN_REVIEWS}
        order by average desc, n desc, strain_key asc limit ${TOP_LIST_SIZE}`,
    ),
    rows<FigureRow>(
      db,
      sql`select ${ptype} as name, sum(r.entries)::int as n,
          (sum(r.rating_sum) / sum(r.entries))::float8 as average
        from entry_product_rollups r where ${counted('r.user_id', ids)}
        group by 1`,
    ),
    rows<{ effect: string; count: number }>(
      db,
      sql`select r.effect, sum(r.entries)::int as count
        from entry_effect_rollups r where ${counted('r.user_id', ids)}
        group by r.effect order by count desc, r.effect asc limit ${TOP_LIST_SIZE}`,
    ),
    rows<StashRow>(
      db,
      sql`select ${STASH_COLUMNS} from wishlist_items w join users u on u.id = w.user_id
        where w.list = 'stash' and w.current_amount in (${restockLevels}) and ${counted('w.user_id', ids)}
        order by ${BY_URGENCY} limit ${ALERTS_SHOWN}`,
    ),
  ]);

  return {
    totalUsers: cards.total_users,
    optedOutUsers: cards.opted_out,
    totalEntries: types.reduce((sum, t) => sum + t.n, 0),
    stashItems: cards.stash_items,
    lowInventory: cards.low_inventory,
    topStrains: strains
      .sort((a, b) => Number(b.average) - Number(a.average) || b.n - a.n || a.name.localeCompare(b.name))
      .map((r) => ({ strainName: r.name, averageRating: Number(r.average), reviews: r.n })),
    topEffects: topEffects.map((r) => ({ effect: r.effect, count: r.count })),
    ratingByProductType: types
      .sort((a, b) => b.n - a.n || a.name.localeCompare(b.name))
      .map((r) => ({ productType: r.name, averageRating: Number(r.average), entries: r.n })),
    inventoryAlerts: alerts.map(toDashboardStashItem),
    generatedAt: now.toISOString(),
  };
}
