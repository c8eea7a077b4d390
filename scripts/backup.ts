// `npm run backup [FILE]`: every table of the configured database (DATABASE_URL, else PGlite in
// DATA_DIR) into a JSON file (default backups/strain-journal-<time>.json). On PGlite stop the server
// first: the embedded database serves one process.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/server/config.js';
import { dumpDatabase } from '../src/server/db/backup.js';
import { openDatabase } from '../src/server/db/client.js';

const config = loadConfig();
const now = new Date();
const file =
  process.argv[2] ?? path.join('backups', `strain-journal-${now.toISOString().replace(/[:.]/g, '-')}.json`);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const backup = await dumpDatabase(database.db, now);
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  writeFileSync(file, JSON.stringify(backup));
  const rows = Object.values(backup.tables).reduce((n, t) => n + t.length, 0);
  console.log(`Backed up ${rows} rows of ${Object.keys(backup.tables).length} tables to ${file}`);
} finally {
  await database.close();
}
