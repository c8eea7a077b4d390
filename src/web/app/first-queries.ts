import { type FirstData, firstData } from '../../shared/screens';
import { entryQueries } from '../features/entries/api';
import { auth } from '../lib/auth';
import { queryClient } from '../lib/query-client';

// The manager's queries come with the manager's code (which the page names for a manager's first load, so
// this import finds it on its way), not in every role's first load (decision 0066).
const managerQueries = () => import('../features/staff/manager/api').then((m) => m.managerQueries);

/** Each piece of first data, asked through the query its screen reads (the same key, the same URL). */
const ASK: Record<FirstData, () => Promise<unknown>> = {
  entries: () => queryClient.prefetchQuery(entryQueries.list()),
  journalFirstPage: () => queryClient.prefetchQuery(entryQueries.firstPage()),
  managerSummary: () => managerQueries().then((q) => queryClient.prefetchQuery(q.summary())),
  managerTrends30: () => managerQueries().then((q) => queryClient.prefetchQuery(q.trends(30))),
};

/**
 * The data a screen opens on (shared/screens.ts) is asked for as the app starts, while the screen's own
 * code is still on its way (a lazy chunk and its imports), rather than once that code has loaded and
 * rendered; the server's page has already started those requests as preloads, which these fetches take
 * over. The screens use the same query keys, so they find the answer (or the request in flight); the
 * guards still decide what is shown, and the server checks every call. Answers a promise settled once
 * they have all come back (the service worker's install waits for it: lib/pwa.ts).
 */
export function askFirstQueries(location: { pathname: string; search: string }): Promise<unknown> {
  const { authenticated, role } = auth.get();
  const asked = firstData(location.pathname, location.search, authenticated && role ? role : null);
  // Settled (answered or failed) once every request asked here has come back.
  return Promise.allSettled(asked.map((data) => ASK[data]()));
}
