import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDecimal,
  formatInputNumber,
  formatMoney,
  formatNumber,
  formatRelative,
  parseDecimal,
  pluralOf,
  setDisplayLocale,
} from './format';

afterEach(() => setDisplayLocale(undefined));

const EUROPEAN = ['de-DE', 'fr-FR', 'es-ES'] as const;

describe('a number typed in a box (issue 59)', () => {
  it.each(EUROPEAN)('in %s, "0,5" and "12,5 %" are 0.5 and 12.5, and "0.5" still 0.5', (locale) => {
    setDisplayLocale(locale);
    expect(parseDecimal('0,5')).toBe(0.5);
    expect(parseDecimal('12,5 %')).toBe(12.5);
    expect(parseDecimal('12,5%')).toBe(12.5);
    expect(parseDecimal(' 0.5 ')).toBe(0.5);
    expect(parseDecimal('12,50')).toBe(12.5);
    expect(parseDecimal('3')).toBe(3);
  });

  it('reads the language’s grouping: 1.234,5 in German, 1 234,5 in French, 1,234.5 in English', () => {
    setDisplayLocale('de-DE');
    expect(parseDecimal('1.234,5')).toBe(1234.5);
    expect(parseDecimal('1.250')).toBe(1250);
    expect(parseDecimal('0.250')).toBe(0.25);
    setDisplayLocale('fr-FR');
    expect(parseDecimal('1 234,5')).toBe(1234.5);
    expect(parseDecimal('1\u202f234,5')).toBe(1234.5);
    expect(parseDecimal('1.250')).toBe(1.25);
    setDisplayLocale('en-US');
    expect(parseDecimal('1,234.5')).toBe(1234.5);
    expect(parseDecimal('1,250')).toBe(1250);
    expect(parseDecimal('0,5')).toBe(0.5);
  });

  it('is null when blank and NaN when not a number (the schema then refuses it)', () => {
    setDisplayLocale('de-DE');
    expect(parseDecimal('  ')).toBeNull();
    expect(parseDecimal('abc')).toBeNaN();
    expect(parseDecimal('1,2,3,4')).toBe(1234);
    expect(parseDecimal('1,5g')).toBeNaN();
    expect(parseDecimal('−2,5')).toBe(-2.5);
  });

  it.each([
    ['de-DE', '0,5'],
    ['fr-FR', '0,5'],
    ['es-ES', '0,5'],
    ['en-US', '0.5'],
  ])('in %s, a stored 0.5 is put back as "%s", without grouping, and read back the same', (locale, shown) => {
    setDisplayLocale(locale);
    expect(formatInputNumber(0.5)).toBe(shown);
    expect(parseDecimal(formatInputNumber(12345.25))).toBe(12345.25);
    expect(formatInputNumber(null)).toBe('');
  });
});

describe('the one formatter in German, French and Spanish', () => {
  it('writes numbers, decimals and money the language’s way', () => {
    setDisplayLocale('de-DE');
    expect(formatNumber(12345.5)).toBe('12.345,5');
    expect(formatMoney(12.5, 'EUR')).toBe('12,50\u00a0€');
    setDisplayLocale('fr-FR');
    expect(formatNumber(12345.5)).toBe('12\u202f345,5');
    expect(formatDecimal(3)).toBe('3,0');
    expect(formatMoney(12.5, 'USD')).toBe('12,50\u00a0$US');
    setDisplayLocale('es-ES');
    expect(formatDecimal(0.5)).toBe('0,5');
    expect(formatMoney(12.5, 'EUR')).toBe('12,50\u00a0€');
  });

  it('says relative times in the language', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    setDisplayLocale('fr-FR');
    expect(formatRelative(new Date('2026-11-25T12:00:00Z'), now)).toBe('il y a 3 jours');
    setDisplayLocale('es-ES');
    expect(formatRelative(new Date('2026-11-28T14:30:00Z'), now)).toBe('dentro de 2 horas');
  });

  it('gives the plural rules the digits the figure is shown with', () => {
    setDisplayLocale('en-US');
    expect(pluralOf(1)).toBe('one');
    expect(pluralOf(1, 1)).toBe('other'); // "1.0 points"
    setDisplayLocale('fr-FR');
    expect(pluralOf(0)).toBe('one'); // "0 séance"
    expect(pluralOf(1.5, 1)).toBe('one'); // "1,5 point"
    expect(pluralOf(2, 1)).toBe('other');
    setDisplayLocale('de-DE');
    expect(pluralOf(1, 1)).toBe('other'); // "1,0 Punkte"
  });
});
