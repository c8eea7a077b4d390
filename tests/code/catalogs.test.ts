import { readFileSync } from 'node:fs';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { parse, type Token } from '@messageformat/parser';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/shared/i18n';

// The catalogs (issue 59, decision 0080): every message the sources hold is in the English catalog (CI runs
// `npm run i18n` and fails on any change it makes), and here every language has it translated, with the same
// placeholders, and its compiled module holds exactly its catalog's messages.
const catalog = (language: string) => PO.parse(readFileSync(`src/locales/${language}/messages.po`, 'utf8'));
/** The id the runtime looks a message up by: its English text when marked so, else the hash of text and context. */
const idOf = (item: PO['items'][number]) =>
  item.extractedComments.includes('js-lingui-explicit-id')
    ? item.msgid
    : generateMessageId(item.msgid, item.msgctxt ?? undefined);
/** A message's placeholders, `{name}` and `{n, plural, …}` alike (in every branch), by name. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const branch of token.cases) walk(branch.tokens);
      }
    }
  };
  walk(parse(text));
  return [...names].sort();
}
const compiled = async (language: string) =>
  (await import(`../../src/locales/${language}/messages.ts`)).messages as Record<string, unknown>;

const english = catalog('en').items.filter((item) => !item.obsolete);

describe('the catalogs', () => {
  it('hold the app’s messages', () => {
    expect(english.length).toBeGreaterThan(500);
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en'))
    describe(language, () => {
      const items = new Map(catalog(language).items.map((item) => [idOf(item), item]));

      it('translates every message', () => {
        const missing = english
          .filter((item) => !items.get(idOf(item))?.msgstr[0]?.trim())
          .map((i) => i.msgid);
        expect(missing).toEqual([]);
      });

      it('keeps every placeholder of the English message, and adds none', () => {
        const changed = english
          .filter((item) => items.get(idOf(item))?.msgstr[0])
          .filter(
            (item) =>
              placeholders(item.msgid).join() !== placeholders(items.get(idOf(item))!.msgstr[0]).join(),
          )
          .map((item) => `${item.msgid} → ${items.get(idOf(item))!.msgstr[0]}`);
        expect(changed).toEqual([]);
      });

      it('is compiled as it stands (npm run i18n)', async () => {
        const messages = await compiled(language);
        expect(Object.keys(messages).sort()).toEqual(english.map(idOf).sort());
      });
    });
});
