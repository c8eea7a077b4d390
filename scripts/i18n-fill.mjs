// `node scripts/i18n-fill.mjs translations.json`: writes translations into the catalogs, the file being
// { "de": { "<English message>": "<German>" }, "es": {…}, "fr": {…} } (the English message exactly as in
// src/locales/en/messages.po, ICU placeholders and all). Only the named messages change; run `npm run i18n`
// after, which compiles. Refuses a message the catalog does not hold, and a translation that drops or
// renames a placeholder.
import { readFileSync, writeFileSync } from 'node:fs';
import PO from 'pofile';
import { withCatalogLock } from './lib/catalog-lock.mjs';

const placeholders = (s) => [...new Set([...s.matchAll(/\{(\w+)/g)].map((m) => m[1]))].sort().join(',');
const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let problems = 0;
withCatalogLock(() => {
  for (const [language, table] of Object.entries(input)) {
    const file = `src/locales/${language}/messages.po`;
    const po = PO.parse(readFileSync(file, 'utf8'));
    const byId = new Map(po.items.map((item) => [item.msgid, item]));
    for (const [english, translated] of Object.entries(table)) {
      const item = byId.get(english);
      if (!item) {
        console.error(`${language}: no message "${english}" in the catalog (run npm run i18n first)`);
        problems++;
      } else if (placeholders(english) !== placeholders(translated)) {
        console.error(`${language}: "${translated}" does not keep the placeholders of "${english}"`);
        problems++;
      } else item.msgstr = [translated];
    }
    writeFileSync(file, po.toString() + '\n');
  }
});
if (problems) process.exit(1);
