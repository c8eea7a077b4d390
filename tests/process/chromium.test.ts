import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findChromium } from '../../e2e/chromium.js';

describe('the browser for the e2e tests', () => {
  it('takes CHROMIUM_PATH, refusing one that does not exist', () => {
    expect(findChromium({ CHROMIUM_PATH: process.execPath })).toBe(process.execPath);
    expect(() => findChromium({ CHROMIUM_PATH: '/no/such/chrome' })).toThrow(/does not exist/);
  });

  it('else the first installed candidate, else Playwright’s own, else one line saying what to run', () => {
    expect(findChromium({}, ['/no/such/chromium', process.execPath])).toBe(process.execPath);
    let found: string | null = null;
    try {
      found = findChromium({}, ['/no/such/chromium']);
    } catch (err) {
      expect((err as Error).message).toBe(
        'No Chromium or Chrome found: run `npx playwright install chromium` (or install chromium with your package manager, or set CHROMIUM_PATH)',
      );
    }
    // With no candidate installed only Playwright's downloaded browser can be the answer.
    if (found !== null) {
      expect(found).toContain('ms-playwright');
      expect(existsSync(found)).toBe(true);
    }
  });
});
