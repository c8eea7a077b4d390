// `npm run i18n`: the catalogs brought up to date with the sources (lingui extract: new messages added, gone
// ones dropped, translations kept), then compiled to the TypeScript modules the server and client load (lingui
// compile), and the tests' pseudo-language made about 40 % longer than English, bracketed, so a string cut off
// or left untranslated shows at 360 px (decision 0080). `--check` only compiles, failing on a missing
// translation.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { withCatalogLock } from './lib/catalog-lock.mjs';

withCatalogLock(() => {
  const run = (...args) => execFileSync('npx', ['lingui', ...args], { stdio: 'inherit' });
  const check = process.argv.includes('--check');
  if (!check) run('extract', '--clean');
  run('compile', '--typescript', ...(check ? ['--strict'] : []));

  const file = 'src/locales/pseudo/messages.ts';
  const source = readFileSync(file, 'utf8');
  const json = source.match(/JSON\.parse\((".*")\)as Messages/s);
  if (!json) throw new Error(`${file}: not the compiled form this script knows`);
  // The compiler writes a JavaScript string, which may escape as JSON does not (`\xA0`, a no-break space).
  const jsonText = json[1].replace(/(?<!\\)\\x([0-9a-fA-F]{2})/g, '\\u00$1');
  const messages = JSON.parse(JSON.parse(jsonText));
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
  writeFileSync(file, source.replace(json[1], JSON.stringify(JSON.stringify(messages))));
});
