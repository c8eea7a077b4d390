import { sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { dropPostgresDatabase, freshPostgresDatabase } from '../../scripts/lib/pg-databases.js';
import { type Backup, dumpDatabase, restoreDatabase } from '../../src/server/db/backup.js';
import { type Database, type Db, openDatabase } from '../../src/server/db/client.js';
import { seedCatalogue } from '../../src/server/db/seed.js';

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
    const database = await openDatabase({ logQuery });
    await database.migrate();
    return database;
  }
  const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0';
  const name = `sj_test_${process.pid}_${worker}${suffix}`;
  const databaseUrl = await freshPostgresDatabase(base, name);
  const database = await openDatabase({ databaseUrl, poolSize: 20, logQuery });
  await database.migrate();
  const close = database.close;
  database.close = async () => {
    await close();
    await dropPostgresDatabase(base, name);
  };
  return database;
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
