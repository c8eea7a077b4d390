// Where a page's main thread goes on a slow phone: loads one page signed in as the demo user with the CPU
// 4 × slower and prints JavaScript self time by function (and by file), biggest first. For finding the long
// tasks behind Lighthouse's TBT. Build without minifying so the names are readable:
//   DIST_DIR=.dist-prof npx vite build --minify false --outDir ../../.dist-prof/web --emptyOutDir
//   (and the server: npx tsc -p tsconfig.server.json --outDir .dist-prof/server)
//   DIST_DIR=.dist-prof npx tsx bench/profile-page.ts / [/journal …]
// Options: PROFILE_TASKS=1 each long task and what filled it (a Chromium trace); PROFILE_ROOTS=1 time by the
// outermost script frame (a module's evaluation, React's scheduler task…), PROFILE_UNDER=text what ran under
// the outermost frames named with that text; PROFILE_CALLERS=fn who called fn; PROFILE_RATE=1 no CPU
// throttling, tasks over 50 / rate ms listed (Lighthouse's simulation measures unthrottled and multiplies by 4),
// PROFILE_MIN_MS=5 tasks over 5 ms, PROFILE_TASK_DETAIL=1 each task's functions and outermost frames;
// PROFILE_SIGNED_OUT=1 no one signed in (for /login); PROFILE_CATEGORIES=blink,fonts more trace categories,
// PROFILE_EVENT=Font each trace event whose name holds that text, with its time (how decision 0040 counted
// the font set-up inside home's first layout).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.js';
import {
  type CpuProfile,
  frameLabel,
  markSignedIn,
  type ProfileNode,
  profileTree,
  selfTime,
  topLines,
} from '../scripts/lib/browser.js';
import { startServer } from '../scripts/lib/server.js';
import { openDatabase } from '../src/server/db/client.js';
import { buildDemo } from '../src/server/demo/builder.js';
import { ensureFirstAdmin, seedCatalogue } from '../src/server/seed.js';

const PORT = Number(process.env.BENCH_PROFILE_PORT ?? 5131);
const RATE = Number(process.env.PROFILE_RATE ?? 4);
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const env = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'sj-prof-')), DATABASE_URL: '' };
const database = await openDatabase({ dataDir: env.DATA_DIR });
await database.migrate();
await seedCatalogue(database.db);
await ensureFirstAdmin(database.db, 'admin', 'bench-admin-pass');
await buildDemo(database.db);
await database.close();
const app = await startServer({ ...env, ADMIN_PASSWORD: 'bench-admin-pass', LOG_LEVEL: 'error' }, PORT);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const pathname of pages) {
  const login = pathname.startsWith('/manager') ? ['manager', 'manager-pass'] : ['demo', 'demo-pass'];
  const context = await browser.newContext({ baseURL: app.base, viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  if (!process.env.PROFILE_SIGNED_OUT) {
    const res = await page.request.post('/api/login', { data: { username: login[0], password: login[1] } });
    const me = await res.json();
    if (!res.ok()) throw new Error(`signing ${login[0]} in: ${res.status()} ${JSON.stringify(me)}`);
    await page.goto('/login');
    await page.evaluate(markSignedIn, me);
  }
  // Long tasks as the page sees them: their time over 50 ms, summed, is a rough TBT (to FCP-free end).
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const tracing = Boolean(process.env.PROFILE_TASKS || process.env.PROFILE_EVENT);
  if (tracing)
    await browser.startTracing(page, {
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        ...(process.env.PROFILE_CATEGORIES?.split(',') ?? []),
      ],
    });
  await page.goto(pathname, { waitUntil: 'networkidle' });
  const trace = tracing ? JSON.parse((await browser.stopTracing()).toString()).traceEvents : null;
  const { profile } = (await cdp.send('Profiler.stop')) as {
    profile: CpuProfile;
  };
  if (trace && process.env.PROFILE_TASKS) printLongTasks(pathname, trace, profile);
  if (trace && process.env.PROFILE_EVENT) printEvents(trace, process.env.PROFILE_EVENT);
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
    `${pathname}: script ${(metric('ScriptDuration') * 1000).toFixed(0)} ms, style ${(metric('RecalcStyleDuration') * 1000).toFixed(0)} ms, layout ${(metric('LayoutDuration') * 1000).toFixed(0)} ms, all tasks ${(metric('TaskDuration') * 1000).toFixed(0)} ms, ${metric('Nodes')} DOM nodes; ${metric('RecalcStyleCount')} style recalculations, ${metric('LayoutCount')} layouts`,
  );
  const { byNode: self, byFn, byFile } = selfTime(profile);
  const top = topLines;
  const { byId, parent } = profileTree(profile);
  if (process.env.PROFILE_CALLERS) {
    const callers = new Map<string, number>();
    for (const n of profile.nodes) {
      if (n.callFrame.functionName !== process.env.PROFILE_CALLERS) continue;
      let chain = '';
      let p = parent.get(n.id);
      for (let i = 0; i < 4 && p; i++, p = parent.get(p.id)) chain += ` < ${frameLabel(p)}`;
      callers.set(chain, (callers.get(chain) ?? 0) + (self.get(n.id) ?? 0));
    }
    for (const [c, t] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, 8))
      console.log(`  ${t.toFixed(0)} ms ${c}`);
  }
  if (process.env.PROFILE_ROOTS) {
    // JavaScript time by the outermost script frame of each sample: a module's body (its evaluation at
    // import), the scheduler's task (React's render and commit), an event handler, a timer…
    const roots = new Map<string, number>();
    const under = new Map<string, number>();
    for (const [id, t] of self) {
      let outer: ProfileNode | undefined;
      for (let n = byId.get(id); n; n = parent.get(n.id)) if (n.callFrame.url.includes('/assets/')) outer = n;
      if (!outer) continue;
      const key = frameLabel(outer, '(module body)');
      roots.set(key, (roots.get(key) ?? 0) + t);
      // PROFILE_UNDER=text: what ran, by function, under the outermost frames whose name holds that text.
      const node = byId.get(id);
      if (node && process.env.PROFILE_UNDER && key.includes(process.env.PROFILE_UNDER)) {
        under.set(frameLabel(node), (under.get(frameLabel(node)) ?? 0) + t);
      }
    }
    console.log(`\n${pathname}: JavaScript time by outermost script frame`);
    console.log(top(roots, 25).join('\n'));
    if (under.size) console.log(`under "${process.env.PROFILE_UNDER}":\n${top(under, 25).join('\n')}`);
  }
  console.log(`\n${pathname}: JavaScript self time with the CPU ${RATE} × slower, by file`);
  console.log(top(byFile, 10).join('\n'));
  console.log(`${pathname}: by function`);
  console.log(top(byFn, 30).join('\n'));
  await context.close();
}
await browser.close();
app.proc.kill('SIGTERM');
await app.exited;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string } };
}

