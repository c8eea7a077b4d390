// A/B of `GET /api/entries/{id}` on PostgreSQL against the bare one-SELECT floor, as bench/run.ts measures
// it (autocannon, 10 connections), for several builds served side by side on one seeded database, the floor
// measured again each round and the builds' order alternated, so that a shared machine's load falls on all
// of them alike. Usage: npx tsx bench/api-ab.ts ROUNDS .dist-old dist [...] (a build folder per server).
// BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres).
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Session } from '../scripts/lib/server.js';
import { freshPgDatabase, seed } from './api-seed.js';

const rounds = Number(process.argv[2]);
const dists = process.argv.slice(3);
const url = await freshPgDatabase('sj_api_ab');
await seed({ DATABASE_URL: url });

const wait = async (u: string) => {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(u)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no answer from ${u}`);
};
const servers = [];
for (const [i, dist] of dists.entries()) {
  const port = 5201 + i;
  const proc = spawn(process.execPath, [path.resolve(dist, 'server/server/main.js')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      DATABASE_URL: url,
      DATA_DIR: '',
      ADMIN_PASSWORD: 'bench-admin-pass',
      DIST_DIR: dist,
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  await wait(`${base}/api/health`);
  const s = new Session(base);
  await s.login('bench', 'bench-pass');
  const list = await s.request('GET', '/api/entries');
  const id = (list.json as Array<{ id: number }>)[0].id;
  servers.push({ dist, proc, url: `${base}/api/entries/${id}`, headers: { cookie: s.cookie } });
}
const bodyFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'sj-ab-')), 'b.json');
writeFileSync(bodyFile, '[]');
const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
  env: { ...process.env, PORT: '5299', BARE_DATABASE_URL: url, BARE_BODY_FILE: bodyFile },
  stdio: 'ignore',
});
await wait('http://127.0.0.1:5299/hello');
const run = async (u: string, headers = {}, duration = 6) => {
  const r = await autocannon({ url: u, connections: 10, duration, headers });
  return { rps: r.requests.average, p99: r.latency.p99, err: r.errors + r.non2xx };
};
// Warm, as bench/run.ts measures: compiled code, prepared statements, pooled connections.
await run('http://127.0.0.1:5299/select/1', {}, 2);
for (const s of servers) await run(s.url, s.headers, 2);
for (let k = 0; k < rounds; k++) {
  const floor = await run('http://127.0.0.1:5299/select/1');
  const order = k % 2 ? [...servers].reverse() : servers;
  const out: string[] = [`round ${k + 1}: floor ${floor.rps.toFixed(0)}/s p99 ${floor.p99}`];
  for (const s of order) {
    const r = await run(s.url, s.headers);
    out.push(`${s.dist} ${(r.rps / floor.rps).toFixed(2)}x p99 ${r.p99} err ${r.err}`);
  }
  console.log(out.join(' | '));
}
bare.kill();
for (const s of servers) s.proc.kill();
process.exit(0);
