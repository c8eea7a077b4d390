// `npm test`: build (only when the sources are newer than the build in DIST_DIR), then the API tests,
// then the browser tests. CI runs it once per database kind and builds only the first time.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

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

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const name of readdirSync(p)) max = Math.max(max, newest(path.join(p, name)));
  return max;
}

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
const built = outputs.every((p) => existsSync(p)) ? Math.min(...outputs.map((p) => statSync(p).mtimeMs)) : 0;
if (built > 0 && built >= Math.max(...inputs.map(newest))) {
  console.log(`== the build in ${dist} is newer than every source: reused`);
} else {
  run('npm', ['run', 'build']);
}
try {
  run('npx', ['vitest', 'run']);
  run('npx', ['playwright', 'test']);
} catch {
  process.exit(1);
}
