import { and, eq, type SQL, sql } from 'drizzle-orm';
import { ENTRY_NOT_FOUND, type Entry } from '../../../shared/entries.js';
import type { SessionRead } from '../../auth/sessions.js';
import type { DbOrTx } from '../../db/client.js';
import { pgliteOf, pgliteTextStatement } from '../../db/pglite-statement.js';
import { entries, users, wishlistItems } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { gzipText } from '../kept-bodies.js';
import { gzippedList, keepList, keptList } from './entry-list-cache.js';

/** The columns an entry's author gets back: everything but the points bookkeeping. */
export const entryColumns = {
  id: entries.id,
  userId: entries.userId,
  strainName: entries.strainName,
  strainType: entries.strainType,
  productType: entries.productType,
  method: entries.method,
  dosage: entries.dosage,
  overallRating: entries.overallRating,
  relaxationRating: entries.relaxationRating,
  creativityRating: entries.creativityRating,
  energyRating: entries.energyRating,
  flavorRating: entries.flavorRating,
  potencyRating: entries.potencyRating,
  aromaRating: entries.aromaRating,
  smoothnessRating: entries.smoothnessRating,
  appearanceRating: entries.appearanceRating,
  tasteRating: entries.tasteRating,
  onsetTimeRating: entries.onsetTimeRating,
  durationRating: entries.durationRating,
  packagingRating: entries.packagingRating,
  oilQualityRating: entries.oilQualityRating,
  purityRating: entries.purityRating,
  hardwareQualityRating: entries.hardwareQualityRating,
  vaporProductionRating: entries.vaporProductionRating,
  notes: entries.notes,
  allowManagerAccess: entries.allowManagerAccess,
  effects: entries.effects,
  createdAt: entries.createdAt,
  updatedAt: entries.updatedAt,
  consumedAt: entries.consumedAt,
  outcomes: entries.outcomes,
  onsetMinutes: entries.onsetMinutes,
  durationMinutes: entries.durationMinutes,
  thcPercent: entries.thcPercent,
  cbdPercent: entries.cbdPercent,
  thcMg: entries.thcMg,
  cbdMg: entries.cbdMg,
  terpenes: entries.terpenes,
  brand: entries.brand,
  source: entries.source,
  price: entries.price,
  priceCurrency: entries.priceCurrency,
  stashItemId: entries.stashItemId,
  amountUsed: entries.amountUsed,
};

const DATE_KEYS = new Set(['createdAt', 'updatedAt', 'consumedAt']);
type DateKey = 'createdAt' | 'updatedAt' | 'consumedAt';
type EntryRow = Omit<Entry, DateKey> & Record<DateKey, Date>;

export function toEntry(row: EntryRow): Entry {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    consumedAt: row.consumedAt.toISOString(),
  };
}

const isoUtc = (column: typeof entries.createdAt) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The linked stash item's name now: a primary-key lookup per linked entry. */
const stashItemName = sql<string | null>`(
  select ${wishlistItems.strainName} from ${wishlistItems}
  where ${wishlistItems.id} = ${entries.stashItemId} and ${wishlistItems.userId} = ${entries.userId}
)`;

// The select list of the JSON built below, made once.
const listColumns = sql.join(
  [
    ...Object.entries(entryColumns).map(([key, column]) => {
      const value = DATE_KEYS.has(key) ? isoUtc(column as typeof entries.createdAt) : column;
      return sql`${value} as ${sql.identifier(key)}`;
    }),
    sql`${stashItemName} as "stashItemName"`,
  ],
  sql`, `,
);

/** An entry as written (create, update), with its stash item's name like the reads. */
export async function withStashItemName(db: DbOrTx, entry: Entry): Promise<Entry> {
  if (entry.stashItemId === null) return { ...entry, stashItemName: null };
  const [item] = await db
    .select({ name: wishlistItems.strainName })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.id, entry.stashItemId), eq(wishlistItems.userId, entry.userId)));
  return { ...entry, stashItemName: item?.name ?? null };
}

/** The list's JSON for the user whose id is `userId` (a placeholder, or the session's column). */
const listJson = (userId: unknown) => sql<string | null>`(
  select json_agg(t order by t."consumedAt" desc, t.id desc)::text
  from (select ${listColumns} from ${entries} where ${entries.userId} = ${userId}) t
)`;

