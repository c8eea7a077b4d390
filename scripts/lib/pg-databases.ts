// Databases of their own on a PostgreSQL server, for the tests, the benches and the scale scripts.
import pg from 'pg';

/** A new, empty database `name` on the PostgreSQL server at `base` (dropped first if left over): its URL. */
export async function freshPostgresDatabase(base: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the database `name` on the PostgreSQL server at `base`. */
export async function dropPostgresDatabase(base: string, name: string) {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
