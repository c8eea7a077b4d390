// Databases of their own on a PostgreSQL server, for the tests, the benches and the scale scripts.
import pg from 'pg';

/** Runs `sql` on the PostgreSQL server at `base` with a connection of its own. */
export async function onServer(base: string, ...sql: string[]) {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    for (const statement of sql) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty database `name` on the PostgreSQL server at `base` (dropped first if left over): its URL. */
export async function freshPostgresDatabase(base: string, name: string): Promise<string> {
  await onServer(base, `drop database if exists ${name} with (force)`, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the database `name` on the PostgreSQL server at `base`. */
export const dropPostgresDatabase = (base: string, name: string) =>
  onServer(base, `drop database if exists ${name} with (force)`);
