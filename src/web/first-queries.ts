import { type FirstData, firstData } from '../shared/screens';
import { entryQueries } from './entries/api';
import { auth } from './lib/auth';
import { queryClient } from './lib/query-client';
import { managerQueries } from './manager/api';

/** Each piece of first data, asked through the query its screen reads (the same key, the same URL). */
const ASK: Record<FirstData, () => Promise<unknown>> = {
  entries: () => queryClient.prefetchQuery(entryQueries.list()),
  journalFirstPage: () => queryClient.prefetchQuery(entryQueries.firstPage()),
  managerSummary: () => queryClient.prefetchQuery(managerQueries.summary()),
  managerTrends30: () => queryClient.prefetchQuery(managerQueries.trends(30)),
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
