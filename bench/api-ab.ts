// A/B of `GET /api/entries/{id}` on PostgreSQL against the bare one-SELECT floor, as bench/run.ts measures
// it (autocannon, 10 connections), for several builds served side by side on one seeded database, the floor
// measured again each round and the builds' order alternated, so that a shared machine's load falls on all
// of them alike. Usage: npx tsx bench/api-ab.ts ROUNDS .dist-old dist [...] (a build folder per server).
// BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres).
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { dropPostgresDatabase } from '../scripts/lib/pg-databases.js';
import { freshPgDatabase, PG_BASE, seed, startBareServer, startBuildsOnOneEntry } from './api-seed.js';

const rounds = Number(process.argv[2]);
const dists = process.argv.slice(3);
const url = await freshPgDatabase('sj_api_ab');
await seed({ DATABASE_URL: url });

const servers = await startBuildsOnOneEntry(dists, url, 5201);
const bodyFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'sj-ab-')), 'b.json');
writeFileSync(bodyFile, '[]');
const bare = await startBareServer(5299, url, bodyFile);
const floorUrl = `${bare.base}/select/1`;
const run = async (u: string, headers = {}, duration = 6) => {
  const r = await autocannon({ url: u, connections: 10, duration, headers });
  return { rps: r.requests.average, p99: r.latency.p99, err: r.errors + r.non2xx };
};
// Warm, as bench/run.ts measures: compiled code, prepared statements, pooled connections.
await run(floorUrl, {}, 2);
for (const s of servers) await run(s.url, s.headers, 2);
for (let k = 0; k < rounds; k++) {
  const floor = await run(floorUrl);
  const order = k % 2 ? [...servers].reverse() : servers;
  const out: string[] = [`round ${k + 1}: floor ${floor.rps.toFixed(0)}/s p99 ${floor.p99}`];
  for (const s of order) {
    const r = await run(s.url, s.headers);
    out.push(`${s.dist} ${(r.rps / floor.rps).toFixed(2)}x p99 ${r.p99} err ${r.err}`);
  }
  console.log(out.join(' | '));
}
bare.proc.kill();
for (const s of servers) s.proc.kill();
await dropPostgresDatabase(PG_BASE, 'sj_api_ab').catch(() => undefined);
process.exit(0);
