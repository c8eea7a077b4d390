// Builds the client (Vite) and the server (tsc) into DIST_DIR (default dist), so parallel work can build
// into folders of its own.
import { execFileSync } from 'node:child_process';

const dist = process.env.DIST_DIR ?? 'dist';
const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
run('npx', ['vite', 'build', '--outDir', `../../${dist}/web`, '--emptyOutDir']);
run('npx', ['tsc', '-p', 'tsconfig.server.json', '--outDir', `${dist}/server`]);
