// Starts the built app for the end-to-end suite on a fresh database: PGlite in a temporary folder, or,
// with TEST_DATABASE_URL, a fresh database on that PostgreSQL server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const port = process.env.E2E_PORT ?? '4321';
process.env.PORT = port;
process.env.HOST = '127.0.0.1';
process.env.ADMIN_USERNAME = 'admin';
process.env.ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-pass';
process.env.LOG_LEVEL = 'warn';

const base = process.env.TEST_DATABASE_URL;
if (base) {
  const name = `sj_e2e_${port}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
} else {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'sj-e2e-'));
}

await import(`../${process.env.DIST_DIR ?? 'dist'}/server/server/main.js`);
