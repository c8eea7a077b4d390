import { describe, expect, it } from 'vitest';
import { Kept } from '../../src/server/kept.js';

// The one in-memory store (issue 56): bounded in entries, bytes and age, least recently used out first.
describe('Kept', () => {
  it('keeps at most maxEntries, the least recently used going first', () => {
    const kept = new Kept<string, number>({ maxEntries: 2 });
    kept.set('a', 1, 0);
    kept.set('b', 2, 0);
    expect(kept.get('a', 0)).toBe(1); // a is now the most recently used
    kept.set('c', 3, 0);
    expect([kept.get('a', 0), kept.get('b', 0), kept.get('c', 0)]).toEqual([1, undefined, 3]);
  });

  it('keeps at most maxBytes, never an entry over maxEntryBytes, and counts what it holds', () => {
    const kept = new Kept<string, string>({ maxBytes: 10, maxEntryBytes: 8, sizeOf: (v) => v.length });
    kept.set('a', 'xxxx', 0);
    kept.set('b', 'yyyy', 0);
    kept.set('huge', 'z'.repeat(9), 0);
    expect(kept.get('huge', 0)).toBeUndefined();
    expect(kept.size()).toEqual({ entries: 2, bytes: 8 });
    kept.set('c', 'wwww', 0);
    expect(kept.get('a', 0)).toBeUndefined();
    expect(kept.size()).toEqual({ entries: 2, bytes: 8 });
  });

  it('gives nothing older than maxAgeMs, nor anything when the clock went back', () => {
    const kept = new Kept<string, number>({ maxAgeMs: 1000 });
    kept.set('a', 1, 5000);
    expect(kept.get('a', 6000)).toBe(1);
    expect(kept.get('a', 4999)).toBeUndefined();
    kept.set('b', 2, 5000);
    expect(kept.get('b', 6001)).toBeUndefined();
    expect(kept.size().entries).toBe(0);
  });

  it('drops what a rule says, and everything on clear', () => {
    const kept = new Kept<string, { user: number }>({});
    kept.set('s1', { user: 1 }, 0);
    kept.set('s2', { user: 2 }, 0);
    kept.deleteWhere((v) => v.user === 1);
    expect([kept.get('s1', 0), kept.get('s2', 0)]).toEqual([undefined, { user: 2 }]);
    kept.clear();
    expect(kept.size()).toEqual({ entries: 0, bytes: 0 });
  });
});
