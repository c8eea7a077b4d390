import { TZDate } from '@date-fns/tz';
import type { ChallengeType } from '../../../shared/catalogue.js';
import { addDays, dayIn, isValidTimeZone } from '../calendar.js';

/**
 * The instant a calendar day ('YYYY-MM-DD') starts in a time zone. On days whose midnight does not exist
 * (clocks jump from 00:00 to 01:00, as in America/Santiago on 2026-09-06), the day starts at the first
 * instant that does: @date-fns/tz resolves it, no offset arithmetic by hand.
 */
export function startOfDay(day: string, timeZone: string): Date {
  const tz = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  const [y, m, d] = day.split('-').map(Number);
  return new Date(new TZDate(y, m - 1, d, tz).getTime());
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

/**
 * When progress is settled: the user's time zone, the server's now (when awards are paid), and the moment
 * whose challenge periods count (by default now; an entry logged offline counts when it was saved).
 */
export interface ProgressClock {
  timeZone: string;
  now: Date;
  periodsAt?: Date;
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
