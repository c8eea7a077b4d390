import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// index.html lays out each text size and weight the screens use, unseen, while the app's code downloads
// (decision 0040). A size or weight a screen uses but the warm-up lacks is set up inside that screen's first
// render again: this keeps the two lists together.
const web = import.meta.dirname;
const SIZE = /(?<![\w-])(?:[a-z0-9]+:)*(text-(?:xs|sm|base|lg|\dxl|xl|\[\d+px\]))(?![\w-])/g;
const WEIGHT =
  /(?<![\w-])(?:[a-z0-9]+:)*(font-(?:thin|light|normal|medium|semibold|bold|extrabold|black))(?![\w-])/g;

const sources = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
const found = (text: string, pattern: RegExp) => new Set([...text.matchAll(pattern)].map((m) => m[1]));

describe('the font warm-up in index.html', () => {
  const code = sources(web).join('\n');
  const html = readFileSync(path.join(web, 'index.html'), 'utf8');
  const spans = [...html.matchAll(/<span class="([^"]+)">Aa<\/span>/g)].map((m) => m[1].split(' '));

  it('lays out every size the screens use in every weight they use', () => {
    const sizes = found(code, SIZE);
    const weights = found(code, WEIGHT);
    expect(sizes.size).toBeGreaterThan(5);
    expect(weights.size).toBeGreaterThan(2);
    for (const size of sizes)
      for (const weight of weights)
        expect(spans, `${size} ${weight}`).toContainEqual(expect.arrayContaining([size, weight]));
  });

  it('lays out the page titles in the book face', () => {
    const title = readFileSync(path.join(web, 'ui/page.tsx'), 'utf8').match(/<h1 className="([^"]+)"/)?.[1];
    const size = title?.split(' ').find((c) => c.startsWith('text-'));
    expect(size).toBeDefined();
    expect(spans).toContainEqual(expect.arrayContaining(['font-display', size]));
  });

  it('is hidden from sight and from assistive technology', () => {
    expect(html).toMatch(
      /<div class="invisible absolute size-0 overflow-hidden" aria-hidden="true">\s*<span/,
    );
  });
});
