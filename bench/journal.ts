// The journal at scale: one user with 5,000 entries. Times GET /api/entries over HTTP, opening the journal
// (until the count shows, and until every entry has loaded, beside the same open for a user with no entries:
// the app's own floor) and one filter keystroke (and one filter chip) in Chromium; prints a Markdown table.
// Usage: npm run build (or DIST_DIR=… npm run build), then `npx tsx bench/journal.ts`.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium, type Page } from 'playwright-core';
import { goneAt, shownAt, signedInPhone } from '../scripts/lib/browser.js';
import { recordFigure } from '../scripts/lib/figures.js';
import { DIST, percentile, Session, startServer } from '../scripts/lib/server.js';
import { seedJournal } from './journal-data.js';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 5000);
const PORT = Number(process.env.BENCH_JOURNAL_PORT ?? 3391);
const API_RUNS = 30;
const KEYS = 'lemon haze';

if (
  !existsSync(path.resolve(DIST, 'server/server/main.js')) ||
  !existsSync(path.resolve(DIST, 'web/index.html'))
) {
  console.error(`No build in ${DIST}: run \`npm run build\` (or set DIST_DIR) first.`);
  process.exit(1);
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: percentile(s, 50), p95: percentile(s, 95), max: s[s.length - 1] ?? 0, n: s.length };
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** GET /api/entries (or `url`) over HTTP, after a warm-up: times and the size of the answer. */
async function timeListApi(base: string, url = '/api/entries') {
  const session = new Session(base);
  const me = await session.login('bench-journal', 'bench-pass');
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < API_RUNS + 3; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}${url}`, {
      headers: { cookie: session.cookie, 'x-user-id': String(me.id) },
    });
    const body = await res.arrayBuffer();
    const t = performance.now() - t0;
    if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
    bytes = body.byteLength;
    if (i >= 3) times.push(t);
  }
  return { session, me, stats: stats(times), bytes };
}

/** The same list on PostgreSQL, when a server answers (BENCH_DATABASE_URL, or the local one). */
async function postgresListApi() {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = 'sj_bench_journal';
  const admin = new pg.Client({ connectionString: base });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    await seedJournal({ databaseUrl: url.toString() }, ENTRIES);
    const server = await startServer(
      { DATABASE_URL: url.toString(), ADMIN_PASSWORD: 'bench-admin-pass' },
      PORT + 1,
    );
    try {
      return (await timeListApi(server.base)).stats;
    } finally {
      server.proc.kill('SIGTERM');
      await server.exited;
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

// 1. A PGlite folder with the journal.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sj-bench-journal-'));
await seedJournal({ dataDir }, ENTRIES);

const app = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-admin-pass' }, PORT);
const lines: string[] = [];
try {
  // 2. GET /api/entries, over HTTP, after a warm-up.
  const { session, me, stats: apiStats, bytes } = await timeListApi(app.base);
  // The journal's first page (a server without `limit` answers the whole list: see the size).
  const firstPage = await timeListApi(app.base, '/api/entries?limit=50');

  // 3. The journal screen in Chromium, phone-sized.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const errors: string[] = [];
  /** A phone-sized page signed in as `session`'s user, with the CPU slowed down `rate` times. */
  async function phonePage(session: Session, me: { id: number; role: string; username: string }) {
    const context = await signedInPhone(browser, app.base, session.cookie, me);
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    const cdp = await context.newCDPSession(page);
    return { page, throttle: (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate }) };
  }
  /**
   * Opens /journal four times; the first (cold caches) is left out. For each, from navigation to the frame in
   * which `count` shows, and to the one in which every entry has loaded (no "Loading all N entries…" left:
   * the journal may show its newest page first).
   */
  async function openTimes(page: Page, count: string) {
    const shown: number[] = [];
    const all: number[] = [];
    for (let i = 0; i < 4; i++) {
      await page.goto('/journal', { waitUntil: 'commit' });
      const t1 = await shownAt(page, '[data-testid="journal-count"]', count);
      const t2 = await goneAt(page, 'Loading all');
      if (i > 0) {
        shown.push(t1);
        all.push(t2);
      }
    }
    return { shown: stats(shown).median, all: stats(all).median };
  }

  // The floor: the same open for a user with no entries (what the app itself costs).
  const emptySession = new Session(app.base);
  const emptyMe = await emptySession.login('bench-empty', 'bench-pass');
  const empty = await phonePage(emptySession, emptyMe);
  const floors = new Map<number, number>();
  for (const rate of [1, 4]) {
    await empty.throttle(rate);
    floors.set(rate, (await openTimes(empty.page, '0 entries found')).shown);
  }
  await empty.page.context().close();

  const { page, throttle } = await phonePage(session, me);
  const results: Array<{
    label: string;
    load: number;
    loadAll: number;
    emptyLoad: number;
    keys: number[];
    chips: number[];
    floor: number[];
    rendered: number;
  }> = [];
  for (const rate of [1, 4]) {
    await throttle(rate);
    const { shown: load, all: loadAll } = await openTimes(page, `${ENTRIES} entries found`);
    const keys = await typeAndTime(page, KEYS);
    const rendered = await page.locator('ul[aria-label="Journal entries"] > li').count();
    const chips = await clickChipsAndTime(page);
    const floor = await clickNothingAndTime(page);
    results.push({
      label: rate === 1 ? 'Chromium' : 'Chromium, CPU ×4 slower',
      load,
      loadAll,
      emptyLoad: floors.get(rate) ?? 0,
      keys,
      chips,
      floor,
      rendered,
    });
  }
  await browser.close();

  lines.push(
    `One user with ${ENTRIES.toLocaleString('en')} entries, PGlite, built app from \`${DIST}\`; ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)} at the end (other work on the machine inflates every figure).`,
  );
  lines.push('');
  lines.push('| measure | median | p95 / max | target |');
  lines.push('|---|---|---|---|');
  lines.push(
    `| GET /api/entries over HTTP, PGlite (${(bytes / 2 ** 20).toFixed(2)} MiB JSON, ${apiStats.n} runs) | ${ms(apiStats.median)} | ${ms(apiStats.p95)} | |`,
  );
  lines.push(
    `| GET /api/entries?limit=50 over HTTP, PGlite (${(firstPage.bytes / 1024).toFixed(0)} kB JSON, ${firstPage.stats.n} runs) | ${ms(firstPage.stats.median)} | ${ms(firstPage.stats.p95)} | |`,
  );
  const pgStats = await postgresListApi();
  lines.push(
    pgStats
      ? `| GET /api/entries over HTTP, PostgreSQL (${pgStats.n} runs) | ${ms(pgStats.median)} | ${ms(pgStats.p95)} | |`
      : '| GET /api/entries over HTTP, PostgreSQL | no server | | |',
  );
  recordFigure('journal open, CPU ×4', results[results.length - 1].load);
  recordFigure('journal open with no entries, CPU ×4', results[results.length - 1].emptyLoad);
  for (const r of results) {
    const k = stats(r.keys);
    lines.push(
      `| ${r.label}: open /journal until "${ENTRIES} entries found" (load, fetch, render) | ${ms(r.load)} | | |`,
      `| ${r.label}: open /journal until all ${ENTRIES} entries have loaded (search and filters over all) | ${ms(r.loadAll)} | | |`,
      `| ${r.label}: floor, open /journal with no entries until "0 entries found" (the app itself) | ${ms(r.emptyLoad)} | | |`,
    );
    const c = stats(r.chips);
    lines.push(
      `| ${r.label}: one search keystroke, key down to next frame (${k.n} keys: typing "${KEYS}", then deleting it) | ${ms(k.median)} | ${ms(k.p95)} / ${ms(k.max)} | < 50 ms |`,
    );
    lines.push(
      `| ${r.label}: one filter chip, click to next frame (${c.n} clicks: Sativa, Relaxed, Joint on and off) | ${ms(c.median)} | ${ms(c.max)} | < 50 ms |`,
    );
    lines.push(
      `| ${r.label}: floor, a click that changes nothing (the page's heading), to next frame | ${ms(stats(r.floor).median)} | | |`,
    );
    if (process.env.BENCH_VERBOSE) {
      lines.push(`| (each key) | ${r.keys.map((t) => t.toFixed(0)).join(' ')} | | |`);
      lines.push(`| (each chip) | ${r.chips.map((t) => t.toFixed(0)).join(' ')} | | |`);
    }
  }
  lines.push('');
  lines.push(
    `Cards in the DOM while ${ENTRIES} match: ${results[0].rendered} (the list is virtualised).` +
      (errors.length ? ` Page errors: ${errors.join('; ')}` : ''),
  );
  console.log(lines.join('\n'));
} finally {
  app.proc.kill('SIGTERM');
  await app.exited;
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Types into the journal's search box one key at a time, then deletes it again; for each key, the time
 * from key down to the frame after React has rendered the new list (a requestAnimationFrame, then a task:
 * the paint has happened).
 */
async function typeAndTime(page: Page, text: string): Promise<number[]> {
  const box = page.getByLabel('Search entries');
  await box.fill('');
  await box.focus();
  await page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Search entries"]')!;
    const w = window as unknown as { __times: number[]; __t0: number };
    w.__times = [];
    input.addEventListener('keydown', () => {
      w.__t0 = performance.now();
      requestAnimationFrame(() => setTimeout(() => w.__times.push(performance.now() - w.__t0), 0));
    });
  });
  for (const ch of text) {
    await page.keyboard.press(ch === ' ' ? 'Space' : ch);
    await page.waitForTimeout(120);
  }
  for (const _ of text) {
    await page.keyboard.press('Backspace');
    await page.waitForTimeout(120);
  }
  const times = await page.evaluate(() => (window as unknown as { __times: number[] }).__times);
  await box.fill('');
  return times;
}

