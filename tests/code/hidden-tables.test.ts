import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, SRC } from './import-graph.js';

// A table takes its content's width whatever `sr-only` says of its own width and overflow: a hidden figure
// table made /what-helps 424 px wide on a 412 px phone (issue 57). A table is hidden by a wrapper.
const web = [...importGraph().keys()].filter((f) => f.startsWith('web/') && f.endsWith('.tsx'));

describe('hidden tables', () => {
  it('no table hides itself with sr-only (its wrapper does)', () => {
    const offenders = web.filter((f) =>
      /<table[^>]*className=\{?["'`][^"'`]*\bsr-only\b/.test(readFileSync(path.join(SRC, f), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
