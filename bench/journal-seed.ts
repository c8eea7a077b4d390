// Fills a PGlite data folder with the demo world (a user with 120 entries, community members) and an empty
// user, for screenshots and manual checks of the journal screens.
// Usage: DATA_DIR=/tmp/sj npx tsx bench/journal-seed.ts, then start the server on that DATA_DIR.
import { openDatabase } from '../src/server/db/client.js';
import { buildDemo } from '../src/server/demo/builder.js';
import { createUser } from '../src/server/domain/account/users.js';
import { ensureFirstAdmin, seedCatalogue } from '../src/server/seed.js';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('Set DATA_DIR to the PGlite folder to fill');
const database = await openDatabase({ dataDir });
await database.migrate();
await seedCatalogue(database.db);
await ensureFirstAdmin(database.db, 'admin', process.env.ADMIN_PASSWORD ?? 'admin-pass');
const accounts = await buildDemo(database.db);
await createUser(database.db, { username: 'fresh', password: 'fresh-pass' });
await database.close();
console.log(`demo: ${accounts.user.username} / ${accounts.user.password}; empty: fresh / fresh-pass`);
