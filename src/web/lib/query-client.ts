import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { waitingFor } from '../entries/outbox';
import { forgetAccount } from '../offline/forget';
import { ApiError, getJson, whenUnauthorized } from './api';
import { auth } from './auth';
import { plural } from './format';
import { toast } from './toast';

/**
 * The session ended on the server (expired, signed out elsewhere): the local flags go (the guards send the
 * user to /login) and so does everything this device holds of the account (issue 41, finding 3) but its
 * unsent changes, which stay for that account; the user is told they are kept.
 */
function sessionEnded(userId: number) {
  const { authenticated, userId: current, username } = auth.get();
  if (!authenticated || current !== userId) return;
  auth.clear();
  // After the failing request has settled with its callers: the data client is emptied under no one.
  setTimeout(() => {
    void forgetAccount(userId, queryClient);
    void waitingFor(userId)
      .then((items) => {
        if (items.length === 0) return;
        toast({
          title: 'Signed out',
          description: `${plural(items.length, 'change')} made on this device ${items.length === 1 ? 'is' : 'are'} kept for ${username ?? 'that account'}: sign in again to send ${items.length === 1 ? 'it' : 'them'}.`,
        });
      })
      .catch(() => {});
  }, 0);
}
whenUnauthorized(sessionEnded);

function onUnauthorized(error: unknown) {
  const userId = auth.get().userId;
  if (error instanceof ApiError && error.status === 401 && userId) sessionEnded(userId);
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
