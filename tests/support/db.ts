import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, inject } from 'vitest';
import { dropPostgresDatabase, freshPostgresDatabase, onServer } from '../../scripts/lib/pg-databases.js';
import { type Backup, dumpDatabase, restoreDatabase } from '../../src/server/db/backup.js';
import { type Database, type Db, openDatabase } from '../../src/server/db/client.js';
import { seedCatalogue } from '../../src/server/seed.js';

/**
 * One database per test worker: PGlite in memory by default, or, with TEST_DATABASE_URL, a database of its
 * own on that PostgreSQL server. Created and migrated once per worker; emptied between tests.
 */
const key = Symbol.for('strain-journal.test-db');
type Holder = { [key]?: Promise<Database> };

/**
 * A new, migrated, empty database of the kind the tests run on (the caller closes it). A second one in
 * the same worker needs a `suffix` of its own; `logQuery` sees every query's SQL.
 */
export async function createTestDatabase(suffix = '', logQuery?: (sql: string) => void): Promise<Database> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const template = inject('pgliteTemplate');
    const database = template ? await pgliteFrom(template, logQuery) : await openDatabase({ logQuery });
    await database.migrate(); // on a copy of the template: finds every migration applied
    return database;
  }
  const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0';
  const name = `sj_test_${process.pid}_${worker}${suffix}`;
  const template = inject('postgresTemplate');
  const databaseUrl = template
    ? await copyOfPostgresTemplate(base, template, name)
    : await freshPostgresDatabase(base, name);
  const database = await openDatabase({ databaseUrl, poolSize: 20, logQuery });
  await database.migrate();
  const close = database.close;
  database.close = async () => {
    await close();
    await dropPostgresDatabase(base, name);
  };
  return database;
}

/** The template's tar, read once per worker (a Blob cannot change, so every copy shares it). */
let templateDump: { file: string; blob: Blob } | undefined;

/** An in-memory PGlite loaded from the migrated template (decision 0054), opened as the app opens one. */
async function pgliteFrom(file: string, logQuery?: (sql: string) => void): Promise<Database> {
  if (templateDump?.file !== file)
    templateDump = { file, blob: new Blob([new Uint8Array(readFileSync(file))]) };
  return openDatabase({ loadDataDir: templateDump.blob, logQuery });
}

