import type { VisitResult } from '../../../../shared/progression';
import { sendJson } from '../../../lib/api';

let visitedAs: number | null = null;
let visit: Promise<VisitResult | null> = Promise.resolve(null);
let inFlight = false;

/**
 * The day's visit (streak, daily points, decision 0056): the call the app makes as it opens signed in, after
 * each sign-in, and when it comes back to the foreground (an app left open overnight). No other request
 * records a visit. Asked once per account and opening; `again` asks anew (the server records at most one a
 * day), unless a visit is still on its way: then it waits for that one and answers null (nothing recorded
 * by this call), so a page shown while it opens does not ask twice and read its progress twice. Answers
 * null when it could not be asked (offline: the next opening asks again).
 */
export function recordVisit(userId: number, again = false): Promise<VisitResult | null> {
  if (again && inFlight && visitedAs === userId) return visit.then(() => null);
  if (visitedAs !== userId || again) {
    visitedAs = userId;
    inFlight = true;
    visit = sendJson<VisitResult>('POST', '/api/user/visit')
      .catch(() => {
        visitedAs = null;
        return null;
      })
      .finally(() => {
        inFlight = false;
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
