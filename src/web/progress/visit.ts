import type { VisitResult } from '../../shared/progression';
import { sendJson } from '../lib/api';

let visitedAs: number | null = null;
let visit: Promise<VisitResult | null> = Promise.resolve(null);

/**
 * The day's visit (streak, daily points, decision 0056): the call the app makes as it opens signed in, after
 * each sign-in, and when it comes back to the foreground (an app left open overnight). No other request
 * records a visit. Asked once per account and opening; `again` asks anew (the server records at most one a
 * day). Answers null when it could not be asked (offline: the next opening asks again).
 */
export function recordVisit(userId: number, again = false): Promise<VisitResult | null> {
  if (visitedAs !== userId || again) {
    visitedAs = userId;
    visit = sendJson<VisitResult>('POST', '/api/user/visit').catch(() => {
      visitedAs = null;
      return null;
    });
  }
  return visit;
}

/**
 * Settles once the visit asked last has been answered (or could not be): progress reads wait for it, so
 * the app opening reads the streak and points its visit just made, in one request each.
 */
export function visitSettled(): Promise<unknown> {
  return visit;
}
