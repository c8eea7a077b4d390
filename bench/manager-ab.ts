// A/B of the manager screen's "four figures shown" and the /settings heading, measured as
// bench/dashboards.ts measures them, for several builds served side by side (each its own server and copy
// of the data), alternated run by run so that a shared machine's load falls on all of them alike.
// Usage: npx tsx bench/manager-seed.ts /tmp/mgr-data (once, 1,000 × 100, about a minute), then
//   npx tsx bench/manager-ab.ts ROUNDS .dist-old dist [...]   (a build folder per server, DIST_DIR-style)
// A folder followed by `:nosw` blocks the service worker in its contexts. WATERFALL=1 prints the last
// round's resource timing. MANAGER_AB_DATA changes the seeded folder (default /tmp/mgr-data).
import { cpSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.js';
import { markSignedIn, shownAt } from '../scripts/lib/browser.js';
import { startServer } from '../scripts/lib/server.js';

const rounds = Number(process.argv[2]);
const specs = process.argv.slice(3);
const dists = specs.map((d) => d.replace(/:nosw$/, ''));
const servers: Array<{ dist: string; base: string; kill: () => void }> = [];
for (const [i, dist] of dists.entries()) {
  const dataDir = path.join(os.tmpdir(), `sj-manager-ab-${i}`);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(process.env.MANAGER_AB_DATA ?? '/tmp/mgr-data', dataDir, { recursive: true });
  const port = 3400 + i;
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: 'bench-admin-pass', LOG_LEVEL: 'error' };
  const { proc, base } = await startServer(env, port, dist);
  servers.push({ dist: specs[i], base, kill: () => proc.kill() });
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const res: Record<string, { c: number[]; b: number[] }> = {};
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
try {
  for (let r = 0; r < rounds + 1; r++) {
    for (const s of servers) {
      const context = await browser.newContext({
        baseURL: s.base,
        viewport: { width: 390, height: 844 },
        serviceWorkers: s.dist.endsWith(':nosw') ? 'block' : 'allow',
      });
      const page = await context.newPage();
      const login = await page.request.post('/api/login', {
        data: { username: 'bench-manager', password: 'bench-manager-pass' },
      });
      await context.addInitScript(markSignedIn, await login.json());
      await page.goto('/manager', { waitUntil: 'commit' });
      const c = await shownAt(page, '[data-summary="ready"]');
      if (process.env.WATERFALL && r === rounds) {
        await page.waitForTimeout(1500);
        const w = await page.evaluate(() => {
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const paints = performance
            .getEntriesByType('paint')
            .map((p) => `${p.name} ${p.startTime.toFixed(0)}`);
          const rs = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
            (e) =>
              `${e.startTime.toFixed(0).padStart(5)} → ${e.responseEnd.toFixed(0).padStart(5)}  ${(e.encodedBodySize / 1024).toFixed(1).padStart(6)}k ${e.initiatorType.padEnd(6)} ${e.name.replace(/^.*\/\/[^/]+/, '')}`,
          );
          return [
            `nav responseEnd ${nav.responseEnd.toFixed(0)} DCL ${nav.domContentLoadedEventEnd.toFixed(0)} load ${nav.loadEventEnd.toFixed(0)}`,
            ...paints,
            ...rs,
          ];
        });
        console.log(`--- ${s.dist} figures ${c.toFixed(0)}\n${w.join('\n')}`);
      }
      const page2 = await context.newPage();
      await page2.goto('/settings', { waitUntil: 'commit' });
      const b = await shownAt(page2, 'h1', 'Settings');
      if (r > 0) {
        res[s.dist] ??= { c: [], b: [] };
        res[s.dist].c.push(c);
        res[s.dist].b.push(b);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  for (const s of servers) s.kill();
}
console.log(
  `load ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
for (const [d, { c, b }] of Object.entries(res)) {
  console.log(
    `${d}: figures median ${median(c).toFixed(0)} [${c.map((x) => x.toFixed(0)).join(' ')}]  settings median ${median(b).toFixed(0)} [${b.map((x) => x.toFixed(0)).join(' ')}]  ratio ${(median(c) / median(b)).toFixed(2)}`,
  );
}
