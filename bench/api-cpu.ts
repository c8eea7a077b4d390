// CPU per request of `GET /api/entries/{id}` signed in on PostgreSQL, beside the bare one-SELECT route: the
// Node server's own CPU time (from /proc) and that of the PostgreSQL backends serving its database, over a
// fixed number of requests (autocannon, 10 connections). On a machine shared with other work the
// throughput moves with the load; the CPU a request costs moves much less, so builds are compared by it.
// Usage: npx tsx bench/api-cpu.ts ROUNDS .dist-old dist [...] (a build folder per server, DIST_DIR-style).
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { dropPostgresDatabase } from '../scripts/lib/pg-databases.js';
import { freshPgDatabase, PG_BASE, seed, startBareServer, startBuildsOnOneEntry } from './api-seed.js';

const rounds = Number(process.argv[2] ?? 3);
const dists = process.argv.slice(3);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const DB = 'sj_api_cpu';
const url = await freshPgDatabase(DB);
await seed({ DATABASE_URL: url });

const TICK = 100; // clock ticks a second (USER_HZ), as /proc reports them on Linux
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICK;
  } catch {
    return 0; // a backend that ended meanwhile
  }
}
const admin = new pg.Client({ connectionString: PG_BASE });
await admin.connect();
/** Each backend of the database and its CPU so far: pool connections come and go between two readings. */
async function backends(): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
    DB,
  ]);
  return new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]));
}
/** CPU the backends spent between two readings (a backend that ended meanwhile: up to its last reading). */
function spent(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}

const servers = (await startBuildsOnOneEntry(dists, url, 5211)).map((s) => ({
  ...s,
  name: s.dist,
  pid: s.proc.pid!,
}));
const bodyFile = path.join(os.tmpdir(), 'sj-api-cpu-body.json');
writeFileSync(bodyFile, '[]');
const bare = await startBareServer(5298, url, bodyFile);
const targets = [
  { name: 'bare one-SELECT', pid: bare.proc.pid!, url: `${bare.base}/select/1`, headers: {} },
  ...servers,
];

async function measure(t: (typeof targets)[number]) {
  const node0 = cpuMs(t.pid);
  const pg0 = await backends();
  const client0 = process.cpuUsage();
  const r = await autocannon({ url: t.url, connections: 10, amount: REQUESTS, headers: t.headers });
  const client = process.cpuUsage(client0);
  const node = cpuMs(t.pid) - node0;
  const pgMs = spent(pg0, await backends());
  const n = r.requests.total;
  return {
    n,
    rps: r.requests.average,
    p99: r.latency.p99,
    nodeUs: (node * 1000) / n,
    pgUs: (pgMs * 1000) / n,
    // The load generator shares the machine's cores: what it spends reading an answer is not the server's.
    clientUs: (client.user + client.system) / n,
    errors: r.errors + r.non2xx,
  };
}
for (const t of targets) await autocannon({ url: t.url, connections: 10, amount: 3000, headers: t.headers });
for (let k = 0; k < rounds; k++) {
  const order = k % 2 ? [...targets].reverse() : targets;
  const out: string[] = [`round ${k + 1} (load ${os.loadavg()[0].toFixed(1)})`];
  for (const t of order) {
    const m = await measure(t);
    out.push(
      `${t.name}: ${m.rps.toFixed(0)}/s p99 ${m.p99} ms, CPU per request: Node ${m.nodeUs.toFixed(0)} µs, PostgreSQL ${m.pgUs.toFixed(0)} µs, client ${m.clientUs.toFixed(0)} µs${m.errors ? `, ${m.errors} errors` : ''}`,
    );
  }
  console.log(out.join('\n  '));
}
bare.proc.kill();
for (const s of servers) s.proc.kill();
await admin.end();
await dropPostgresDatabase(PG_BASE, DB).catch(() => undefined);
process.exit(0);