/** One entry's JSON (`sql.placeholder('id')`) if it belongs to `userId`, else null. */
const entryJson = (userId: unknown) => sql<string | null>`(
  select row_to_json(t)::text
  from (
    select ${listColumns} from ${entries}
    where ${entries.id} = ${sql.placeholder('id')} and ${entries.userId} = ${userId}
    limit 1
  ) t
)`;

/** The version of what a user's list shows (see `users.entriesVersion`), as text. */
const versionOf = (userId: unknown) =>
  sql<string>`(select ${users.entriesVersion}::text from ${users} where ${users.id} = ${userId})`;

/**
 * The list's version and one entry, read in the session look-up's statement (`withSession` on their
 * routes): one database round trip per request where the session is not cached (always on PostgreSQL).
 * The version is a column of the session's user, whom the look-up joins already, rather than a subquery
 * reading `users` again (a few µs of PostgreSQL's CPU: bench/notes.md, 2026-11-25, night).
 */
export const listVersionRead: SessionRead = {
  name: 'entries_version_column',
  value: () => sql<string>`${users.entriesVersion}::text`,
};
export const entryRead: SessionRead = {
  name: 'get_entry_json',
  value: entryJson,
};

/** A statement answering one JSON value (a scalar subquery above), with no table of its own. */
const selectJson = (db: DbOrTx, body: SQL<string | null>) => db.select({ body }).from(sql`(select 1) one`);
const listEntriesJsonQuery = (db: DbOrTx) => selectJson(db, listJson(sql.placeholder('userId')));
const prepareListEntriesJson = (db: DbOrTx) => listEntriesJsonQuery(db).prepare('list_entries_json');

const entriesVersionQuery = (db: DbOrTx) => selectJson(db, versionOf(sql.placeholder('userId')));
const prepareEntriesVersion = (db: DbOrTx) => entriesVersionQuery(db).prepare('entries_version');

/** The version of what the user's list shows now (when the session look-up did not read it). */
async function entriesVersion(db: DbOrTx, userId: number): Promise<string | null> {
  const pglite = pgliteOf(db);
  if (pglite)
    return (
      (await preparedFor(pgliteVersions, db, () =>
        pgliteTextStatement(pglite, 'entries_version', entriesVersionQuery(db).toSQL()),
      )({ userId })) ?? null
    );
  const [row] = await preparedFor(versionStatements, db, prepareEntriesVersion).execute({ userId });
  return row?.body ?? null;
}

/**
 * The user's whole list as JSON text: the body kept in this process while the database's version of the
 * list still matches it (`version` when the session look-up read it), else read and kept (decision 0035).
 * With `gzip`, the same body gzipped, kept under the same version (decision 0069).
 */
export async function listEntriesKept(
  db: DbOrTx,
  userId: number,
  now: number,
  version?: string | null,
  { gzip = false } = {},
): Promise<string | Buffer> {
  const current = version ?? (await entriesVersion(db, userId));
  if (current === null) {
    const text = await listEntriesJson(db, userId);
    return gzip ? gzipText(text) : text;
  }
  const text =
    keptList(userId, current, now) ?? keepList(userId, current, await listEntriesJson(db, userId), now);
  return gzip ? gzippedList(userId, current, text, now) : text;
}

/**
 * The user's entries, most recently taken first (served by the (user_id, consumed_at desc) index), as the JSON text of
 * the response, built by PostgreSQL in one value. A journal can hold thousands of entries; turning
 * thousands of rows into objects in Node and back into JSON costs several times more (most of all on
 * PGlite, where every row crosses the WebAssembly boundary). The keys are exactly `entryColumns`, the
 * dates are ISO strings like `toISOString()` (fixed width in UTC, so they also sort as text): the answer
 * is the one `entrySchema` describes.
 */
export async function listEntriesJson(db: DbOrTx, userId: number): Promise<string> {
  const pglite = pgliteOf(db);
  if (pglite)
    return (
      (await preparedFor(pgliteLists, db, () =>
        pgliteTextStatement(pglite, 'list_entries_json', listEntriesJsonQuery(db).toSQL()),
      )({ userId })) ?? '[]'
    );
  const [row] = await preparedFor(listStatements, db, prepareListEntriesJson).execute({ userId });
  return row?.body ?? '[]';
}

