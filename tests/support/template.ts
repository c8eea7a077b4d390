import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freshPostgresDatabase } from '../../scripts/lib/pg-databases.js';
import { MIGRATIONS_DIR, openDatabase } from '../../src/server/db/client.js';
import type { DrizzlePGlite } from '../../src/server/db/pglite-client.js';

/**
 * A migrated, empty database the tests copy instead of building each one from nothing (decision 0054).
 * A new PGlite runs initdb (6–25 s on a busy 2-core machine, against about a second to load a dump of one
 * already made); on PostgreSQL, `create database … template` copies the migrated schema in one statement.
 * The suite's `globalSetup` makes the template once per run; tests/support/db.ts copies it.
 */

/** Names the migrations and PGlite's version: a new migration or PGlite makes a new template. */
export function templateKey() {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.resolve('node_modules/@electric-sql/pglite/package.json')));
  for (const name of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const file = path.join(MIGRATIONS_DIR, name);
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

const CACHE = path.resolve('node_modules/.cache/strain-journal-tests');

/**
 * The PGlite template's file (a tar of its data folder, migrated), made if missing. Kept between runs
 * under node_modules/.cache, named by `templateKey()`, so only a new migration or PGlite pays initdb again;
 * written under a temporary name and renamed, so runs side by side never read half a file.
 */
export async function pgliteTemplateFile(): Promise<string> {
  const file = path.join(CACHE, `pglite-${templateKey()}.tar`);
  if (existsSync(file)) return file;
  const database = await openDatabase({});
  await database.migrate();
  const client = (database.db as unknown as { $client: DrizzlePGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  mkdirSync(CACHE, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

/** A migrated, empty database `name` on the PostgreSQL server at `base`, for the run to copy. */
export async function makePostgresTemplate(base: string, name: string) {
  const databaseUrl = await freshPostgresDatabase(base, name);
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}
