// `npm run load`: 200 simulated users sign in, browse, create entries and redeem rewards against a server
// on 127.0.0.1 for a bounded time; prints requests, errors and latency percentiles per route.
// LOAD_USERS (200), LOAD_SECONDS (30), LOAD_RAMP_SECONDS (10: the users arrive evenly over that time, as
// "200 users signing in within 10 s" in issue 17; 0 sends every sign-in at once), DATABASE_URL (PGlite
// when unset).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recordFigure } from './lib/figures.js';
import { percentile, Session, startServer } from './lib/server.js';

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const RAMP_SECONDS = Number(process.env.LOAD_RAMP_SECONDS ?? 10);
const ADMIN_PASSWORD = 'load-admin-pass';
const env: Record<string, string> = process.env.DATABASE_URL
  ? { DATABASE_URL: process.env.DATABASE_URL }
  : { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sj-load-')), DATABASE_URL: '' };

// Each simulated user signs in from an address of its own (x-forwarded-for, trusted here as behind a
// proxy), as 200 people would: from one address, the per-address sign-in limit would refuse them.
const server = await startServer({ ...env, ADMIN_PASSWORD, TRUST_PROXY: 'true' }, 4990);
const stats = new Map<string, { times: number[]; errors: number }>();
const record = (route: string, ms: number, ok: boolean) => {
  const s = stats.get(route) ?? { times: [], errors: 0 };
  s.times.push(ms);
  if (!ok) s.errors++;
  stats.set(route, s);
};

async function timed(
  session: Session,
  route: string,
  method: string,
  url: string,
  body?: unknown,
  expected = [200, 201],
) {
  const t = performance.now();
  try {
    const res = await session.request(method, url, body);
    record(route, performance.now() - t, expected.includes(res.status));
    return res;
  } catch {
    record(route, performance.now() - t, false);
    return null;
  }
}

const admin = new Session(server.base);
await admin.login('admin', ADMIN_PASSWORD);
const stamp = Date.now().toString(36);
const accounts: Array<{ username: string; password: string }> = [];
for (let i = 0; i < USERS; i++) {
  const account = { username: `load${stamp}${i}`, password: 'load-pass' };
  const res = await admin.request('POST', '/api/admin/users', { ...account, role: 'user' });
  if (res.status !== 201) throw new Error(`create user ${i}: ${res.status}`);
  accounts.push(account);
}

const deadline = Date.now() + SECONDS * 1000;
await Promise.all(
  accounts.map(async (account, i) => {
    await new Promise((r) => setTimeout(r, (i * RAMP_SECONDS * 1000) / USERS));
    const s = new Session(server.base, { 'x-forwarded-for': `10.1.${i >> 8}.${i & 255}` });
    const t = performance.now();
    try {
      await s.login(account.username, account.password);
      record('POST /api/login', performance.now() - t, true);
    } catch (e) {
      if (process.env.LOAD_DEBUG) console.error(e);
      record('POST /api/login', performance.now() - t, false);
      return;
    }
    let n = 0;
    while (Date.now() < deadline) {
      await timed(s, 'GET /api/entries', 'GET', '/api/entries');
      await timed(s, 'GET /api/user/progression', 'GET', '/api/user/progression');
      const created = await timed(s, 'POST /api/entries', 'POST', '/api/entries', {
        strainName: `Load ${i}-${n++}`,
        strainType: 'sativa',
        productType: 'flower',
        method: 'joint',
        dosage: '0.3 g',
        overallRating: 4,
        effects: ['happy'],
      });
      if (created?.json?.id) await timed(s, 'GET /api/entries/:id', 'GET', `/api/entries/${created.json.id}`);
      const rewards = await timed(s, 'GET /api/rewards', 'GET', '/api/rewards');
      const progression = await s.request('GET', '/api/user/progression');
      const affordable = (rewards?.json ?? []).find(
        (r: { id: number; pointsCost: number }) => r.pointsCost <= (progression.json?.points ?? 0),
      );
      if (affordable)
        await timed(s, 'POST /api/rewards/:id/redeem', 'POST', `/api/rewards/${affordable.id}/redeem`);
    }
  }),
);
server.proc.kill('SIGTERM');
await server.exited;

let total = 0;
let errors = 0;
console.log(
  `\n${USERS} users arriving over ${RAMP_SECONDS} s, for ${SECONDS} s on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`,
);
console.log('| route | requests | errors | p50 ms | p95 ms | p99 ms |');
console.log('|---|---|---|---|---|---|');
for (const [route, s] of [...stats.entries()].sort()) {
  const sorted = [...s.times].sort((a, b) => a - b);
  total += sorted.length;
  errors += s.errors;
  if (route === 'POST /api/login') {
    recordFigure(
      `sign-in p95, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
      percentile(sorted, 95),
    );
    recordFigure('sign-in errors', s.errors);
  }
  console.log(
    `| ${route} | ${sorted.length} | ${s.errors} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} |`,
  );
}
console.log(`\n${total} requests, ${errors} errors, ${(total / SECONDS).toFixed(0)} requests/s`);
if (errors > 0) process.exit(1);
