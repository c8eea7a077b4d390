// Where `GET /api/entries/{id}`'s distance from the one-SELECT floor lies, on PostgreSQL: the app's own
// session and entry read (findSessionWith with entryRead: the same statement, the same pg path, the same
// JSON answer) served by a bare Fastify route in a process of its own, beside the bare one-SELECT route and
// the app, on one seeded database, in alternated rounds (autocannon, 10 connections). The bare route with
// the app's statement minus the floor is what the read and its bigger answer cost; the app minus that
// route is what the app's request handling costs (hooks, cookie, guard, validation, metrics, headers).
// Usage: npx tsx bench/api-statement.ts [build folder, default dist] [rounds, default 3].

import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { dropPostgresDatabase } from '../scripts/lib/pg-databases.js';
import { findSessionWith, setSessionCache } from '../src/server/auth/sessions.js';
import { openDatabase } from '../src/server/db/client.js';
import { entryRead } from '../src/server/domain/entries/entry-queries.js';
import { freshPgDatabase, PG_BASE, seed, startBareServer, startBuildsOnOneEntry } from './api-seed.js';

if (process.argv[2] === 'serve') {
  const [, , , token, url] = process.argv;
  const database = await openDatabase({ databaseUrl: url });
  setSessionCache(false);
  const bareEntry = Fastify();
  bareEntry.get<{ Params: { id: string } }>('/entry/:id', async (req, reply) => {
    const found = await findSessionWith(database.db, token, new Date(), {
      read: entryRead,
      params: { id: Number(req.params.id) },
    });
    return reply.type('application/json; charset=utf-8').send(found?.read as string);
  });
  await bareEntry.listen({ port: 5232, host: '127.0.0.1' });
  console.log('ready');
} else {
  const url = await freshPgDatabase('sj_bare_entry');
  await seed({ DATABASE_URL: url });
  const [appServer] = await startBuildsOnOneEntry([process.argv[2] ?? 'dist'], url, 5231);
  const token = decodeURIComponent(appServer.headers.cookie.split('=')[1]);
  const id = Number(appServer.url.split('/').pop());
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api-statement.ts', 'serve', token, url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((r) => child.stdout.once('data', r));
  const bare = await startBareServer(5233, url, '/dev/null');
  const targets: Array<[string, string, Record<string, string>]> = [
    ['bare one-SELECT', `${bare.base}/select/1`, {}],
    ['bare route, the app’s session + entry statement', `http://127.0.0.1:5232/entry/${id}`, {}],
    ['app GET /api/entries/{id}', appServer.url, appServer.headers],
  ];
  const run = async (u: string, headers: Record<string, string>, duration: number) => {
    const r = await autocannon({ url: u, connections: 10, duration, headers });
    return { rps: r.requests.average, p99: r.latency.p99, err: r.errors + r.non2xx };
  };
  for (const [, u, h] of targets) await run(u, h, 2);
  for (let k = 0; k < Number(process.argv[3] ?? 3); k++) {
    const order = k % 2 ? [...targets].reverse() : targets;
    const res = new Map<string, Awaited<ReturnType<typeof run>>>();
    for (const [name, u, h] of order) res.set(name, await run(u, h, 6));
    const floor = res.get('bare one-SELECT')!.rps;
    console.log(
      `round ${k + 1}: ` +
        [...res]
          .map(([n, r]) => `${n} ${r.rps.toFixed(0)}/s ${(r.rps / floor).toFixed(2)}x err ${r.err}`)
          .join(' | '),
    );
  }
  child.kill();
  appServer.proc.kill();
  bare.proc.kill();
  await dropPostgresDatabase(PG_BASE, 'sj_bare_entry').catch(() => undefined);
  process.exit(0);
}