/** A new database `name` on the PostgreSQL server, copied from the run's migrated template: its URL. */
async function copyOfPostgresTemplate(base: string, template: string, name: string) {
  await onServer(
    base,
    `drop database if exists ${name} with (force)`,
    `create database ${name} template ${template}`,
  );
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Databases a test file opens besides its worker's own, each closed (and on PostgreSQL dropped) after the
 * file: `open(suffix)` a new, migrated, empty one; `restoredCopy(db, suffix)` one restored from a backup of
 * `db`, taken through JSON text like a backup file.
 */
export function extraDatabases() {
  const opened: Database[] = [];
  afterAll(async () => {
    for (const d of opened) await d.close();
  });
  const open = async (suffix: string) => {
    const database = await createTestDatabase(suffix);
    opened.push(database);
    return database;
  };
  const restoredCopy = async (db: Db, suffix: string) => {
    const backup = JSON.parse(JSON.stringify(await dumpDatabase(db))) as Backup;
    const target = await open(suffix);
    await restoreDatabase(target.db, backup);
    return { backup, target };
  };
  return { open, restoredCopy };
}

export type ExtraDatabases = ReturnType<typeof extraDatabases>;

export function testDatabase(): Promise<Database> {
  const holder = globalThis as Holder;
  holder[key] ??= createTestDatabase();
  return holder[key];
}

/** The tables every test starts without rows (and whatever references them, as `truncate … cascade`). */
const EMPTIED = [
  'note_reads',
  'favorites',
  'user_achievements',
  'user_challenges',
  'user_rewards',
  'point_activities',
  'wishlist_items',
  'entries',
  'user_settings',
  'user_progression',
  'sessions',
  'login_throttles',
  'import_runs',
  'shares',
  'invites',
  'site_settings',
  'rate_windows',
  'idempotency_keys',
  'users',
  'rewards',
  'challenges',
  'achievements',
];

/** Per database: one statement that empties the tables as `truncate … restart identity cascade` would. */
const emptyingStatements = new WeakMap<Database, Promise<string>>();

/**
 * `truncate table <EMPTIED> restart identity cascade` in one statement that truncates only where it must:
 * the same tables (those listed and every table whose foreign key reaches one of them) end empty, with
 * their sequences back at their start. A truncate gives each table and index a new file, which PostgreSQL
 * creates, then removes and syncs at commit: about half a second per test for the 30-odd tables, against
 * milliseconds to delete the few rows a test leaves. So the tables are deleted from, children before
 * parents, except those with triggers on delete or truncate (entries keeps its roll-ups and list version
 * so) and the tables that reference them: those are still truncated, first, so their triggers see what a
 * truncate does. Foreign keys in a cycle fall back to the whole truncate.
 */
async function emptyingStatement(database: Database): Promise<string> {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await database.db.execute(query)).rows as unknown as T[];
  const fks = await rows<{ child: string; parent: string }>(sql`
    select c.relname as child, p.relname as parent from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and c.relnamespace = 'public'::regnamespace
        and p.relnamespace = 'public'::regnamespace`);
  // Every table whose foreign key reaches one of `from`, and those.
  const closure = (from: Iterable<string>) => {
    const found = new Set(from);
    for (let grew = true; grew; ) {
      grew = false;
      for (const { child, parent } of fks)
        if (found.has(parent) && !found.has(child)) {
          found.add(child);
          grew = true;
        }
    }
    return found;
  };
  const tables = closure(EMPTIED);
  const truncate = (list: Iterable<string>) =>
    `truncate table ${[...list].join(', ')} restart identity cascade`;
  const triggered = await rows<{ name: string }>(sql`
    select distinct c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal and c.relnamespace = 'public'::regnamespace
        and (t.tgtype & ${8 | 32}) <> 0`); // TRIGGER_TYPE_DELETE | TRIGGER_TYPE_TRUNCATE
  const truncated = closure(triggered.map((t) => t.name).filter((t) => tables.has(t)));
  const order: string[] = [];
  const left = new Set([...tables].filter((t) => !truncated.has(t)));
  while (left.size) {
    const ready = [...left].filter((t) =>
      fks.every(({ child, parent }) => parent !== t || child === t || !left.has(child)),
    );
    if (ready.length === 0) return truncate(tables);
    for (const t of ready) {
      order.push(t);
      left.delete(t);
    }
  }
  const sequences = (
    await rows<{ name: string; start: string; owner: string }>(sql`
      select s.seqrelid::regclass::text as name, s.seqstart::text as start, t.relname as owner
        from pg_sequence s join pg_depend d on d.objid = s.seqrelid and d.deptype in ('a', 'i')
        join pg_class t on t.oid = d.refobjid and t.relnamespace = 'public'::regnamespace`)
  ).filter((q) => order.includes(q.owner));
  return [
    'do $$ begin',
    truncated.size ? `execute '${truncate(truncated)}';` : '',
    ...order.map((t) => `delete from ${t};`),
    ...sequences.map((q) => `perform setval('${q.name}', ${q.start}, false);`),
    'end $$',
  ].join('\n');
}

/** Empties every table and re-seeds the catalogue: each test starts from a first start. */
export async function resetDatabase(database: Database) {
  let statement = emptyingStatements.get(database);
  if (!statement) {
    statement = emptyingStatement(database);
    emptyingStatements.set(database, statement);
  }
  await database.db.execute(sql.raw(await statement));
  await seedCatalogue(database.db);
}