const prepareListEntriesPageJson = (db: DbOrTx) =>
  db
    .select({
      body: sql<string | null>`(
        select json_agg(t order by t."consumedAt" desc, t.id desc)::text from (
          select ${listColumns}
          from ${entries}
          where ${entries.userId} = ${sql.placeholder('userId')} and ${entries.id} in (
            select ${entries.id} from ${entries}
            where ${entries.userId} = ${sql.placeholder('userId')}
            order by ${entries.consumedAt} desc, ${entries.id} desc
            limit ${sql.placeholder('limit')}
          )
        ) t
      )`,
      total: sql<number>`(select count(*)::int from ${entries} where ${entries.userId} = ${sql.placeholder('userId')})`,
    })
    .from(sql`(select 1) one`)
    .prepare('list_entries_page_json');

/**
 * The user's `limit` most recently taken entries, as the list's JSON text (the same items in the same
 * order, cut short), and how many entries they have in all: the journal's first page. The page's ids are
 * chosen first, on bare columns: built in one select, PostgreSQL computed the whole select list (dates as
 * text, the stash item's name) for every entry before sorting and keeping `limit` of them.
 */
export async function listEntriesPageJson(
  db: DbOrTx,
  userId: number,
  limit: number,
): Promise<{ body: string; total: number }> {
  const [row] = await preparedFor(pageStatements, db, prepareListEntriesPageJson).execute({ userId, limit });
  return { body: row?.body ?? '[]', total: Number(row?.total ?? 0) };
}

const getEntryJsonQuery = (db: DbOrTx) => selectJson(db, entryJson(sql.placeholder('userId')));
const prepareGetEntryJson = (db: DbOrTx) => getEntryJsonQuery(db).prepare('get_entry_json');

// The two hottest reads are built once per database handle and sent as named prepared statements:
// building a query in Drizzle costs more CPU than PostgreSQL spends answering it.
const listStatements = new WeakMap<DbOrTx, ReturnType<typeof prepareListEntriesJson>>();
const pageStatements = new WeakMap<DbOrTx, ReturnType<typeof prepareListEntriesPageJson>>();
const versionStatements = new WeakMap<DbOrTx, ReturnType<typeof prepareEntriesVersion>>();
const getEntryStatements = new WeakMap<DbOrTx, ReturnType<typeof prepareGetEntryJson>>();
// On PGlite, as named statements prepared once in its session (see pgliteTextStatement).
const pgliteLists = new WeakMap<DbOrTx, ReturnType<typeof pgliteTextStatement>>();
const pgliteEntries = new WeakMap<DbOrTx, ReturnType<typeof pgliteTextStatement>>();
const pgliteVersions = new WeakMap<DbOrTx, ReturnType<typeof pgliteTextStatement>>();
function preparedFor<T>(statements: WeakMap<DbOrTx, T>, db: DbOrTx, prepare: (db: DbOrTx) => T): T {
  let statement = statements.get(db);
  if (!statement) {
    statement = prepare(db);
    statements.set(db, statement);
  }
  return statement;
}

/**
 * One of the user's entries as the JSON text of the response, built by PostgreSQL from the same columns as
 * the list (so it is the entry `entrySchema` describes); anybody else's is simply not found. Shaping the
 * row in SQL halves the time PGlite spends per read: one text value crosses from WebAssembly instead of
 * thirty typed columns, and nothing is parsed or serialised again in Node.
 */
export async function getEntryJson(db: DbOrTx, userId: number, id: number): Promise<string> {
  const pglite = pgliteOf(db);
  if (pglite)
    return sentJson(
      (await preparedFor(pgliteEntries, db, () =>
        pgliteTextStatement(pglite, 'get_entry_json', getEntryJsonQuery(db).toSQL()),
      )({ id, userId })) ?? null,
    );
  const [row] = await preparedFor(getEntryStatements, db, prepareGetEntryJson).execute({ id, userId });
  return sentJson(row?.body ?? null);
}

/** An entry's JSON text (from `entryJson`, alone or with the session), or not found. */
export function sentJson(body: string | null): string {
  if (body === null) throw notFound(ENTRY_NOT_FOUND);
  return body;
}
