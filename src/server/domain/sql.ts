/**
 * SQL pieces the domain queries share, each written once: reading raw rows, paged lists (both dashboards),
 * and the SQL form of the shared rules (who opted out of aggregates, whose activity is private, what makes
 * two entries the same strain, an entry's product type). The dashboards compute their figures in the
 * database; nothing here loads every row.
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
 * Opted out of data collection: `privacy.allowDataCollection` turned off in the settings row aliased `oo`.
 * No settings row (or no such key) means the default: opted in. Every aggregate over other people's data
 * (manager figures, admin reports, community recommendations) leaves these users out.
 */
const COLLECTION_OFF = sql.raw(`(oo.settings -> 'privacy' ->> 'allowDataCollection') = 'false'`);

/** Whether the user `userId` opted out of data collection. */
export function optedOut(userId: SQL): SQL {
  return sql`exists (select 1 from user_settings oo where oo.user_id = ${userId} and ${COLLECTION_OFF})`;
}

/** Ids of the users who opted out of data collection: few (usually none), read once per request. */
export async function optedOutIds(db: DbOrTx): Promise<number[]> {
  const found = await rows<{ user_id: number }>(
    db,
    sql`select oo.user_id from user_settings oo where ${COLLECTION_OFF}`,
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

/**
 * What makes two entries the same strain, in SQL: `strainKey` of src/shared/strains.ts, the name trimmed
 * with case ignored. New names are stored trimmed, but rows from before that (or written by hand) may not
 * be, so the trim is part of the key.
 */
export function strainKey(alias = 'e'): SQL {
  return sql.raw(strainKeyText(alias));
}

/** The same key as SQL text, for the places that assemble SQL as text (sort orders). */
export function strainKeyText(alias = 'e'): string {
  return `lower(btrim(${alias}.strain_name))`;
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

/** The fields every dashboard row about someone's strain starts with (an entry, a stash item). */
export function ownedStrainOf<T extends string | null>(r: {
  id: number;
  user_id: number;
  username: string;
  strain_name: string;
  strain_type: T;
  product_type: string;
}) {
  return {
    id: r.id,
    userId: r.user_id,
    username: r.username,
    strainName: r.strain_name,
    strainType: r.strain_type,
    productType: r.product_type,
  };
}

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function pageOf(query: { page: number; pageSize: number }): SQL {
  return sql`limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
}

/** `where a and b …`, or nothing. */
function whereAll(conditions: SQL[]): SQL {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

export interface Paged<T> {
  rows: T[];
  total: number;
}

/** One page of a list: its rows and how many rows match in all. */
interface PagedQuery {
  /** The rows counted: table(s) with their aliases and joins, e.g. `entries e`. */
  from: SQL;
  /** Filters, joined with `and`; none lists every row. */
  conditions: SQL[];
  /**
   * The page's rows, given the WHERE clause and the LIMIT/OFFSET. Without it: `select <columns> from
   * <from> <where> order by <order> <limit>`.
   */
  select?: (where: SQL, limit: SQL) => SQL;
  columns?: SQL;
  order?: SQL;
}

/**
 * The paged-list skeleton both dashboards use: the page and the total count of matching rows, read
 * together, the page mapped to the API's shape.
 */
export async function pagedRows<R, T>(
  db: DbOrTx,
  page: { page: number; pageSize: number },
  query: PagedQuery,
  map: (row: R) => T,
): Promise<Paged<T>> {
  const where = whereAll(query.conditions);
  const limit = pageOf(page);
  const select =
    query.select?.(where, limit) ??
    sql`select ${query.columns} from ${query.from} ${where} order by ${query.order} ${limit}`;
  const [found, [{ total }]] = await Promise.all([
    rows<R>(db, select),
    rows<{ total: number }>(db, sql`select count(*)::int as total from ${query.from} ${where}`),
  ]);
  return { rows: found.map(map), total };
}
