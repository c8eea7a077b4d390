import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatTime, setDisplayTimeZone } from './dates';

// 2026-03-05 23:30 UTC: still the 5th in New York, already the 6th in Tokyo.
const moment = '2026-03-05T23:30:00.000Z';
const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('dates', () => {
  afterEach(() => setDisplayTimeZone(undefined));

  it('formats a moment in the account’s zone', () => {
    setDisplayTimeZone('America/New_York');
    expect(formatDate(moment, 'date', { locale: 'en-US' })).toBe('Mar 5, 2026');
    expect(spaces(formatDate(moment, 'dateTime', { locale: 'en-US' }))).toBe('Mar 5, 2026, 6:30 PM');
    expect(spaces(formatDate(moment, 'time', { locale: 'en-US' }))).toBe('6:30 PM');

    setDisplayTimeZone('Asia/Tokyo');
    expect(formatDate(moment, 'date', { locale: 'en-US' })).toBe('Mar 6, 2026');
    expect(spaces(formatDate(moment, 'dateTime', { locale: 'en-US' }))).toBe('Mar 6, 2026, 8:30 AM');
    expect(formatDate(moment, 'dayMonth', { locale: 'en-US' })).toBe('Mar 6');
  });

  it('an explicit zone and language win', () => {
    setDisplayTimeZone('Asia/Tokyo');
    expect(formatDate(moment, 'date', { locale: 'de-AT', timeZone: 'America/New_York' })).toBe(
      '5. März 2026',
    );
  });

  it('a calendar day is the same day in every zone', () => {
    setDisplayTimeZone('Pacific/Kiritimati');
    expect(formatDay('2026-03-05')).toBe(formatDate('2026-03-05T12:00:00Z', 'date', { timeZone: 'UTC' }));
    setDisplayTimeZone('Pacific/Pago_Pago');
    expect(formatDay('2026-03-05')).toBe(formatDate('2026-03-05T12:00:00Z', 'date', { timeZone: 'UTC' }));
    expect(formatDay('2026-03-05', 'dayMonth')).toMatch(/5/);
  });

  it('nothing, or an invalid value, is empty text', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatTime(undefined)).toBe('');
    expect(formatDay(null)).toBe('');
  });

  it('an unknown zone falls back instead of throwing', () => {
    setDisplayTimeZone('Mars/Olympus');
    expect(formatDate(moment)).not.toBe('');
  });
});
