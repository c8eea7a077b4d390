import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes this build's id and files into the service worker (public/sw.js, `const BUILD = …`), so it
 * precaches every screen's code and each build's worker replaces the last one's caches.
 */
function serviceWorkerPrecache(): Plugin {
  let outDir = '';
  let files: string[] = [];
  return {
    name: 'sw-precache',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      files = Object.keys(bundle)
        .filter((f) => !f.endsWith('.html') && !f.endsWith('.map'))
        .map((f) => `/${f}`)
        .sort();
    },
    writeBundle() {
      const sw = path.join(outDir, 'sw.js');
      const id = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(sw, 'utf8');
      const marker = "const BUILD = { id: 'dev', files: [] };";
      if (!source.includes(marker)) throw new Error(`sw.js has no "${marker}" line to fill in`);
      writeFileSync(sw, source.replace(marker, `const BUILD = ${JSON.stringify({ id, files })};`));
    },
  };
}

/**
 * The ICU warm-up (src/web/intl-warm-up.js, decision 0038): emitted as a hashed asset (cached for good,
 * precached by the service worker like every asset) and loaded by an async script in the page's head, so
 * it runs before the app's code has arrived.
 */
function intlWarmUp(): Plugin {
  const file = readFileSync(path.resolve(import.meta.dirname, 'src/web/intl-warm-up.js'), 'utf8');
  const source = file.replace(/^\s*\/\/.*\n/gm, ''); // its comments stay in the source
  const fileName = `assets/intl-warm-up-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
  return {
    name: 'intl-warm-up',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: () => [
      { tag: 'script', attrs: { src: `/${fileName}`, async: true }, injectTo: 'head' },
    ],
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss(), intlWarmUp(), serviceWorkerPrecache()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    // Fewer, larger files (decision 0037): the small common chunks of automatic splitting (an icon, a helper
    // shared by two screens: 160 files, 0.2 to 3 kB each) are copied into the chunks that read them, with
    // one module state kept by Rolldown's runtime. /manager loaded about 95 files from a fresh browser and
    // its chunks arrived one connection slot after another (HTTP/1.1, six at a time) for 300 to 400 ms;
    // now 30-odd. No screen loads code it did not load before (home and /login: fewer bytes); the copies
    // make all files together about 100 kB gzip larger (the service worker's install, in the background).
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: {
            maxSize: 8 * 1024,
            // As Vite advises: a chunk holding styles stays a file (Vite emits CSS per chunk).
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
  },
});
