// The API rows' data and their bare floor server (bench/run.ts, api-ab.ts, api-cpu.ts), and builds served
// side by side on that data, signed in (api-ab.ts, api-cpu.ts).
import { spawn } from 'node:child_process';
import { freshPostgresDatabase } from '../scripts/lib/pg-databases.js';
import { keepOutput, Session, startServer, waitHealthy } from '../scripts/lib/server.js';
import { openDatabase } from '../src/server/db/client.js';
import { entries } from '../src/server/db/schema.js';
import { buildDemo, makeEntries } from '../src/server/demo/builder.js';
import { createUser } from '../src/server/domain/account/users.js';
import { ensureFirstAdmin, seedCatalogue } from '../src/server/seed.js';

export const PG_BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new, empty database `name` on the PostgreSQL server of `PG_BASE`: its URL. */
export const freshPgDatabase = (name: string) => freshPostgresDatabase(PG_BASE, name);

/** A database with the demo world and a bench user holding exactly 100 entries. */
export async function seed(env: { DATA_DIR?: string; DATABASE_URL?: string }) {
  const database = await openDatabase({
    dataDir: env.DATA_DIR || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
  });
  await database.migrate();
  await seedCatalogue(database.db);
  await ensureFirstAdmin(database.db, 'admin', 'bench-admin-pass');
  await buildDemo(database.db);
  const bench = await createUser(database.db, { username: 'bench', password: 'bench-pass' });
  await database.db.insert(entries).values(makeEntries(bench.id, 100, new Date(), 7));
  await database.close();
}

/**
 * The app of build `dist` (the default build unless named) on `port`, over a database `seed` filled (`env`),
 * signed in as the bench user: the server, its session and the bench user's entries as the list answers them.
 */
async function startSignedIn(env: Record<string, string>, port: number, dist?: string) {
  const app = await startServer(
    { ...env, ADMIN_PASSWORD: 'bench-admin-pass', LOG_LEVEL: 'error' },
    port,
    dist,
  );
  const session = new Session(app.base);
  await session.login('bench', 'bench-pass');
  const list = await session.request('GET', '/api/entries');
  return { ...app, session, entries: list.json as Array<{ id: number }> };
}

/**
 * The builds `dists` served side by side from `firstPort` on, over the seeded database `databaseUrl`, each
 * signed in as the bench user: each with the URL of the bench user's first entry and the headers to read it.
 */
export async function startBuildsOnOneEntry(dists: string[], databaseUrl: string, firstPort: number) {
  const servers = [];
  for (const [i, dist] of dists.entries()) {
    const app = await startSignedIn({ DATABASE_URL: databaseUrl, DATA_DIR: '' }, firstPort + i, dist);
    const url = `${app.base}/api/entries/${app.entries[0].id}`;
    servers.push({ dist, proc: app.proc, url, headers: { cookie: app.session.cookie } });
  }
  return servers;
}

/**
 * bench/bare-server.ts on `port`, once it answers: the floors (a hello, one SELECT on `databaseUrl` or on
 * PGlite when it is empty, and `bodyFile` sent from memory). One process (not npx and its child), so that
 * killing it stops the server.
 */
export async function startBareServer(port: number, databaseUrl: string, bodyFile: string) {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    env: { ...process.env, PORT: String(port), BARE_DATABASE_URL: databaseUrl, BARE_BODY_FILE: bodyFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = keepOutput(proc);
  process.once('exit', () => proc.kill());
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(proc, base, { output, path: '/hello' });
  return { proc, base };
}