/** Each trace event whose name holds `text`, with its duration, and how many and how long in all. */
function printEvents(events: TraceEvent[], text: string) {
  const hits = events.filter((e) => e.name.includes(text) && e.dur !== undefined);
  for (const e of hits) console.log(`  ${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)} ms`);
  const total = hits.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  console.log(`${hits.length} events named "…${text}…", ${total.toFixed(0)} ms (nested ones counted again)`);
}

/**
 * With PROFILE_TASKS=1: each task of the renderer's main thread over 50 / PROFILE_RATE ms (or PROFILE_MIN_MS),
 * and what filled it (the trace's events one level down, by name, and by script for script events): which
 * long task is evaluation, which is React's commit, which is style and layout; with PROFILE_TASK_DETAIL=1
 * also its functions and outermost app frames, from the CPU profile's samples in it.
 */
function printLongTasks(pathname: string, events: TraceEvent[], profile: CpuProfile) {
  // The CPU profile's samples on the trace's clock (both microseconds of the same monotonic clock), each
  // with its function and its outermost app frames (which say what the task was: a scheduler callback, an
  // effect, a module's evaluation…).
  const { byId, parent } = profileTree(profile);
  const samples: Array<{ ts: number; fn: string; stack: string }> = [];
  let ts = profile.startTime;
  profile.samples.forEach((id, i) => {
    ts += profile.timeDeltas[i] ?? 0;
    const node = byId.get(id);
    const chain: string[] = [];
    for (let n = node; n && chain.length < 40; n = parent.get(n.id))
      if (n.callFrame.url.includes('/assets/')) chain.push(n.callFrame.functionName || '(anonymous)');
    samples.push({ ts, fn: node ? frameLabel(node) : '?', stack: chain.slice(-6).reverse().join(' > ') });
  });
  // The page's main thread: of the renderers' main threads, the one that ran the most.
  const mains = events.filter(
    (e) => e.name === 'thread_name' && (e.args as { name?: string })?.name === 'CrRendererMain',
  );
  const busy = (tid: number) =>
    events.filter((e) => e.tid === tid && e.name === 'RunTask').reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = mains.sort((a, b) => busy(b.tid) - busy(a.tid))[0];
  const onMain = events.filter((e) => e.tid === main?.tid && e.ph === 'X' && e.dur !== undefined);
  const tasks = onMain.filter(
    (e) => e.name === 'RunTask' && (e.dur ?? 0) > Number(process.env.PROFILE_MIN_MS ?? 50 / RATE) * 1000,
  );
  const t0 = Math.min(...onMain.map((e) => e.ts));
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    // Count each event's time less what its own children inside this task took: self time by name.
    const parts = new Map<string, number>();
    for (const e of inside) {
      const children = inside.filter(
        (c) => c !== e && c.ts >= e.ts && c.ts + (c.dur ?? 0) <= e.ts + (e.dur ?? 0),
      );
      const direct = children.filter(
        (c) => !children.some((o) => o !== c && c.ts >= o.ts && c.ts + (c.dur ?? 0) <= o.ts + (o.dur ?? 0)),
      );
      const self = (e.dur ?? 0) - direct.reduce((sum, c) => sum + (c.dur ?? 0), 0);
      const url = e.args?.data?.url?.replace(/^.*\/assets\//, '');
      const key = url ? `${e.name} ${url}` : e.name;
      parts.set(key, (parts.get(key) ?? 0) + self);
    }
    const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROFILE_PARTS ?? 6));
    const inTask = samples.filter((x) => x.ts >= task.ts && x.ts <= end);
    const count = (key: (x: (typeof samples)[number]) => string) => {
      const m = new Map<string, number>();
      for (const x of inTask) m.set(key(x), (m.get(key(x)) ?? 0) + 1);
      return [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([k, n]) => `      ${String(n).padStart(4)}  ${k}`)
        .join('\n');
    };
    const detail = process.env.PROFILE_TASK_DETAIL
      ? `\n    by function:\n${count((x) => x.fn)}\n    by outer frames:\n${count((x) => x.stack)}`
      : '';
    console.log(
      `${pathname}: task at ${((task.ts - t0) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${top
        .map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`)
        .join(', ')}${detail}`,
    );
  }
}
