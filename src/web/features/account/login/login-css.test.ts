import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The sign-in screen's first load carries only its own stylesheet (login.css, decision 0057), made from the
// files its @source lines name. A component that page draws but login.css does not name would be drawn
// unstyled there: every component the app's first chunk and the sign-in screen import (not the lazy ones)
// must be named.
const web = path.resolve(import.meta.dirname, '../../..');
const STATIC_IMPORT = /^import\s+(?!type\b)[^'"]*?from\s+'(\.{1,2}\/[^']+)'/gm;

function componentsReached(from: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const base = path.resolve(path.dirname(file), spec);
      const found = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => existsSync(f));
      if (found?.startsWith(web)) visit(found);
    }
  };
  for (const f of from) visit(path.join(web, f));
  return new Set([...seen].filter((f) => f.endsWith('.tsx')).map((f) => path.relative(web, f)));
}

describe('the sign-in screen’s stylesheet', () => {
  it('names every component the first chunk and the sign-in screen draw', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'login.css'), 'utf8');
    const sources = [...css.matchAll(/@source "([^"]+)";/g)].map((m) =>
      path.relative(web, path.resolve(import.meta.dirname, m[1])),
    );
    const named = (file: string) => sources.some((s) => file === s || file.startsWith(`${s}/`));
    const reached = componentsReached([
      'app/main.tsx',
      'app/app.tsx',
      'features/account/login/login-page.tsx',
    ]);
    expect(reached.size).toBeGreaterThan(5);
    expect([...reached].filter((f) => !named(f))).toEqual([]);
  });
});
