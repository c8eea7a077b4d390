// The dashboards at scale: 1,000 users × 100 entries (buildCrowd), with visits, redemptions and privacy
// choices. Times every dashboard API call over HTTP and the manager screen's first paint of its figures in
// Chromium, on PGlite and (when reachable) on PostgreSQL, and prints Markdown tables.
// Usage: npm run build (or DIST_DIR=… npm run build), then `npx tsx bench/dashboards.ts`.
// BENCH_USERS, BENCH_ENTRIES_PER_USER, BENCH_DASHBOARD_PORT, BENCH_DASHBOARD_DBS=pglite,postgres and
// TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) change what it does.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.js';
import { markSignedIn, shownAt } from '../scripts/lib/browser.js';
import { recordFigure } from '../scripts/lib/figures.js';
import { dropPostgresDatabase, freshPostgresDatabase } from '../scripts/lib/pg-databases.js';
import { DIST, percentile, Session, startServer } from '../scripts/lib/server.js';
import { openDatabase } from '../src/server/db/client.js';
import { buildCrowd } from '../src/server/demo/builder.js';
import { createUser } from '../src/server/domain/account/users.js';
import { ensureFirstAdmin, seedCatalogue } from '../src/server/seed.js';
import { seedDashboardExtras } from './dashboards-seed.js';

const USERS = Number(process.env.BENCH_USERS ?? 1000);
const PER_USER = Number(process.env.BENCH_ENTRIES_PER_USER ?? 100);
const PORT = Number(process.env.BENCH_DASHBOARD_PORT ?? 3393);
const RUNS = 15;
const PAINTS = 5;
const ADMIN_PASSWORD = 'bench-admin-pass';
const MANAGER = { username: 'bench-manager', password: 'bench-manager-pass' };
const PG_BASE = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

if (
  !existsSync(path.resolve(DIST, 'server/server/main.js')) ||
  !existsSync(path.resolve(DIST, 'web/index.html'))
) {
  console.error(`No build in ${DIST}: run \`npm run build\` (or set DIST_DIR) first.`);
  process.exit(1);
}

// Summary and trends are kept 30 s per server: timed computed (Cache-Control: no-cache) and as served.
const MANAGER_CALLS = [
  'no-cache /api/manager/summary',
  '/api/manager/summary',
  'no-cache /api/manager/trends?days=30',
  'no-cache /api/manager/trends?days=90',
  '/api/manager/trends?days=90',
  '/api/manager/entries?pageSize=20',
  '/api/manager/entries',
  '/api/manager/entries?q=kush&pageSize=20',
  '/api/manager/entries?user=crowd&days=30&minRating=4&sort=highest&pageSize=20',
  '/api/manager/entries?sort=alphabetical&page=200&pageSize=20',
  '/api/manager/entries?reviews=true&pageSize=20',
  '/api/manager/users?pageSize=12',
  '/api/manager/stash?level=restock&pageSize=20',
  '/api/manager/point-activities?pageSize=10',
  '/api/manager/user-rewards?pageSize=10',
  '/api/manager/rewards-usage',
];
const ADMIN_CALLS = [
  '/api/admin/stats',
  '/api/admin/users?pageSize=25',
  '/api/admin/users',
  '/api/admin/entries?pageSize=25',
  '/api/admin/login-activity?pageSize=25',
  '/api/admin/rewards',
  '/api/admin/reports/user-activity.csv',
  '/api/admin/reports/content-distribution.csv',
  '/api/admin/reports/rewards-usage.csv',
];

const ms = (n: number) => `${n.toFixed(0)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: percentile(s, 50), p95: percentile(s, 95) };
};

async function pgReachable() {
  const c = new pg.Client({ connectionString: PG_BASE, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** A database of the kind asked for, seeded; answers the server's environment and a clean-up. */
async function seeded(kind: 'pglite' | 'postgres') {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sj-bench-dash-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const name = 'sj_bench_dashboards';
    env = { DATABASE_URL: await freshPostgresDatabase(PG_BASE, name) };
    cleanup = () => dropPostgresDatabase(PG_BASE, name);
  }
  const t0 = performance.now();
  const database = await openDatabase(
    kind === 'pglite' ? { dataDir: env.DATA_DIR } : { databaseUrl: env.DATABASE_URL },
  );
  await database.migrate();
  await seedCatalogue(database.db);
  await ensureFirstAdmin(database.db, 'admin', ADMIN_PASSWORD);
  await createUser(database.db, { ...MANAGER, role: 'manager' });
  await buildCrowd(database.db, { users: USERS, entriesPerUser: PER_USER });
  const extras = await seedDashboardExtras(database.db);
  // Planner statistics, as a live database would have them.
  await database.db.execute(sql`analyze`);
  await database.close();
  return { env, cleanup, seedMs: performance.now() - t0, extras };
}

async function timeCalls(session: Session, base: string, calls: string[], label = '') {
  const rows: string[] = [];
  for (const call of calls) {
    const fresh = call.startsWith('no-cache ');
    const url = call.replace(/^no-cache /, '');
    const times: number[] = [];
    let bytes = 0;
    let total = '';
    for (let i = 0; i < RUNS + 2; i++) {
      const t0 = performance.now();
      const res = await fetch(base + url, {
        headers: {
          cookie: session.cookie,
          'x-user-id': String(session.userId),
          ...(fresh ? { 'cache-control': 'no-cache' } : {}),
        },
      });
      const body = await res.arrayBuffer();
      const t = performance.now() - t0;
      if (res.status !== 200)
        throw new Error(`${url}: ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
      bytes = body.byteLength;
      total = res.headers.get('x-total-count') ?? '';
      if (i >= 2) times.push(t);
    }
    const s = stats(times);
    if (call === 'no-cache /api/manager/summary')
      recordFigure(`manager summary computed, ${label}`, s.median);
    const how = fresh
      ? ' (computed)'
      : url.includes('/summary') || url.includes('/trends')
        ? ' (kept 30 s)'
        : '';
    rows.push(`| \`GET ${url}\`${how} | ${ms(s.median)} | ${ms(s.p95)} | ${kb(bytes)} | ${total} |`);
  }
  return rows;
}

