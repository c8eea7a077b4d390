import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDecimal,
  formatMoney,
  formatNumber,
  formatRelative,
  oneDecimal,
  setDisplayLocale,
} from './format';

afterEach(() => setDisplayLocale(undefined));

describe('the one formatter', () => {
  it('writes numbers, decimals and money in the display language', () => {
    setDisplayLocale('en-US');
    expect(formatNumber(12345)).toBe('12,345');
    expect(formatMoney(12.5, 'EUR')).toBe('€12.50');
    setDisplayLocale('de-DE');
    expect(formatNumber(12345)).toBe('12.345');
    expect(formatDecimal(0.5)).toBe('0,5');
    expect(formatMoney(12.5, 'EUR')).toBe('12,50\u00a0€');
  });

  it('gives a figure and its neighbour the same decimals: "3.0" beside "3.4", never "3"', () => {
    setDisplayLocale('en-US');
    expect(formatDecimal(3)).toBe('3.0');
    expect(formatDecimal(3.44)).toBe('3.4');
    expect(oneDecimal(4)).toBe('4.0');
    expect(oneDecimal(null)).toBe('0');
  });

  it('says how far a moment is in the largest whole unit, in the display language', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    setDisplayLocale('en-US');
    expect(formatRelative(new Date('2026-11-25T12:00:00Z'), now)).toBe('3 days ago');
    expect(formatRelative(new Date('2026-11-28T14:30:00Z'), now)).toBe('in 2 hours');
    setDisplayLocale('de-DE');
    expect(formatRelative(new Date('2026-11-25T12:00:00Z'), now)).toBe('vor 3 Tagen');
  });
});
