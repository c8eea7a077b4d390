/**
 * SQL pieces the dashboard queries share: who counts in aggregates, the product-type fallback, paging, and
 * reading raw rows. The dashboards compute their figures in the database; nothing here loads every row.
 */
import { type SQL, sql } from 'drizzle-orm';
import { PRODUCT_FOR_METHOD } from '../../shared/dashboards.js';
import type { DbOrTx } from '../db/client.js';

/** Runs a raw query and answers its rows, typed by the caller. */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const res = await db.execute(query);
  return res.rows as T[];
}

/** Raw rows carry Date objects or strings depending on the driver: one ISO form for the API. */
export function iso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  // PostgreSQL's text form: '2026-06-15 12:00:00.5+00' (or +05:30); made ISO 8601 before parsing.
  const text = String(value)
    .replace(' ', 'T')
    .replace(/([+-]\d{2})$/, '$1:00');
  return new Date(text).toISOString();
}
export const isoOrNull = (value: unknown) => (value == null ? null : iso(value));

/**
 * The users who turned off `privacy.allowDataCollection` (no settings row means the default: on). They are
 * left out of every manager aggregate.
 */
export function optedOut(userId: SQL): SQL {
  return sql`exists (select 1 from user_settings oo where oo.user_id = ${userId}
    and (oo.settings -> 'privacy' ->> 'allowDataCollection') = 'false')`;
}

/** Ids of the users who turned data collection off: few (usually none), read once per request. */
export async function optedOutIds(db: DbOrTx): Promise<number[]> {
  const found = await rows<{ user_id: number }>(
    db,
    sql`select user_id from user_settings where (settings -> 'privacy' ->> 'allowDataCollection') = 'false'`,
  );
  return found.map((r) => Number(r.user_id));
}

/**
 * A condition on `column` that leaves those users out; nothing to check when there are none. The ids are
 * integers read from the database, written as one array literal (hashed by PostgreSQL when long).
 */
export function counted(column: string, ids: readonly number[]): SQL {
  if (ids.length === 0) return sql.raw('true');
  return sql.raw(`not (${column} = any('{${ids.map((id) => Math.trunc(id)).join(',')}}'::int[]))`);
}

/** Whether a user keeps their activity (last login) private: `privacy.showActivity` off. */
export function activityHidden(userId: SQL): SQL {
  return sql`exists (select 1 from user_settings ah where ah.user_id = ${userId}
    and (ah.settings -> 'privacy' ->> 'showActivity') = 'false')`;
}

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * An entry's product type, derived from its method when missing. Written as literals (they are our own
 * constants) so the same expression can appear in SELECT and GROUP BY.
 */
export function productTypeSql(alias = 'e'): SQL {
  const cases = Object.entries(PRODUCT_FOR_METHOD)
    .map(([method, product]) => `when ${literal(method)} then ${literal(product)}`)
    .join(' ');
  return sql.raw(
    `coalesce(nullif(btrim(${alias}.product_type), ''), case ${alias}.method ${cases} else 'flower' end)`,
  );
}

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function pageOf(query: { page: number; pageSize: number }): SQL {
  return sql`limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
}

/** `where a and b …`, or nothing. */
export function whereAll(conditions: SQL[]): SQL {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

export interface Paged<T> {
  rows: T[];
  total: number;
}
