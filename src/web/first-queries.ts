import { entryQueries } from './journal/api';
import { auth } from './lib/auth';
import { queryClient } from './lib/query-client';
import { managerQueries } from './manager/api';

/**
 * The data a screen opens on is asked for as the app starts, while the screen's own code is still on its
 * way (a lazy chunk and its imports), rather than once that code has loaded and rendered: home needs the
 * entries, the journal their newest page, the manager screen its figures (and, on Analytics, the 30-day
 * trend). The screens use the same query keys, so they find the answer (or the request in flight); the
 * guards still decide what is shown, and the server checks every call. Answers a promise settled once
 * they have all come back (the service worker's install waits for it: lib/pwa.ts).
 */
export function askFirstQueries(location: { pathname: string; search: string }): Promise<unknown> {
  const { role } = auth.get();
  const path = location.pathname;
  const asked: Array<Promise<unknown>> = [];
  // The journal opens on its newest entries (and the count of all): the whole list follows once they show.
  if (role === 'user' && path === '/') asked.push(queryClient.prefetchQuery(entryQueries.list()));
  if (role === 'user' && path === '/journal') asked.push(queryClient.prefetchQuery(entryQueries.firstPage()));
  if ((role === 'manager' || role === 'admin') && path.startsWith('/manager')) {
    asked.push(queryClient.prefetchQuery(managerQueries.summary()));
    if (path === '/manager' && !location.search)
      asked.push(queryClient.prefetchQuery(managerQueries.trends(30)));
  }
  // Settled (answered or failed) once every request asked here has come back.
  return Promise.allSettled(asked);
}
