import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** `^20.19.0 || >=22.12.0` read as [major, minor] floors: a version satisfies one of them. */
function satisfies(version: string, range: string): boolean {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return range.split('||').some((part) => {
    const m = /(\^|>=)\s*(\d+)\.(\d+)/.exec(part.trim());
    if (!m) return false;
    const [wantMajor, wantMinor] = [Number(m[2]), Number(m[3])];
    if (m[1] === '^') return major === wantMajor && minor >= wantMinor;
    return major > wantMajor || (major === wantMajor && minor >= wantMinor);
  });
}

describe('the Node running the tests', () => {
  const engines = JSON.parse(readFileSync('package.json', 'utf8')).engines.node as string;

  it('is one package.json declares (scripts/node-floor.sh runs the suite on the lowest)', () => {
    expect(satisfies(process.version, engines), `${process.version} vs ${engines}`).toBe(true);
    const expected = process.env.NODE_FLOOR_EXPECTED;
    if (expected) expect(process.version).toBe(expected);
  });

  it('reads the engines range as npm does for the versions that matter', () => {
    expect(satisfies('v20.19.0', engines)).toBe(true);
    expect(satisfies('v20.18.3', engines)).toBe(false);
    expect(satisfies('v21.7.0', engines)).toBe(false);
    expect(satisfies('v22.11.0', engines)).toBe(false);
    expect(satisfies('v22.12.0', engines)).toBe(true);
    expect(satisfies('v24.1.0', engines)).toBe(true);
  });
});
