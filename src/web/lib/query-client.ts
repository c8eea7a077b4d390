import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, getJson } from './api';
import { auth } from './auth';

function onUnauthorized(error: unknown) {
  // The session ended on the server (expired, signed out elsewhere): drop the local flags; the guards
  // send the user to /login.
  if (error instanceof ApiError && error.status === 401 && auth.get().authenticated) auth.clear();
}

/** The spec's data client: never stale, no refetch on focus, no interval refetch, no retries. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onUnauthorized }),
  mutationCache: new MutationCache({ onError: onUnauthorized }),
  defaultOptions: {
    queries: {
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
      // A result handed to another part (QueryState inside a dialog opened after the answer came) is read
      // later than the render that got it: tracking only the fields that render read would leave that part
      // on a spinner after a failure. These four are all any screen reads.
      notifyOnChangeProps: ['data', 'error', 'status', 'fetchStatus'],
      // The default query: a GET of the key's path.
      queryFn: ({ queryKey }) => getJson(queryKey[0] as string),
    },
    // A save is tried even when the browser says it is offline: it fails loudly with a network error, or
    // (new entries, favorites) goes to the outbox; it never waits, paused, behind a spinner.
    mutations: { retry: false, networkMode: 'always' },
  },
});
