// `npm run restore FILE`: loads a backup made by `npm run backup` into the configured database, which
// must be empty (a new DATA_DIR, or a new PostgreSQL database). It migrates the schema first.
import { readFileSync } from 'node:fs';
import { loadConfig } from '../src/server/config.js';
import { restoreDatabase } from '../src/server/db/backup.js';
import { openDatabase } from '../src/server/db/client.js';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore FILE   (into an empty database: set DATA_DIR or DATABASE_URL)');
  process.exit(2);
}
const config = loadConfig();
const backup = JSON.parse(readFileSync(file, 'utf8'));
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const counts = await restoreDatabase(database.db, backup);
  const rows = Object.values(counts).reduce((n, c) => n + c, 0);
  console.log(`Restored ${rows} rows of ${Object.keys(counts).length} tables from ${file}`);
} catch (err) {
  console.error(`Restore failed, nothing was written: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
