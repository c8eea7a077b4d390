// `node scripts/i18n-fill.mjs translations.json`: writes translations into the catalogs, the file being
// { "de": { "<English message>": "<German>" }, "es": {…}, "fr": {…} } (the English message exactly as in
// src/locales/en/messages.po, ICU placeholders and all). Only the named messages change; run `npm run i18n`
// after, which compiles. Refuses a message the catalog does not hold, and a translation that drops or
// renames a placeholder. A text that is both a shared message and a screen's gets the translation in both.
import { readFileSync, writeFileSync } from 'node:fs';
import PO from 'pofile';
import { withCatalogLock } from './lib/catalog-lock.mjs';

/**
 * The argument names of an ICU message, sorted: `{name}`, `{n, plural, one {…} other {…}}` and those inside
 * its branches, never a branch's own words ("one {You have …}" has no argument "You").
 */
function placeholders(message) {
  const names = new Set();
  let i = 0;
  const word = () => {
    const start = i;
    while (i < message.length && /[^\s,{}]/.test(message[i])) i++;
    return message.slice(start, i);
  };
  const spaces = () => {
    while (/\s/.test(message[i] ?? '')) i++;
  };
  // Text up to the `}` that closes a branch (or the end); each `{` in it opens an argument.
  const text = () => {
    while (i < message.length && message[i] !== '}') {
      if (message[i] === '{') argument();
      else i++;
    }
  };
  const argument = () => {
    i++; // {
    spaces();
    names.add(word());
    spaces();
    if (message[i] === '}') return void i++;
    i++; // ,
    spaces();
    const type = word();
    spaces();
    if (['plural', 'select', 'selectordinal'].includes(type)) {
      i++; // ,
      for (spaces(); message[i] !== '}' && i < message.length; spaces()) {
        word(); // a selector (one, other, =0) or offset:n
        spaces();
        if (message[i] !== '{') continue;
        i++;
        text();
        i++; // the branch's }
      }
    } else while (i < message.length && message[i] !== '}') i++; // {n, number, ::percent}
    i++; // the argument's }
  };
  while (i < message.length) {
    text();
    i++; // a stray }
  }
  return [...names].sort().join(',');
}
const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let problems = 0;
withCatalogLock(() => {
  for (const [language, table] of Object.entries(input)) {
    const file = `src/locales/${language}/messages.po`;
    const po = PO.parse(readFileSync(file, 'utf8'));
    // One English text may be two items: a shared message (its text is its id) and a screen's macro.
    const byId = new Map();
    for (const item of po.items) byId.set(item.msgid, [...(byId.get(item.msgid) ?? []), item]);
    for (const [english, translated] of Object.entries(table)) {
      const items = byId.get(english);
      if (!items) {
        console.error(`${language}: no message "${english}" in the catalog (run npm run i18n first)`);
        problems++;
      } else if (placeholders(english) !== placeholders(translated)) {
        console.error(`${language}: "${translated}" does not keep the placeholders of "${english}"`);
        problems++;
      } else for (const item of items) item.msgstr = [translated];
    }
    writeFileSync(file, po.toString() + '\n');
  }
});
if (problems) process.exit(1);
