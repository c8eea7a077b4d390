import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DrizzlePGlite } from './pglite-client.js';
import * as schema from './schema.js';

/** One type for both drivers: their query builders are the same PostgreSQL dialect. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Brings the schema up to date; `then` (first-start seeding) runs while the start-up lock is still held,
   * so servers started at the same moment take turns.
   */
  migrate(then?: (db: Db) => Promise<void>): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The PostgreSQL pool's connections (for /metrics); PGlite has none. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** Migrations live beside the schema in the source tree; the compiled server finds them there too. */
export const MIGRATIONS_DIR = [
  path.join(here, 'migrations'),
  path.resolve(here, '../../../../src/server/db/migrations'),
].find((p) => existsSync(p)) as string;

export interface OpenOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string;
  /** Folder for PGlite's files; undefined keeps the database in memory. */
  dataDir?: string;
  /** An in-memory PGlite starts from this dump of a data folder (the tests' migrated template). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** Sees every query's SQL text (tests/api/shard-key.test.ts checks them for the user_id predicate). */
  logQuery?: (sql: string) => void;
}

const queryLogger = (options: OpenOptions) =>
  options.logQuery ? { logQuery: (query: string) => options.logQuery?.(query) } : undefined;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on('error', () => {
      /* an idle client died; the pool replaces it */
    });
    const db = drizzlePg(pool, { schema, logger: queryLogger(options) });
    return {
      db,
      kind: 'postgres',
      migrate: async (then) => {
        const client = await pool.connect();
        try {
          // Several app servers may start at once: one migrates and seeds, the others wait.
          await client.query('select pg_advisory_lock(727274)');
          const locked = drizzlePg(client, { schema });
          await migratePg(locked, { migrationsFolder: MIGRATIONS_DIR });
          await then?.(locked);
        } finally {
          await client.query('select pg_advisory_unlock(727274)').catch(() => {});
          client.release();
        }
      },
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const releaseLock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  const client = new DrizzlePGlite(
    options.loadDataDir ? { loadDataDir: options.loadDataDir } : { dataDir: options.dataDir },
  );
  await client.waitReady;
  client.takeDrizzleParsers();
  const db = drizzlePglite(client, { schema, logger: queryLogger(options) }) as unknown as Db;
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
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * PGlite serves one process: a second server on the same folder would corrupt it. A lock file with the
 * owner's pid refuses that; a lock left by a dead process is taken over.
 */
function lockDataDir(dir: string) {
  mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, 'server.lock');
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8'));
    let alive = false;
    try {
      if (pid && pid !== process.pid) {
        process.kill(pid, 0);
        alive = true;
      }
    } catch {
      alive = false;
    }
    if (alive)
      throw new Error(
        `Another server (pid ${pid}) is using DATA_DIR ${dir}; stop it or choose another folder`,
      );
  }
  writeFileSync(lock, String(process.pid));
  return () => rmSync(lock, { force: true });
}