/** Toggles filter chips on and off; for each click, the time from the click to the frame after it. */
async function clickChipsAndTime(page: Page): Promise<number[]> {
  const toggle = page.getByRole('button', { name: /^Filter/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const panel = page.getByRole('region', { name: 'Filters' });
  await panel.waitFor();
  await page.evaluate(() => {
    const w = window as unknown as { __chips: number[] };
    w.__chips = [];
    document.querySelector('section[aria-label="Filters"]')!.addEventListener(
      'click',
      () => {
        const t0 = performance.now();
        requestAnimationFrame(() => setTimeout(() => w.__chips.push(performance.now() - t0), 0));
      },
      { capture: true },
    );
  });
  for (const name of ['Sativa', 'Relaxed', 'Joint']) {
    const chip = panel.getByRole('button', { name, exact: true });
    await chip.click();
    await page.waitForTimeout(150);
    await chip.click();
    await page.waitForTimeout(150);
  }
  const times = await page.evaluate(() => (window as unknown as { __chips: number[] }).__chips);
  await toggle.click();
  return times;
}

/** The floor of the measure: clicks on the page heading, which runs no code; click to next frame. */
async function clickNothingAndTime(page: Page): Promise<number[]> {
  const heading = page.getByRole('heading', { name: 'Your Journal' });
  await page.evaluate(() => {
    const w = window as unknown as { __floor: number[] };
    w.__floor = [];
    document.querySelector('h1')!.addEventListener('click', () => {
      const t0 = performance.now();
      requestAnimationFrame(() => setTimeout(() => w.__floor.push(performance.now() - t0), 0));
    });
  });
  for (let i = 0; i < 6; i++) {
    await heading.click();
    await page.waitForTimeout(150);
  }
  return page.evaluate(() => (window as unknown as { __floor: number[] }).__floor);
}
