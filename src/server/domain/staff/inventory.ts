import { type SQL, sql } from 'drizzle-orm';
import type { AmountLevel } from '../../../shared/constants.js';
import {
  type DashboardStashItem,
  FORECAST_LABELS,
  NEEDS_RESTOCK,
  type StaffStashListQuery,
} from '../../../shared/dashboards.js';
import type { Db } from '../../db/client.js';
import { containing, iso, ownedStrainOf, type Paged, pagedRows } from '../sql.js';

export interface StashRow {
  id: number;
  user_id: number;
  username: string;
  strain_name: string;
  strain_type: string | null;
  product_type: string;
  /** Written only through the stash schemas, which accept the four levels alone. */
  current_amount: AmountLevel;
  quantity: number;
  quantity_unit: string;
  updated_at: Date | string;
}

/** A stash item's notes never leave its owner (who they bought from, where, what they hide): not selected. */
export const STASH_COLUMNS = sql`w.id, w.user_id, u.username, w.strain_name, w.strain_type, w.product_type,
  w.current_amount, w.quantity, w.quantity_unit, w.updated_at`;

/** Emptiest first: what needs restocking most comes to the top. */
export const BY_URGENCY = sql`case w.current_amount when 'empty' then 0 when 'low' then 1 when 'medium' then 2
  else 3 end, w.updated_at desc, w.id desc`;

export const restockLevels = sql.raw(NEEDS_RESTOCK.map((l) => `'${l}'`).join(', '));

export function toDashboardStashItem(r: StashRow): DashboardStashItem {
  return {
    ...ownedStrainOf(r),
    currentAmount: r.current_amount,
    quantity: Number(r.quantity),
    quantityUnit: r.quantity_unit,
    // The field stays (the answer's shape keeps it); staff never receive its text.
    notes: null,
    forecast: FORECAST_LABELS[r.current_amount],
    updatedAt: iso(r.updated_at),
  };
}

/** Every user's stash (items on hand, not wishes), searched, filtered by level and paged in SQL. */
export async function listDashboardStash(
  db: Db,
  query: StaffStashListQuery,
): Promise<Paged<DashboardStashItem>> {
  const conditions: SQL[] = [sql`w.list = 'stash'`];
  if (query.q) {
    const like = containing(query.q);
    conditions.push(sql`(w.strain_name ilike ${like} or w.product_type ilike ${like})`);
  }
  if (query.user) conditions.push(sql`u.username ilike ${containing(query.user)}`);
  if (query.level === 'restock') conditions.push(sql`w.current_amount in (${restockLevels})`);
  else if (query.level !== 'all') conditions.push(sql`w.current_amount = ${query.level}`);
  return pagedRows(
    db,
    query,
    {
      columns: STASH_COLUMNS,
      from: sql`wishlist_items w join users u on u.id = w.user_id`,
      conditions,
      order: query.level === 'restock' ? BY_URGENCY : sql`w.updated_at desc, w.id desc`,
    },
    toDashboardStashItem,
  );
}
