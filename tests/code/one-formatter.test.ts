import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, SRC } from './import-graph.js';

// One formatter (issue 56): numbers, money and relative times are written by src/web/lib/format.ts, dates
// and times by src/web/lib/dates.ts, both in the one display language. A screen that builds its own Intl
// formatter, calls toLocale…String or toFixed, names things in the browser's language (`Intl.DisplayNames(undefined`)
// rather than the app's, or formats with date-fns would write its figures another way.
const web = [...importGraph().keys()].filter((f) => f.startsWith('web/') && !f.endsWith('.test.ts'));
const OWN_FORMAT =
  /\.toLocale(?:Date|Time)?String\(|\.toFixed\(|new Intl\.(?:NumberFormat|DateTimeFormat|RelativeTimeFormat|PluralRules)\b|new Intl\.DisplayNames\(\s*undefined\b|\bformatDistance\w*\(|\bformatRelative\b.*from 'date-fns'/;

describe('one formatter', () => {
  it('no web file outside lib/format.ts and lib/dates.ts writes numbers or dates its own way', () => {
    const offenders = web.filter(
      (f) =>
        f !== 'web/lib/format.ts' &&
        f !== 'web/lib/dates.ts' &&
        OWN_FORMAT.test(readFileSync(path.join(SRC, f), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
