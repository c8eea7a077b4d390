// Where a page's main thread goes on a slow phone: loads one page signed in as the demo user with the CPU
// 4 × slower and prints JavaScript self time by function (and by file), biggest first. For finding the long
// tasks behind Lighthouse's TBT. Build without minifying so the names are readable:
//   DIST_DIR=.dist-prof npx vite build --minify false --outDir ../../.dist-prof/web --emptyOutDir
//   (and the server: npx tsc -p tsconfig.server.json --outDir .dist-prof/server)
//   DIST_DIR=.dist-prof npx tsx bench/profile-page.ts / [/journal …]
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.js';
import {
  type CpuProfile,
  markSignedIn,
  type ProfileNode,
  selfTime,
  topLines,
} from '../scripts/lib/browser.js';
import { startServer } from '../scripts/lib/server.js';
import { openDatabase } from '../src/server/db/client.js';
import { ensureFirstAdmin, seedCatalogue } from '../src/server/db/seed.js';
import { buildDemo } from '../src/server/demo/builder.js';

const PORT = Number(process.env.BENCH_PROFILE_PORT ?? 5131);
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const env = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'sj-prof-')), DATABASE_URL: '' };
const database = await openDatabase({ dataDir: env.DATA_DIR });
await database.migrate();
await seedCatalogue(database.db);
await ensureFirstAdmin(database.db, 'admin', 'bench-admin-pass');
await buildDemo(database.db);
await database.close();
const app = await startServer({ ...env, ADMIN_PASSWORD: 'bench-admin-pass', LOG_LEVEL: 'error' }, PORT);

type Node = ProfileNode;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const pathname of pages) {
  const login = pathname.startsWith('/manager') ? ['manager', 'manager-pass'] : ['demo', 'demo-pass'];
  const context = await browser.newContext({ baseURL: app.base, viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  const res = await page.request.post('/api/login', { data: { username: login[0], password: login[1] } });
  const me = await res.json();
  await page.goto('/login');
  await page.evaluate(markSignedIn, me);
  // Long tasks as the page sees them: their time over 50 ms, summed, is a rough TBT (to FCP-free end).
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(pathname, { waitUntil: 'networkidle' });
  const { profile } = (await cdp.send('Profiler.stop')) as {
    profile: CpuProfile;
  };
  const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  const blocking = longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0);
  console.log(
    `\n${pathname}: ${longTasks.length} long tasks (${longTasks.map((d) => d.toFixed(0)).join(', ')} ms), blocking ${blocking.toFixed(0)} ms`,
  );
  // The main thread's work by kind, from Chromium's own counters (seconds → ms): steadier than long tasks.
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: Array<{ name: string; value: number }>;
  };
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  console.log(
    `${pathname}: script ${(metric('ScriptDuration') * 1000).toFixed(0)} ms, style ${(metric('RecalcStyleDuration') * 1000).toFixed(0)} ms, layout ${(metric('LayoutDuration') * 1000).toFixed(0)} ms, all tasks ${(metric('TaskDuration') * 1000).toFixed(0)} ms, ${metric('Nodes')} DOM nodes`,
  );
  const { byNode: self, byFn, byFile } = selfTime(profile);
  const top = topLines;
  if (process.env.PROFILE_CALLERS) {
    const parent = new Map<number, Node>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
    const name = (n: Node | undefined) =>
      n
        ? `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\/assets\//, '')}:${n.callFrame.lineNumber + 1}`
        : '-';
    const callers = new Map<string, number>();
    for (const n of profile.nodes) {
      if (n.callFrame.functionName !== process.env.PROFILE_CALLERS) continue;
      let chain = '';
      let p = parent.get(n.id);
      for (let i = 0; i < 4 && p; i++, p = parent.get(p.id)) chain += ` < ${name(p)}`;
      callers.set(chain, (callers.get(chain) ?? 0) + (self.get(n.id) ?? 0));
    }
    for (const [c, t] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, 8))
      console.log(`  ${t.toFixed(0)} ms ${c}`);
  }
  console.log(`\n${pathname}: JavaScript self time with the CPU 4 × slower, by file`);
  console.log(top(byFile, 10).join('\n'));
  console.log(`${pathname}: by function`);
  console.log(top(byFn, 30).join('\n'));
  await context.close();
}
await browser.close();
app.proc.kill('SIGTERM');
await app.exited;
