// `npm run chaos`: start the server, drive writes, kill it with SIGKILL mid-flight, restart it, and check
// that every write answered 2xx survived. Runs on PGlite and, when reachable, on PostgreSQL.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Session, startServer } from './lib/server.js';

const ROUNDS = Number(process.env.CHAOS_ROUNDS ?? 3);
const WRITERS = Number(process.env.CHAOS_WRITERS ?? 8);
const ADMIN_PASSWORD = 'chaos-admin-pass';

async function databases(): Promise<Array<{ name: string; env: Record<string, string> }>> {
  const list = [
    { name: 'PGlite', env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sj-chaos-')), DATABASE_URL: '' } },
  ];
  const base = process.env.CHAOS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query('drop database if exists sj_chaos with (force)');
    await c.query('create database sj_chaos');
    await c.end();
    const url = new URL(base);
    url.pathname = '/sj_chaos';
    list.push({ name: 'PostgreSQL', env: { DATABASE_URL: url.toString(), DATA_DIR: '' } });
  } catch (err) {
    console.warn(`PostgreSQL not reachable, skipping it: ${(err as Error).message}`);
  }
  return list;
}

async function run(name: string, env: Record<string, string>) {
  const port = 4900 + Math.floor(Math.random() * 90);
  const acknowledged = new Set<string>();
  let attempted = 0;
  let user = { username: '', password: 'chaos-user-pass' };
  for (let round = 1; round <= ROUNDS; round++) {
    const server = await startServer({ ...env, ADMIN_PASSWORD }, port);
    if (round === 1) {
      const admin = new Session(server.base);
      await admin.login('admin', ADMIN_PASSWORD);
      user = { username: `chaos${Date.now()}`, password: 'chaos-user-pass' };
      const created = await admin.request('POST', '/api/admin/users', { ...user, role: 'user' });
      if (created.status !== 201) throw new Error(`create user: ${created.status}`);
    }
    const session = new Session(server.base);
    await session.login(user.username, user.password);
    let stop = false;
    const writers = Array.from({ length: WRITERS }, async (_, w) => {
      let i = 0;
      while (!stop) {
        const strainName = `Chaos r${round} w${w} #${i++}`;
        attempted++;
        try {
          const res = await session.request('POST', '/api/entries', {
            strainName,
            strainType: 'hybrid',
            productType: 'flower',
            method: 'joint',
            dosage: '0.5 g',
            overallRating: 4,
            effects: ['relaxed'],
          });
          if (res.status >= 200 && res.status < 300) acknowledged.add(strainName);
          else if (res.status < 500)
            throw new Error(`write refused: ${res.status} ${JSON.stringify(res.json)}`);
        } catch (err) {
          if ((err as Error).message.startsWith('write refused')) throw err;
          return; // the server died under us
        }
      }
    });
    await new Promise((r) => setTimeout(r, 800 + Math.random() * 1500));
    server.proc.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await server.exited;
  }
  const server = await startServer({ ...env, ADMIN_PASSWORD }, port);
  const session = new Session(server.base);
  await session.login(user.username, user.password);
  const list = await session.request('GET', '/api/entries');
  const present = new Set((list.json as Array<{ strainName: string }>).map((e) => e.strainName));
  const missing = [...acknowledged].filter((n) => !present.has(n));
  server.proc.kill('SIGTERM');
  await server.exited;
  return { name, attempted, acknowledged: acknowledged.size, present: present.size, missing: missing.length };
}

const results = [];
for (const db of await databases()) results.push(await run(db.name, db.env));
console.log(
  '\n| database | rounds killed | writes attempted | answered 2xx | present after restart | lost |',
);
console.log('|---|---|---|---|---|---|');
for (const r of results) {
  console.log(`| ${r.name} | ${ROUNDS} | ${r.attempted} | ${r.acknowledged} | ${r.present} | ${r.missing} |`);
}
const lost = results.reduce((n, r) => n + r.missing, 0);
if (lost > 0) {
  console.error(`\n${lost} acknowledged writes were lost`);
  process.exit(1);
}
console.log('\nNo acknowledged write was lost.');
