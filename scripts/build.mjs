// Builds the client (Vite) and the server (tsc) into DIST_DIR (default dist), so parallel work can build
// into folders of its own. The client's text files are also written brotli- and gzip-compressed beside
// themselves once, at build time: the server sends those to browsers that accept them (decision 0031),
// so no request pays for compression.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Absolute, so a relative DIST_DIR and an absolute one both land where asked (Vite resolves outDir from
// its root, src/web).
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
run('npx', ['vite', 'build', '--outDir', path.join(dist, 'web'), '--emptyOutDir']);
run('npx', ['tsc', '-p', 'tsconfig.server.json', '--outDir', `${dist}/server`]);

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else if (COMPRESSIBLE.test(name)) yield file;
  }
}
for (const file of files(path.join(dist, 'web'))) {
  const body = readFileSync(file);
  if (body.length < 1024) continue; // headers would eat the saving
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}
