import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { catalogCode, START_UP_FILES, type StartUpFiles } from './src/server/page';
import { LANGUAGES } from './src/shared/i18n';
import { ALL_START_UP_CODE } from './src/shared/screens';

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

/**
 * Writes which files each piece of start-up code needs (its chunk, the chunks it imports, their styles) to
 * `.vite/start-up.json` beside the build, for the server to name them in its page (src/server/page.ts,
 * decision 0041). The build fails if a piece of that code is in no chunk.
 */
function startUpFiles(): Plugin {
  let root = '';
  let outDir = '';
  let files: StartUpFiles = {};
  return {
    name: 'start-up-files',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((out) => out.type === 'chunk');
      const chunkOf = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));
      const walk = (chunk: (typeof chunks)[number], into: Set<string>) => {
        if (into.has(chunk.fileName)) return;
        into.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
        for (const file of chunk.imports) {
          const imported = bundle[file];
          if (imported?.type === 'chunk') walk(imported, into);
        }
      };
      files = {};
      for (const code of ALL_START_UP_CODE) {
        const chunk = ['.tsx', '.ts'].map((ext) => chunkOf.get(path.join(root, code + ext))).find(Boolean);
        if (!chunk) this.error(`Start-up code ${code} is in no chunk of the build`);
        const into = new Set<string>();
        walk(chunk, into);
        files[code] = [...into];
      }
      // Each language's catalog chunks (all of it, and the sign-in page's part when the app has one), for
      // the page to preload the reader's (issue 59).
      for (const language of LANGUAGES)
        for (const [part, file] of [
          ['all', 'messages.ts'],
          ['start', 'start.ts'],
        ] as const) {
          const chunk = chunkOf.get(path.join(root, '..', 'locales', language, file));
          if (chunk) files[catalogCode(language, part)] = [chunk.fileName];
        }
    },
    writeBundle() {
      mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      writeFileSync(path.join(outDir, START_UP_FILES), JSON.stringify(files));
    },
  };
}

/**
 * wouter asks for `use-sync-external-store/shim`, a copy of React's `useSyncExternalStore` for React before
 * 18 that checks for React's own at run time and bundles its fallback all the same: React 19's own is used.
 */
function reactSyncExternalStore(): Plugin {
  const id = '\0react-use-sync-external-store';
  return {
    name: 'react-use-sync-external-store',
    enforce: 'pre',
    resolveId: (source) => (source === 'use-sync-external-store/shim/index.js' ? id : null),
    load: (loaded) => (loaded === id ? "export { useSyncExternalStore } from 'react';" : null),
  };
}

/** The client's files that may hold Lingui macros. */
export const LINGUI_MACRO_FILES = /[/\\]src[/\\]web[/\\].*\.tsx?$/;

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [
    reactSyncExternalStore(),
    // Lingui's macros (t, Trans, Plural) become catalog lookups; only files that import them pay for Babel.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'], include: LINGUI_MACRO_FILES, sourceMap: false }),
    react(),
    tailwindcss(),
    intlWarmUp(),
    serviceWorkerPrecache(),
    startUpFiles(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    // Every browser the app supports follows `modulepreload` links itself (Chrome 66, Safari 17, Firefox 115).
    modulePreload: { polyfill: false },
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
