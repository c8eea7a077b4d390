import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAPER, THEME_PRIMARY } from './palette';

/** The declarations of one rule of theme.css, by its exact selector. */
function rule(css: string, selector: string): Record<string, string> {
  const at = css.indexOf(`${selector} {`);
  if (at < 0) throw new Error(`theme.css has no rule ${selector}`);
  const body = css.slice(css.indexOf('{', at) + 1, css.indexOf('}', at));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

// The swatches are written twice: as CSS variables (theme.css, for every screen) and in palette.ts (for
// what CSS cannot reach: chart strokes, the browser's theme colour). This fails when the two differ.
describe('palette.ts says what theme.css draws', () => {
  const css = readFileSync(new URL('../theme.css', import.meta.url), 'utf8');
  const selectors = {
    light: { hybrid: ':root', indica: ':root[data-theme="indica"]', sativa: ':root[data-theme="sativa"]' },
    dark: { hybrid: '.dark', indica: '.dark[data-theme="indica"]', sativa: '.dark[data-theme="sativa"]' },
  } as const;

  for (const mode of ['light', 'dark'] as const) {
    it(`${mode}: each theme's accent and the paper`, () => {
      for (const theme of ['hybrid', 'indica', 'sativa'] as const)
        expect(rule(css, selectors[mode][theme])['--primary'], `${mode} ${theme}`).toBe(
          THEME_PRIMARY[mode][theme],
        );
      expect(rule(css, selectors[mode].hybrid)['--background']).toBe(PAPER[mode]);
    });
  }
});
