import type { ChallengeType } from '../../shared/catalogue.js';
import { addDays, dayIn, isValidTimeZone, partsFormat } from './calendar.js';

/** How far (ms) a time zone is ahead of UTC at an instant. */
function offsetMs(timeZone: string, at: number): number {
  const parts = partsFormat(timeZone).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The instant a calendar day ('YYYY-MM-DD') starts in a time zone. */
export function startOfDay(day: string, timeZone: string): Date {
  const tz = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  const guess = Date.parse(`${day}T00:00:00Z`);
  const first = guess - offsetMs(tz, guess);
  // Across a daylight-saving change the offset at midnight differs from the one at the guess.
  const second = guess - offsetMs(tz, first);
  return new Date(second);
}

/** Instants [start, end) of a calendar day in a time zone. */
export function dayBounds(day: string, timeZone: string) {
  return { start: startOfDay(day, timeZone), end: startOfDay(addDays(day, 1), timeZone) };
}

/** First day of the day, week (Monday) or month that `today` falls in, and the first day after it. */
export function periodOf(type: ChallengeType, today: string): { start: string; next: string } {
  if (type === 'daily') return { start: today, next: addDays(today, 1) };
  if (type === 'weekly') {
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
    const start = addDays(today, -((weekday + 6) % 7));
    return { start, next: addDays(start, 7) };
  }
  const start = `${today.slice(0, 8)}01`;
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return { start, next: d.toISOString().slice(0, 10) };
}

export interface Period {
  type: ChallengeType;
  start: string;
  startsAt: Date;
  endsAt: Date;
}

/** The current daily, weekly and monthly periods for a user at an instant. */
export function currentPeriods(timeZone: string, now: Date): Record<ChallengeType, Period> {
  const today = dayIn(timeZone, now);
  const make = (type: ChallengeType): Period => {
    const { start, next } = periodOf(type, today);
    return { type, start, startsAt: startOfDay(start, timeZone), endsAt: startOfDay(next, timeZone) };
  };
  return { daily: make('daily'), weekly: make('weekly'), monthly: make('monthly') };
}
