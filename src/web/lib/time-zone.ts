import type { QueryClient } from '@tanstack/react-query';
import type { TimeZoneSetting } from '../../shared/time-zone';
import { accountChoice } from './account-choice';
import { offerOnce } from './send-once';
import { KEYS } from './storage';

export const timeZoneChoice = accountChoice<TimeZoneSetting>('/api/user/time-zone', 'timeZone');

/** The browser's own zone, or UTC when it cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * Sends the browser's zone once per account, when the account has none chosen yet: after that, the zone
 * is a setting the user changes in Settings (the server decides every day by it, never by a header).
 */
export const sendBrowserTimeZoneOnce = (queryClient: QueryClient, userId: number) =>
  offerOnce(queryClient, KEYS.timeZoneSent(userId), timeZoneChoice, browserTimeZone);
