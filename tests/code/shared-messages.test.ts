import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../src/locales/en/messages.js';
import {
  EFFECT_LABELS,
  EFFECTS,
  label,
  METHOD_LABELS,
  METHODS,
  STRAIN_TYPE_LABELS,
  STRAIN_TYPES,
} from '../../src/shared/constants.js';
import { messageOf } from '../../src/shared/message.js';
import { SYMPTOM_LABELS, SYMPTOMS, TERPENE_LABELS, TERPENES } from '../../src/shared/session-rules.js';

// Issue 59: the words src/shared exports for people (messages, labels, the catalogue's names) are in the
// catalogs, so the server and the screens can translate them; and the label tables say in English what
// the screens always said (`label(key)`), so no answer's shape or text changed with them.
const SHARED = path.resolve(__dirname, '../../src/shared');
/** Exports that hold words for people, by name. */
const WORDS =
  /MESSAGE|LABEL|TITLE|NOT_FOUND|GONE|TOO_MANY|TOO_LONG|INVITE_|SHARE_|IMPORT_|IDEMPOTENCY_|NOT_ENOUGH|UNAVAILABLE|REUSED|STARTER_REWARDS|CHALLENGES|ACHIEVEMENTS|LEVELS|TOASTS/;
/** Of those, the strings that are not words: days, keys, patterns. */
const notWords = (s: string) =>
  !/[A-Za-z]{2}/.test(s) || /^[a-z_]+$/.test(s) || /^\d{4}-\d{2}-\d{2}$/.test(s);
const KEYS = new Set([
  'icon',
  'key',
  'metric',
  'type',
  'tier',
  'value',
  'href',
  'code',
  'unit',
  'kind',
  'forType',
  'strainType',
]);

function strings(value: unknown, into: string[], key = ''): string[] {
  if (typeof value === 'string') {
    if (!KEYS.has(key) && !notWords(value)) into.push(value);
  } else if (Array.isArray(value)) for (const v of value) strings(v, into, key);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) if (typeof v !== 'function') strings(v, into, k);
  return into;
}

describe('src/shared’s words are in the catalogs', () => {
  it('every message, label and catalogue name it exports', async () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of readdirSync(SHARED).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const module = (await import(path.join(SHARED, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (!WORDS.test(name) || /_(HEADER|PATH|PATTERN)$/.test(name)) continue;
        for (const text of strings(value, [])) {
          checked++;
          if (!(messageOf(text).id in en)) missing.push(`${file} ${name}: ${text}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  });

  it('the label tables are the labels the screens showed, key for key', () => {
    const same = (keys: readonly string[], table: Record<string, string>) =>
      expect(table).toEqual(Object.fromEntries(keys.map((k) => [k, label(k.replaceAll('_', ' '))])));
    same(SYMPTOMS, SYMPTOM_LABELS);
    same(EFFECTS, EFFECT_LABELS);
    same(METHODS, METHOD_LABELS);
    same(STRAIN_TYPES, STRAIN_TYPE_LABELS);
    same(TERPENES, TERPENE_LABELS);
  });
});
