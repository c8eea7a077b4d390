import { QueryClient } from '@tanstack/react-query';
import { NetworkError } from './api';

/**
 * A read that got no answer while the browser says it is online is tried once more, half a second later:
 * a phone coming back online (or a connection reset) often loses the first request, and a screen should
 * not say "Failed to load" for that. Offline, reads wait paused (TanStack's `online` mode) instead; an
 * answer the server gave (a 4xx or 5xx) is never tried again.
 */
const RETRY_DELAY_MS = 500;
const retryLostRead = (failures: number, error: unknown) =>
  failures < 1 && error instanceof NetworkError && navigator.onLine;

/** The data client: never stale, no refetch on focus, no interval refetch, one retry of a lost read. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: retryLostRead,
      retryDelay: RETRY_DELAY_MS,
      // A result handed to another part (QueryState inside a dialog opened after the answer came) is read
      // later than the render that got it: tracking only the fields that render read would leave that part
      // on a spinner after a failure. These four are all any screen reads.
      notifyOnChangeProps: ['data', 'error', 'status', 'fetchStatus'],
    },
    // A save is tried even when the browser says it is offline: it fails loudly with a network error, or
    // (new entries, favorites) goes to the outbox; it never waits, paused, behind a spinner.
    mutations: { retry: false, networkMode: 'always' },
  },
});
