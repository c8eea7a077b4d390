import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Role } from '../shared/constants.js';
import type { Language } from '../shared/i18n.js';
import { FIRST_DATA_URLS, firstData, type StartUpCode, startUpCode } from '../shared/screens.js';

/**
 * The key, in the build's list, of a language's compiled catalog: all of it (src/locales/<language>/
 * messages.ts) or the part the sign-in page's first load needs (start.ts), when the build has one.
 */
export const catalogCode = (language: Language, part: 'all' | 'start') =>
  part === 'all' ? (`catalog:${language}` as const) : (`catalog-start:${language}` as const);
/**
 * The files each piece of start-up code needs, as the build wrote them (vite.config.ts), and each
 * language's catalog chunks (the app loads the active language's before its first render).
 */
export type StartUpFiles = Partial<Record<StartUpCode | ReturnType<typeof catalogCode>, string[]>>;

/** Where the build writes them, in the built client's folder (not served: the server skips dot folders). */
export const START_UP_FILES = path.join('.vite', 'start-up.json');

export interface PageVariant {
  /** The page, plain, brotli and gzip. */
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * The app's page for an address: the built index.html with, before `</head>`, a preload of the data its
 * screen opens on and a `modulepreload` link for each file of the code its first load needs (the frame,
 * the screen, the manager's tab; shared/screens.ts), with the stylesheets those files bring, as the build
 * listed them. The browser fetches them while it parses the page, beside the app's entry, rather than once
 * the entry has arrived, run and asked for them (decision 0041). Pages are kept per set of links (a few
 * dozen at most), compressed once. Without the build's list (a test's folder, an older build) only the
 * data is named.
 */
export function appPages(webRoot: string) {
  const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const listPath = path.join(webRoot, START_UP_FILES);
  const filesOf: StartUpFiles = existsSync(listPath) ? JSON.parse(readFileSync(listPath, 'utf8')) : {};
  // What the page already links (the entry and its imports, the main stylesheet).
  const inPage = new Set([...html.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((m) => m[1]));
  const pages = new Map<string, PageVariant>();

  function render(language: Language, data: string[], files: string[]): PageVariant {
    const links = [
      // The screen's data, fetched with the session's cookie as the app's own request will be.
      ...data.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`),
      ...files.map((file) =>
        file.endsWith('.css')
          ? `<link rel="stylesheet" crossorigin href="/${file}">`
          : `<link rel="modulepreload" crossorigin href="/${file}">`,
      ),
    ].join('\n    ');
    // The page speaks the reader's language from its first byte (issue 59): nothing flashes in English.
    const spoken = html.replace(
      /<html(\s[^>]*)?>/,
      (_tag, attrs = '') => `<html${attrs.replace(/\slang="[^"]*"/, '')} lang="${language}">`,
    );
    const page = links ? spoken.replace('</head>', `  ${links}\n  </head>`) : spoken;
    const body = Buffer.from(page);
    return {
      body,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(body, { level: 9 }),
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    };
  }

  return (pathname: string, search: string, role: Role | null, language: Language): PageVariant => {
    // Signed out, the page names only the stylesheets of what it opens (the sign-in screen's own, decision
    // 0057), so nothing is drawn unstyled; not its scripts: the sign-in screen is light, and naming its
    // chunks made /login's blocking time worse in Lighthouse pairs; the app asks for them.
    const code = startUpCode(pathname, search, role);
    const files = new Set(code.flatMap((c) => filesOf[c] ?? []));
    const wanted = [...files].filter((f) => !inPage.has(f) && (role !== null || f.endsWith('.css')));
    // The language's catalog (signed out, the sign-in page's part of it): the app waits for it before it
    // draws anything, so it is fetched beside the entry rather than after it.
    const catalog = filesOf[catalogCode(language, role === null ? 'start' : 'all')] ?? [];
    for (const f of catalog) if (!inPage.has(f)) wanted.push(f);
    const data = firstData(pathname, search, role).map((d) => FIRST_DATA_URLS[d]);
    const key = [language, ...data, ...wanted].join(' ');
    let page = pages.get(key);
    if (!page) {
      page = render(language, data, wanted);
      pages.set(key, page);
    }
    return page;
  };
}
