// `npm run i18n`: the catalogs brought up to date with the sources (lingui extract: new messages added, gone
// ones dropped, translations kept), then compiled to the TypeScript modules the server and client load (lingui
// compile), and the tests' pseudo-language made about 40 % longer than English, bracketed, so a string cut off
// or left untranslated shows at 360 px (decision 0080). `--check` only compiles, failing on a missing
// translation. Each language's start.ts is the part of its catalog the sign-in page's first load needs
// (START_SOURCES), so /login does not wait for every screen's words (src/web/lib/i18n.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import PO from 'pofile';
import { withCatalogLock } from './lib/catalog-lock.mjs';

/** The sources of the sign-in page's first chunks, whose messages go into start.ts. */
const START_SOURCES = [
  'src/web/app/app.tsx',
  'src/web/app/shell/lazy-screen.tsx',
  'src/web/app/shell/offline-banner.tsx',
  'src/web/features/account/login/',
  'src/web/features/account/language/',
  'src/web/features/account/sign-out-prompt',
  'src/web/ui/',
  'src/web/lib/',
  'src/shared/auth.ts',
  'src/shared/constants.ts',
  'src/shared/i18n.ts',
  'src/shared/login.ts',
];
const LANGUAGES = ['en', 'de', 'es', 'fr', 'pseudo'];

/** A compiled catalog module's messages, and a function writing a module of the same form. */
function readCompiled(file) {
  const source = readFileSync(file, 'utf8');
  const json = source.match(/JSON\.parse\((".*")\)as Messages/s);
  if (!json) throw new Error(`${file}: not the compiled form this script knows`);
  // The compiler writes a JavaScript string, which may escape as JSON does not (`\xA0`, a no-break space).
  const jsonText = json[1].replace(/(?<!\\)\\x([0-9a-fA-F]{2})/g, '\\u00$1');
  return {
    messages: JSON.parse(JSON.parse(jsonText)),
    write: (to, messages) =>
      writeFileSync(to, source.replace(json[1], JSON.stringify(JSON.stringify(messages)))),
  };
}

/** Each language's start.ts: its compiled messages whose source is one of START_SOURCES. */
function writeStartCatalogs() {
  const ids = new Set();
  for (const item of PO.parse(readFileSync('src/locales/en/messages.po', 'utf8')).items) {
    if (!item.references.some((ref) => START_SOURCES.some((s) => ref.startsWith(s)))) continue;
    const explicit = item.extractedComments.includes('js-lingui-explicit-id');
    ids.add(explicit ? item.msgid : generateMessageId(item.msgid, item.msgctxt ?? ''));
  }
  for (const language of LANGUAGES) {
    const { messages, write } = readCompiled(`src/locales/${language}/messages.ts`);
    write(
      `src/locales/${language}/start.ts`,
      Object.fromEntries(Object.entries(messages).filter(([id]) => ids.has(id))),
    );
  }
}

withCatalogLock(() => {
  // One collation everywhere: the catalogs are ordered by id with the process's locale (localeCompare).
  const env = { ...process.env, LC_ALL: 'en_US.UTF-8', LANG: 'en_US.UTF-8' };
  const run = (...args) => execFileSync('npx', ['lingui', ...args], { stdio: 'inherit', env });
  const check = process.argv.includes('--check');
  if (!check) run('extract', '--clean');
  run('compile', '--typescript', ...(check ? ['--strict'] : []));

  const file = 'src/locales/pseudo/messages.ts';
  const { messages, write } = readCompiled(file);
  /** The visible text of a compiled message (its plain parts; a placeholder counts as 4 characters). */
  const length = (tokens) =>
    (Array.isArray(tokens) ? tokens : [tokens]).reduce(
      (n, t) => n + (typeof t === 'string' ? t.length : 4),
      0,
    );
  for (const [id, tokens] of Object.entries(messages)) {
    const list = Array.isArray(tokens) ? tokens : [tokens];
    messages[id] = ['⟦', ...list, `${'·'.repeat(Math.max(1, Math.ceil(length(list) * 0.4)))}⟧`];
  }
  write(file, messages);
  writeStartCatalogs();
});
