import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './return-to';

describe('safeReturnPath', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeReturnPath('/entry/42')).toBe('/entry/42');
    expect(safeReturnPath('/journal?type=flower#top')).toBe('/journal?type=flower#top');
  });

  it.each([
    null,
    '',
    'entry/42',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\u0000x',
    'javascript:alert(1)',
    '/login',
    '/login?next=%2Fentry%2F1',
    '/',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('carries a deep link and leaves the root plain', () => {
    expect(loginPathFor('/entry/42')).toBe('/login?next=%2Fentry%2F42');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
  });
});
