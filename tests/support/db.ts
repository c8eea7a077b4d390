import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, inject } from 'vitest';
import { dropPostgresDatabase, freshPostgresDatabase } from '../../scripts/lib/pg-databases.js';
import { type Backup, dumpDatabase, restoreDatabase } from '../../src/server/db/backup.js';
import { type Database, type Db, MIGRATIONS_DIR, openDatabase } from '../../src/server/db/client.js';
import { DrizzlePGlite } from '../../src/server/db/pglite-client.js';
import * as schema from '../../src/server/db/schema.js';
import { seedCatalogue } from '../../src/server/db/seed.js';
import { onServer } from './template.js';

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

/**
 * An in-memory PGlite loaded from the migrated template (decision 0054), set up as `openDatabase` sets up
 * an in-memory one (src/server/db/client.ts: the same client class, parsers, schema and migrations), which
 * has no way to pass PGlite a data folder to load.
 */
async function pgliteFrom(file: string, logQuery?: (sql: string) => void): Promise<Database> {
  if (templateDump?.file !== file)
    templateDump = { file, blob: new Blob([new Uint8Array(readFileSync(file))]) };
  const client = new DrizzlePGlite({ loadDataDir: templateDump.blob });
  await client.waitReady;
  client.takeDrizzleParsers();
  const logger = logQuery ? { logQuery: (query: string) => logQuery(query) } : undefined;
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async (then) => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
      await then?.(db);
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
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

export function testDatabase(): Promise<Database> {
  const holder = globalThis as Holder;
  holder[key] ??= createTestDatabase();
  return holder[key];
}

/** Empties every table and re-seeds the catalogue: each test starts from a first start. */
export async function resetDatabase(database: Database) {
  await database.db.execute(sql`
    truncate table note_reads, favorites, user_achievements, user_challenges, user_rewards, point_activities,
      wishlist_items, entries, user_settings, user_progression, sessions, login_throttles, import_runs, shares, rate_windows, idempotency_keys, users,
      rewards, challenges, achievements
    restart identity cascade`);
  await seedCatalogue(database.db);
}
