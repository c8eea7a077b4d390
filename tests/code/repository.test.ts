import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository's own folders in layers, the ground first: the app (src) uses none of its tooling; the
// browser tests use the app; the scripts may start the browser the tests use; the bench runs the scripts;
// the API and process tests may use any of them but the bench. An import from a folder to one it may not use
// (a script reaching into the bench, say) fails here with the file and what it imports.
const MAY_USE: Record<string, string[]> = {
  src: [],
  e2e: ['src'],
  scripts: ['src', 'e2e'],
  bench: ['src', 'e2e', 'scripts'],
  tests: ['src', 'e2e', 'scripts'],
};
const ROOT = path.resolve('.');
// A static import or re-export (`… from './x'`, `import './x'`) or a dynamic `import('./x')` of a relative path.
const SPECIFIER =
  /^\s*(?:(?:import|export)\b[^'";]*?\sfrom\s+|import\s+)['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/gm;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'tmp' ? [] : files(full);
    return /\.(ts|tsx|mjs)$/.test(name) ? [full] : [];
  });
}

/** Each import of a file under `top` that lands in another top folder of the repository. */
function crossings(top: string) {
  return files(path.join(ROOT, top)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].flatMap((m) => {
      const target = path.relative(ROOT, path.resolve(path.dirname(file), m[1] ?? m[2])).split(path.sep)[0];
      return target === top ? [] : [{ from: path.relative(ROOT, file), to: target }];
    }),
  );
}

describe("the repository's folders point one way", () => {
  it('finds the imports it checks', () => {
    // A pattern gone wrong would find no crossing at all and pass below.
    expect(crossings('bench')).toContainEqual({ from: path.join('bench', 'run.ts'), to: 'scripts' });
    expect(crossings('e2e').length).toBeGreaterThan(0);
  });

  for (const [top, allowed] of Object.entries(MAY_USE)) {
    it(`${top} imports only ${allowed.length ? allowed.join(', ') : 'itself'}`, () => {
      expect(crossings(top).filter(({ to }) => !allowed.includes(to))).toEqual([]);
    });
  }
});
