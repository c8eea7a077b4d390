// `npm run demo`: a throw-away database full of demo data, served on PORT (default 3000).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'strain-journal-demo-'));
// The server exits through process.exit on SIGINT/SIGTERM (and on a failed start): the folder goes with it.
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
process.env.DATA_DIR = dir;
delete process.env.DATABASE_URL;

const { openDatabase } = await import('../src/server/db/client.js');
const { seedCatalogue, ensureFirstAdmin } = await import('../src/server/seed.js');
const { buildDemo } = await import('../src/server/demo/builder.js');

const setup = await openDatabase({ dataDir: dir });
await setup.migrate();
await seedCatalogue(setup.db);
process.env.ADMIN_PASSWORD ??= 'admin-pass';
await ensureFirstAdmin(setup.db, process.env.ADMIN_USERNAME ?? 'admin', process.env.ADMIN_PASSWORD);
const accounts = await buildDemo(setup.db);
await setup.close();

console.log(`\nDemo database in ${dir} (removed when the demo stops)\n`);
console.log(`  user:    ${accounts.user.username} / ${accounts.user.password}`);
console.log(`  manager: ${accounts.manager.username} / ${accounts.manager.password}`);
console.log(`  admin:   ${process.env.ADMIN_USERNAME ?? 'admin'} / ${process.env.ADMIN_PASSWORD}\n`);

await import('../src/server/main.js');
