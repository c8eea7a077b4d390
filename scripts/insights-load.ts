// `npm run insights-load`: how long another person waits while one big journal's insights, report and shared
// link are asked for (issue 55). One server from source, on PGlite (a scratch folder) or, with DATABASE_URL /
// TEST_DATABASE_URL, also on a scratch PostgreSQL database. One user is given INSIGHTS_LOAD_ENTRIES (20,000)
// sessions rated before and after, all in the last month; then each heavy request is sent cold (the first
// for its answer) and warm (the same again), one at a time, while another person's light requests
// (`GET /api/user`, their journal's first page) run back to back. Prints that person's p50 / p99 / slowest
// answer and the heavy request's time; times are measured, not asserted. First, while nothing else runs,
// a third person imports INSIGHTS_LOAD_IMPORT (8,000) sessions in one file, the same way.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Server, serverHealthy, spawnServer, stopServers, withDatabase } from './lib/scale.js';
import { percentile, Session } from './lib/server.js';

const ENTRIES = Number(process.env.INSIGHTS_LOAD_ENTRIES ?? 20_000);
const IMPORT_ENTRIES = Math.min(ENTRIES, Number(process.env.INSIGHTS_LOAD_IMPORT ?? 8000));
const port = 4471;
const PRODUCTS = [
  ['flower', 'joint'],
  ['flower', 'vaporizer'],
  ['pre-roll', 'joint'],
  ['edible', 'edible'],
  ['vape cartridge', 'vaporizer'],
  ['concentrate', 'pipe'],
] as const;
const TERPENES = ['myrcene', 'limonene', 'caryophyllene', 'pinene', 'linalool'];
const SYMPTOMS = ['anxiety', 'pain', 'insomnia', 'stress'];

/** The heavy user's sessions: every one rated before and after on two symptoms, over the last 29 days. */
function sessions(now: number) {
  const span = 29 * 86_400_000;
  return Array.from({ length: ENTRIES }, (_, i) => {
    const at = new Date(now - span + Math.floor((i / ENTRIES) * span)).toISOString();
    const [productType, method] = PRODUCTS[i % PRODUCTS.length];
    const before = 4 + (i % 7);
    return {
      strainName: `Strain ${i % 40}`,
      strainType: ['indica', 'sativa', 'hybrid'][i % 3],
      productType,
      method,
      dosage: '0.3 g',
      overallRating: 1 + (i % 5),
      notes: i % 3 ? null : `Session ${i}: calmer after twenty minutes, slept well.`,
      createdAt: at,
      consumedAt: at,
      outcomes: [
        { symptom: SYMPTOMS[i % 4], before, after: Math.max(0, before - (i % 6)) },
        { symptom: SYMPTOMS[(i + 1) % 4], before: 6, after: 6 - (i % 4) },
      ],
      thcPercent: i % 5 ? 18 + (i % 9) : null,
      cbdPercent: i % 5 ? 1 + (i % 3) : null,
      thcMg: i % 2 ? 2.5 * (1 + (i % 10)) : null,
      cbdMg: i % 4 ? 1 + (i % 5) : null,
      terpenes: [TERPENES[i % 5], TERPENES[(i + 2) % 5]],
      brand: i % 7 ? `Brand ${i % 9}` : null,
    };
  });
}

async function seed(base: string) {
  const admin = new Session(base);
  await admin.login('admin', 'scale-admin-pass');
  for (const username of ['big_journal', 'bystander', 'importer'])
    await admin.request('POST', '/api/admin/users', {
      username,
      password: 'insights-load-pass',
      role: 'user',
    });
  const heavy = new Session(base);
  await heavy.login('big_journal', 'insights-load-pass');
  const bystander = new Session(base);
  await bystander.login('bystander', 'insights-load-pass');
  const all = sessions(Date.now() - 3_600_000);
  for (let i = 0; i < all.length; i += 5000) {
    const res = await heavy.request('POST', '/api/user/import', { entries: all.slice(i, i + 5000) });
    if (res.status !== 200)
      throw new Error(`import: ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`);
  }
  for (let s = 0; s < 12; s++) {
    const res = await heavy.request('POST', '/api/wishlist', {
      strainName: `Strain ${s * 3}`,
      productType: ['flower', 'pre_rolls', 'edibles'][s % 3],
      quantity: 1 + s,
    });
    if (res.status !== 201) throw new Error(`stash: ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`);
  }
  // A few entries of the bystander's own, so their light requests read something.
  for (let i = 0; i < 20; i++)
    await bystander.request('POST', '/api/entries', {
      strainName: `Light ${i}`,
      strainType: 'hybrid',
      productType: 'flower',
      method: 'joint',
      dosage: '0.2 g',
      overallRating: 4,
    });
  return { heavy, bystander };
}

