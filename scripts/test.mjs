// `npm test`: build (only when the sources are newer than the build in DIST_DIR), then the API tests,
// then the browser tests. CI runs it once per database kind and builds only the first time.
// It ends with a timing report: each phase's time, the slowest tests of each runner, and the total.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';

const SLOWEST = 15;
const started = Date.now();
const dist = process.env.DIST_DIR ?? 'dist';
const outputs = [path.join(dist, 'server/server/main.js'), path.join(dist, 'web/index.html')];
const inputs = [
  'src',
  'public',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.server.json',
  'package-lock.json',
];
// Per run, so two runs side by side (another E2E_PORT) do not read each other's report.
const reports = path.join('test-results', `timings-${process.env.E2E_PORT ?? 4321}`);
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const name of readdirSync(p)) max = Math.max(max, newest(path.join(p, name)));
  return max;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
const phases = [];

/**
 * Runs a command with the terminal (or, given `logFile`, its output into that file), resolving to whether
 * it passed; its time goes in the report.
 */
function run(name, cmd, args, env = {}, logFile) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const out = logFile ? openSync(logFile, 'w') : 'inherit';
    const stdio = logFile ? ['ignore', out, out] : 'inherit';
    const child = spawn(cmd, args, {
      stdio,
      env: { ...process.env, ...env, ...(logFile ? { FORCE_COLOR: '1' } : {}) },
    });
    child.on('exit', (code, signal) => {
      const ok = code === 0;
      phases.push({ name, ms: Date.now() - t0, ok: ok ? 'passed' : `failed (${signal ?? code})` });
      resolve(ok);
    });
  });
}

const built = outputs.every((p) => existsSync(p)) ? Math.min(...outputs.map((p) => statSync(p).mtimeMs)) : 0;
let ok = true;
if (built > 0 && built >= Math.max(...inputs.map(newest))) {
  console.log(`== the build in ${dist} is newer than every source: reused`);
} else {
  ok = await run('build', 'npm', ['run', 'build']);
}
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestArgs = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
];
const playwrightEnv = { E2E_TIMINGS_FILE: playwrightReport };
if (ok && !process.env.TEST_SIDE_BY_SIDE) {
  ok = await run('vitest', 'npx', vitestArgs);
  if (ok) ok = await run('playwright', 'npx', ['playwright', 'test'], playwrightEnv);
} else if (ok) {
  // TEST_SIDE_BY_SIDE=1: the API tests beside the browser tests, Vitest's output printed whole as it ends.
  // Not the default: on two cores the timing tests (a server's start-up within a minute, the password
  // pool under a blocked loop) failed under the load, and the whole took about as long.
  const vitestLog = path.join(reports, 'vitest.log');
  const results = await Promise.all([
    run('vitest', 'npx', vitestArgs, {}, vitestLog).then((passed) => {
      console.log(
        `\n== vitest ${passed ? 'passed' : 'FAILED'}; its output:\n${readFileSync(vitestLog, 'utf8')}`,
      );
      return passed;
    }),
    run('playwright', 'npx', ['playwright', 'test'], playwrightEnv),
  ]);
  ok = results.every(Boolean);
}

/** The slowest tests a report names: [ms, title]. */
function slowest(file, read) {
  if (!existsSync(file)) return [];
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')))
      .sort((a, b) => b[0] - a[0])
      .slice(0, SLOWEST);
  } catch {
    return [];
  }
}
const vitestSlowest = slowest(vitestReport, (r) =>
  r.testResults.flatMap((f) =>
    f.assertionResults.map((t) => [t.duration ?? 0, `${path.relative('.', f.name)} › ${t.fullName}`]),
  ),
);
const playwrightSlowest = slowest(playwrightReport, (r) => r.tests.map((t) => [t.ms, t.title]));

console.log('\n== timing report');
for (const [name, list] of [
  ['vitest', vitestSlowest],
  ['playwright', playwrightSlowest],
]) {
  if (list.length === 0) continue;
  console.log(`the slowest ${list.length} ${name} tests:`);
  for (const [ms, title] of list) console.log(`  ${seconds(ms).padStart(8)}  ${title}`);
}
for (const p of phases) console.log(`${p.name}: ${minutes(p.ms)} (${p.ok})`);
// Times are only comparable on a machine doing nothing else: the load says whether it was.
const [one, five, fifteen] = loadavg().map((l) => l.toFixed(1));
console.log(`load average ${one} ${five} ${fifteen} on ${availableParallelism()} cores`);
console.log(`npm test ${ok ? 'passed' : 'FAILED'} in ${minutes(Date.now() - started)}`);
process.exit(ok ? 0 : 1);
