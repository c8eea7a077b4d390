import { QueryClient } from '@tanstack/react-query';

/** The data client: never stale, no refetch on focus, no interval refetch, no retries. */
export const queryClient = new QueryClient({
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
    },
    // A save is tried even when the browser says it is offline: it fails loudly with a network error, or
    // (new entries, favorites) goes to the outbox; it never waits, paused, behind a spinner.
    mutations: { retry: false, networkMode: 'always' },
  },
});
