// Seeds a PGlite folder (argv[2]) with the dashboards bench's data (1,000 users × 100 entries, the manager
// bench-manager / bench-manager-pass) for bench/manager-ab.ts, which copies it for each build's server.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.js';
import { buildCrowd } from '../src/server/demo/builder.js';
import { createUser } from '../src/server/domain/account/users.js';
import { ensureFirstAdmin, seedCatalogue } from '../src/server/seed.js';
import { seedDashboardExtras } from './dashboards-seed.js';

const dataDir = process.argv[2];
const database = await openDatabase({ dataDir });
await database.migrate();
await seedCatalogue(database.db);
await ensureFirstAdmin(database.db, 'admin', 'bench-admin-pass');
await createUser(database.db, { username: 'bench-manager', password: 'bench-manager-pass', role: 'manager' });
await buildCrowd(database.db, { users: 1000, entriesPerUser: 100 });
await seedDashboardExtras(database.db);
await database.db.execute(sql`analyze`);
await database.close();
console.log('seeded', dataDir);