/**
 * The manager screen in a fresh browser context each time (nothing cached): milliseconds from navigation to
 * the four summary figures, to the Analytics panels, and to the drawn trend chart.
 */
async function firstPaint(base: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const cards: number[] = [];
  const panels: number[] = [];
  const chart: number[] = [];
  const settings: number[] = [];
  try {
    for (let i = 0; i < PAINTS + 1; i++) {
      const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const res = await page.request.post('/api/login', { data: MANAGER });
      const me = await res.json();
      await context.addInitScript(markSignedIn, me);
      await page.goto('/manager', { waitUntil: 'commit' });
      const c = await shownAt(page, '[data-summary="ready"]');
      const p = await shownAt(page, 'h1, h2, h3, h4', 'Top Rated Strains');
      // The chart is drawn when its panel comes on screen (below the fold on a phone).
      await page.locator('figure[aria-label^="Entries per"]').scrollIntoViewIfNeeded({ timeout: 60_000 });
      const t = await shownAt(page, '.recharts-area-curve');
      // The same boot for a light screen, for comparison: what the app costs before any dashboard figure.
      const page2 = await context.newPage();
      await page2.goto('/settings', { waitUntil: 'commit' });
      const b = await shownAt(page2, 'h1', 'Settings');
      if (i > 0) {
        cards.push(c);
        panels.push(p);
        chart.push(t);
        settings.push(b);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { cards: stats(cards), panels: stats(panels), chart: stats(chart), settings: stats(settings) };
}

const kinds = (process.env.BENCH_DASHBOARD_DBS ?? 'pglite,postgres').split(',') as Array<
  'pglite' | 'postgres'
>;
const out: string[] = [];
out.push(
  `${USERS.toLocaleString('en-US')} users × ${PER_USER} entries (${(USERS * PER_USER).toLocaleString('en-US')} entries), ` +
    `${RUNS} timed runs per call after 2 warm-ups, one request at a time over HTTP to the built server.`,
);
for (const kind of kinds) {
  if (kind === 'postgres' && !(await pgReachable())) {
    out.push(`\nPostgreSQL not reachable at ${PG_BASE}: skipped.`);
    continue;
  }
  const db = await seeded(kind);
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  out.push(
    `\n#### ${label}\n\nSeeded in ${(db.seedMs / 1000).toFixed(0)} s (${db.extras.visits.toLocaleString('en-US')} visits, ` +
      `${db.extras.redemptions.toLocaleString('en-US')} redemptions, ${db.extras.privacy} users with privacy choices).\n`,
  );
  const app = await startServer({ ...db.env, ADMIN_PASSWORD, LOG_LEVEL: 'error' }, PORT);
  try {
    const manager = new Session(app.base);
    await manager.login(MANAGER.username, MANAGER.password);
    const admin = new Session(app.base);
    await admin.login('admin', ADMIN_PASSWORD);
    out.push('| call | median | p95 | body | x-total-count |');
    out.push('|---|---|---|---|---|');
    out.push(...(await timeCalls(manager, app.base, MANAGER_CALLS, label)));
    out.push(...(await timeCalls(admin, app.base, ADMIN_CALLS)));
    const paint = await firstPaint(app.base);
    out.push(
      `\nManager screen in Chromium (phone viewport, fresh context each time, ${PAINTS} runs after one warm-up; the warm-up computes the figures, the timed runs get them from the 30 s cache):\n`,
    );
    out.push('| milestone, from navigation | median | p95 |');
    out.push('|---|---|---|');
    recordFigure(`manager figures shown, ${label}`, paint.cards.median);
    recordFigure(`settings heading shown, ${label}`, paint.settings.median);
    out.push(`| four summary figures shown | ${ms(paint.cards.median)} | ${ms(paint.cards.p95)} |`);
    out.push(`| Analytics panels shown | ${ms(paint.panels.median)} | ${ms(paint.panels.p95)} |`);
    out.push(
      `| trend chart drawn (scrolled to at once) | ${ms(paint.chart.median)} | ${ms(paint.chart.p95)} |`,
    );
    out.push(
      `| (for comparison: /settings heading shown) | ${ms(paint.settings.median)} | ${ms(paint.settings.p95)} |`,
    );
    out.push(
      `\nLoad average while measuring: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')} on ${os.cpus().length} CPUs.`,
    );
  } finally {
    app.proc.kill('SIGTERM');
    await app.exited;
    await db.cleanup();
  }
}
console.log(out.join('\n'));