/**
 * `heavy()` once while the bystander's light requests run back to back; their waits, and its time. The
 * bystander has had 5 answers before the heavy request starts and has 5 more after it ends, so its loop is
 * running on both sides of it (counted, never a fixed pause).
 */
async function underLoad(bystander: Session, heavy: () => Promise<number>) {
  let running = true;
  const waits: number[] = [];
  let wake = () => {};
  const answered = async (n: number) => {
    const until = waits.length + n;
    while (waits.length < until) await new Promise<void>((r) => (wake = r));
  };
  const other = (async () => {
    for (let i = 0; running; i++) {
      const t = performance.now();
      const res = await bystander.request('GET', i % 2 ? '/api/user' : '/api/entries?limit=20');
      if (res.status !== 200) throw new Error(`bystander: ${res.status}`);
      waits.push(performance.now() - t);
      wake();
    }
  })();
  await answered(5);
  const t = performance.now();
  const status = await heavy();
  const heavyMs = performance.now() - t;
  await answered(5);
  running = false;
  await other;
  waits.sort((a, b) => a - b);
  return {
    status,
    heavyMs: Math.round(heavyMs),
    p50: Math.round(percentile(waits, 50)),
    p99: Math.round(percentile(waits, 99)),
    max: Math.round(waits[waits.length - 1] ?? 0),
    n: waits.length,
  };
}

async function measure(base: string, label: string) {
  const { heavy, bystander } = await seed(base);
  const year = `from=${dayBefore(364)}&to=${dayBefore(0)}`;
  const share = await heavy.request('POST', '/api/shares', {
    from: dayBefore(364),
    to: dayBefore(0),
    includeNotes: true,
  });
  if (share.status !== 201) throw new Error(`share: ${share.status} ${JSON.stringify(share.json)}`);
  const shareUrl = `${base}/api${share.json.url}`;
  const get = (url: string) => async () => (await heavy.request('GET', url)).status;
  const cases: Array<[string, () => Promise<number>]> = [
    ['GET /api/insights/relief/anxiety', get('/api/insights/relief/anxiety')],
    ['GET /api/insights/take-now?symptom=pain', get('/api/insights/take-now?symptom=pain')],
    ['GET /api/report (30 days)', get('/api/report')],
    ['GET /api/report (365 days)', get(`/api/report?${year}`)],
    [
      'GET /api/shared/:token',
      async () => {
        const res = await fetch(shareUrl);
        await res.arrayBuffer();
        return res.status;
      },
    ],
  ];
  console.log(
    `${label}: ${ENTRIES} rated sessions in the last month; another person's light requests meanwhile`,
  );
  // An import of IMPORT_ENTRIES (8,000) sessions by a third person, in one file (issue 55, low).
  const importer = new Session(base);
  await importer.login('importer', 'insights-load-pass');
  const file = { entries: sessions(Date.now() - 7_200_000).slice(0, IMPORT_ENTRIES) };
  const imported = await underLoad(
    bystander,
    async () => (await importer.request('POST', '/api/user/import', file)).status,
  );
  console.log(
    `  ${`POST /api/user/import (${IMPORT_ENTRIES} entries)`.padEnd(42)}      ${imported.status} in ${String(imported.heavyMs).padStart(5)} ms; other person p50 ${imported.p50} ms, p99 ${imported.p99} ms, slowest ${imported.max} ms (${imported.n} requests)`,
  );
  for (const [name, run] of cases)
    for (const state of ['cold', 'warm']) {
      const r = await underLoad(bystander, run);
      console.log(
        `  ${name.padEnd(42)} ${state}: ${r.status} in ${String(r.heavyMs).padStart(5)} ms; other person p50 ${r.p50} ms, p99 ${r.p99} ms, slowest ${r.max} ms (${r.n} requests)`,
      );
    }
}

function dayBefore(days: number) {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

async function run(databaseUrl: string, label: string) {
  const dir = databaseUrl ? null : mkdtempSync(path.join(tmpdir(), 'sj-insights-load-'));
  const server: Server = spawnServer(databaseUrl, port, dir ? { DATA_DIR: dir } : {});
  try {
    await serverHealthy(server);
    await measure(server.base, label);
  } catch (err) {
    console.error(server.output?.());
    throw err;
  } finally {
    await stopServers([server]);
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

const base = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (process.env.INSIGHTS_LOAD_PGLITE !== '0') await run('', 'PGlite');
if (base) await withDatabase(base, (url) => run(url, 'PostgreSQL'), `sj_insights_load_${process.pid}`);
