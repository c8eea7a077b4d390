// `npm run share-load`: how long another person waits while an anonymous shared link of a big year is opened
// 20 times at once (issue 41, finding 5). One server from source, on PGlite (a scratch folder) or, with
// DATABASE_URL / TEST_DATABASE_URL, on a scratch PostgreSQL database. Prints the other person's slowest
// answer during the cold views (the report built once) and the warm ones (kept); times are measured, not
// asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Server, serverHealthy, spawnServer, stopServers, withDatabase } from './lib/scale.js';
import { Session } from './lib/server.js';

const ENTRIES = Number(process.env.SHARE_LOAD_ENTRIES ?? 20_000);
const VIEWS = 20;
const port = 4470;

async function measure(base: string) {
  const admin = new Session(base);
  await admin.login('admin', 'scale-admin-pass');
  for (const username of ['share_owner', 'bystander'])
    await admin.request('POST', '/api/admin/users', { username, password: 'share-load-pass', role: 'user' });
  const owner = new Session(base);
  await owner.login('share_owner', 'share-load-pass');
  const bystander = new Session(base);
  await bystander.login('bystander', 'share-load-pass');
  const start = Date.UTC(2026, 0, 1);
  const span = 330 * 86_400_000;
  const entries = Array.from({ length: ENTRIES }, (_, i) => {
    const at = new Date(start + Math.floor((i / ENTRIES) * span)).toISOString();
    return {
      strainName: `Strain ${i % 40}`,
      strainType: 'hybrid',
      productType: 'flower',
      method: 'joint',
      dosage: '0.3 g',
      overallRating: 1 + (i % 5),
      notes: `Session ${i}: calmer after twenty minutes, slept well, a little dry mouth in the morning.`,
      createdAt: at,
      consumedAt: at,
    };
  });
  for (let i = 0; i < entries.length; i += 5000) {
    const res = await owner.request('POST', '/api/user/import', { entries: entries.slice(i, i + 5000) });
    if (res.status !== 200)
      throw new Error(`import: ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`);
  }
  const share = await owner.request('POST', '/api/shares', {
    from: '2026-01-01',
    to: '2026-12-31',
    includeNotes: true,
  });
  const url = `${base}/api${share.json.url}`;

  async function round() {
    let running = true;
    const waits: number[] = [];
    const other = (async () => {
      while (running) {
        const t = performance.now();
        await bystander.request('GET', '/api/user');
        waits.push(performance.now() - t);
      }
    })();
    const t = performance.now();
    const views = await Promise.all(
      Array.from({ length: VIEWS }, async () => {
        const res = await fetch(url);
        const body = await res.arrayBuffer();
        return { status: res.status, bytes: body.byteLength };
      }),
    );
    const viewsMs = performance.now() - t;
    running = false;
    await other;
    return {
      statuses: [...new Set(views.map((v) => v.status))].join(','),
      kb: Math.round(views[0].bytes / 1024),
      viewsMs: Math.round(viewsMs),
      bystanderMaxMs: Math.round(Math.max(...waits)),
      bystanderRequests: waits.length,
    };
  }
  return { cold: await round(), warm: await round() };
}

async function run(databaseUrl: string, label: string) {
  const dir = databaseUrl ? null : mkdtempSync(path.join(tmpdir(), 'sj-share-load-'));
  const server: Server = spawnServer(databaseUrl, port, dir ? { DATA_DIR: dir } : {});
  try {
    await serverHealthy(server);
    const result = await measure(server.base);
    for (const [name, r] of Object.entries(result))
      console.log(
        `${label} ${name}: ${VIEWS} views of a ${r.kb} kB report (${ENTRIES} sessions) answered ${r.statuses} in ${r.viewsMs} ms; meanwhile another person's slowest answer ${r.bystanderMaxMs} ms (${r.bystanderRequests} requests)`,
      );
  } finally {
    await stopServers([server]);
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

const base = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
await run('', 'PGlite');
if (base) await withDatabase(base, (url) => run(url, 'PostgreSQL'), `sj_share_load_${process.pid}`);
