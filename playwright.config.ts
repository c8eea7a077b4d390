import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, E2E_CHROMIUM_ARGS } from './e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 4321);

/**
 * E2E_SKIP_PROJECTS=desktop,… leaves out browser projects: CI runs each project once, on one database
 * (.ci/run, docs/operations.md). Said out loud, never silent.
 */
const skipped = (process.env.E2E_SKIP_PROJECTS ?? '').split(',').filter(Boolean);
// Said once, by the runner (each worker loads this file again).
if (skipped.length && !process.env.TEST_WORKER_INDEX)
  console.log(`playwright: skipping the projects ${skipped.join(', ')} (E2E_SKIP_PROJECTS)`);
/**
 * Two viewports. The phone runs every spec: its behaviour specs in `phone`, its accessibility and layout
 * specs (axe on every screen in light and dark, touch targets, widths) in `phone-screens`. The desktop
 * (1280 × 800) runs the accessibility and layout specs again: the sidebar, the readable width. A test
 * tagged `@phone` (touch targets, say) or `@desktop` runs on that viewport only. What the screens specs
 * check does not depend on the database kind, so CI runs `phone-screens` and `desktop` on PGlite only, and
 * `phone` on PostgreSQL.
 */
const SCREENS = ['a11y.spec.ts', 'layout.spec.ts'];
// A Pixel 7's size, touch and user agent, drawn at one device pixel per CSS pixel: everything the specs
// check is in CSS pixels (layout, 44 px targets, widths), and rasterising at its 2.625 in software cost a
// tenth of the browser's CPU (decision 0064).
const phone = { ...devices['Pixel 7'], deviceScaleFactor: 1, defaultBrowserType: 'chromium' as const };
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const projects = [
  { name: 'phone', testIgnore: SCREENS, grepInvert: /@desktop/, use: phone },
  { name: 'phone-screens', testMatch: SCREENS, grepInvert: /@desktop/, use: phone },
  { name: 'desktop', testMatch: SCREENS, grepInvert: /@phone/, use: desktop },
  // Behaviour specs tagged @both (the stash used up and restocked, offline time and follow-ups) run again
  // on the desktop: the flows a person does on either.
  { name: 'desktop-flows', testIgnore: SCREENS, grep: /@both/, use: desktop },
  // Measurements (`*.measure.ts`, e.g. `npm run measure:log-again`): asked for by name, never in a test run.
  ...(process.env.E2E_MEASURE ? [{ name: 'measure', testMatch: /\.measure\.ts$/, use: phone }] : []),
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/${port}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two per core, at most eight: a test waits for the server, the browser and its own timers as much as it
  // works, and the extra workers fill those waits (all 215 tests on 2 cores: 312 s with three, 286–301 s
  // with four; decision 0064). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || Math.min(2 * availableParallelism(), 8),
  retries: 0,
  // The list as tests end, then the run's wall time and its slowest tests (npm test prints them again).
  reporter: [['list'], ['./e2e/timing-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // The service worker's install downloads every screen's code in each new browser context: blocked
    // unless a spec is about it (offline, the PWA, push, a shared device: `test.use({ serviceWorkers:
    // 'allow' })`), as the specs that test it ask (decision 0064).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: E2E_CHROMIUM_ARGS },
  },
  projects: projects.filter((p) => !skipped.includes(p.name)),
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
