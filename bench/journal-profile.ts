// Where opening /journal spends its time with the CPU 4 × slower: one user with BENCH_ENTRIES entries
// (5,000) and one with none (the floor: what the app itself costs). For each, the median of three opens
// (after a first, cold one) of: the count shown ("N entries found"), the app's scripts loaded, the
// entries' request (sent, first byte, last byte), JSON.parse of its answer, and one CPU profile's
// JavaScript self time by file and function. Best from a build that is not minified, so names read:
//   DIST_DIR=.dist-prof npx vite build --minify false --outDir ../../.dist-prof/web --emptyOutDir
//   npx tsc -p tsconfig.server.json --outDir .dist-prof/server
//   DIST_DIR=.dist-prof npx tsx bench/journal-profile.ts
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.js';
import { type CpuProfile, selfTime, signedInPhone, topLines } from '../scripts/lib/browser.js';
import { Session, startServer } from '../scripts/lib/server.js';
import { seedJournal } from './journal-data.js';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 5000);
const PORT = Number(process.env.BENCH_PROFILE_PORT ?? 5133);
const RATE = Number(process.env.BENCH_CPU_RATE ?? 4);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sj-journal-prof-'));
await seedJournal({ dataDir }, ENTRIES);
const app = await startServer(
  { DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-admin-pass', LOG_LEVEL: 'error' },
  PORT,
);

type Marks = {
  shown: number;
  scripts: number;
  journalChunk: number;
  api: Array<{ name: string; start: number; firstByte: number; end: number; size: number }>;
  parse: Array<{ url: string; ms: number; at: number }>;
  waterfall: string[];
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const [username, expected] of [
    ['bench-journal', `${ENTRIES} entries found`],
    ['bench-empty', '0 entries found'],
  ] as const) {
    const session = new Session(app.base);
    const me = await session.login(username, 'bench-pass');
    const context = await signedInPhone(browser, app.base, session.cookie, me);
    await context.addInitScript(
      ({ expected }) => {
        const w = window as unknown as { __marks: Partial<Marks> };
        w.__marks = { parse: [] };
        // JSON.parse of each API answer, timed apart from its download.
        const json = Response.prototype.json;
        Response.prototype.json = async function (this: Response) {
          if (!this.url.includes('/api/')) return json.call(this);
          const text = await this.text();
          const t0 = performance.now();
          const out = JSON.parse(text);
          w.__marks.parse!.push({ url: this.url, ms: performance.now() - t0, at: t0 });
          return out;
        };
        new MutationObserver(() => {
          if (w.__marks.shown) return;
          const count = document.querySelector('[data-testid="journal-count"]');
          if (count?.textContent?.includes(expected)) w.__marks.shown = performance.now();
        }).observe(document, { subtree: true, childList: true, characterData: true });
      },
      { expected },
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const runs: Marks[] = [];
    let profile: CpuProfile | undefined;
    for (let i = 0; i < 4; i++) {
      if (i === 3) await cdp.send('Profiler.start');
      await page.goto('/journal');
      await page.getByText(expected, { exact: true }).waitFor({ timeout: 120_000 });
      if (i === 3) profile = (await cdp.send('Profiler.stop')).profile as typeof profile;
      // Let background requests land before reading the resource timings.
      await page.waitForLoadState('networkidle');
      const marks = await page.evaluate(() => {
        const w = window as unknown as { __marks: Marks };
        const res = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const scripts = res.filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'));
        return {
          ...w.__marks,
          scripts: Math.max(...scripts.map((r) => r.responseEnd)),
          journalChunk: scripts.find((r) => r.name.includes('journal-page'))?.responseEnd ?? 0,
          waterfall: res.map(
            (r) =>
              `${r.startTime.toFixed(0).padStart(5)} → ${r.responseEnd.toFixed(0).padStart(5)}  ${(r.encodedBodySize / 1024).toFixed(1).padStart(7)} kB  ${r.name.replace(/^.*\/(assets|api)\//, '')}`,
          ),
          api: res
            .filter((r) => r.name.includes('/api/entries'))
            .map((r) => ({
              name: r.name.replace(/^.*\/api/, '/api'),
              start: r.startTime,
              firstByte: r.responseStart,
              end: r.responseEnd,
              size: r.encodedBodySize,
            })),
        };
      });
      if (i > 0) runs.push(marks);
    }
    const f = (n: number) => `${n.toFixed(0)} ms`;
    console.log(`\n## /journal as ${username} (${expected}), CPU × ${RATE}, median of ${runs.length} opens`);
    console.log(`count shown:              ${f(median(runs.map((r) => r.shown)))} after navigation start`);
    console.log(`last script loaded:       ${f(median(runs.map((r) => r.scripts)))}`);
    console.log(`journal-page chunk:       ${f(median(runs.map((r) => r.journalChunk)))}`);
    if (process.env.BENCH_VERBOSE)
      console.log(`last open, resources:\n  ${runs[runs.length - 1].waterfall.join('\n  ')}`);
    const requests = [...new Set(runs.flatMap((r) => r.api.map((a) => a.name)))];
    for (const url of requests) {
      const of = runs.map((r) => r.api.find((a) => a.name === url)).filter((a) => a !== undefined);
      console.log(
        `${url}: sent ${f(median(of.map((a) => a.start)))}, first byte ${f(median(of.map((a) => a.firstByte)))}, last byte ${f(median(of.map((a) => a.end)))}, ${(median(of.map((a) => a.size)) / 1024).toFixed(0)} kB`,
      );
      const parses = runs.map((r) => r.parse.find((p) => p.url.endsWith(url))).filter((p) => p !== undefined);
      if (parses.length)
        console.log(
          `  JSON.parse ${f(median(parses.map((p) => p.ms)))} (starting at ${f(median(parses.map((p) => p.at)))})`,
        );
    }
    if (profile) {
      const { byFn, byFile } = selfTime(profile);
      const top = topLines;
      console.log('last open, JavaScript self time by file (CPU profile):');
      console.log(top(byFile, 12).join('\n'));
      console.log('by function:');
      console.log(top(byFn, 25).join('\n'));
    }
    await context.close();
  }
} finally {
  await browser.close();
  app.proc.kill('SIGTERM');
  await app.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
