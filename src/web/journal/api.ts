import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Entry, EntryUpdate, Favorite } from '../../shared/entries';
import { getJson, sendJson } from '../lib/api';

/** Query keys and fetchers of the journal: entries and favorites. Never type these keys by hand. */
export const entryQueries = {
  all: () => ['/api/entries'] as const,
  list: () => queryOptions({ queryKey: entryQueries.all(), queryFn: () => getJson<Entry[]>('/api/entries') }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...entryQueries.all(), id] as const,
      queryFn: () => getJson<Entry>(`/api/entries/${id}`),
    }),
};

export const favoriteQueries = {
  list: () =>
    queryOptions({
      queryKey: ['/api/favorites'] as const,
      queryFn: () => getJson<Favorite[]>('/api/favorites'),
    }),
};

export const updateEntry = (id: number, input: EntryUpdate) =>
  sendJson<Entry>('PUT', `/api/entries/${id}`, input);
export const deleteEntry = (id: number) => sendJson<{ ok: true }>('DELETE', `/api/entries/${id}`);

/**
 * After an entry changes, everything derived from entries is out of date: the list, recommendations,
 * and (for a new entry) points, challenges, achievements and the stash. Settings are not.
 */
export function invalidateAfterEntryChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== '/api/user/settings' });
}

/** A detail screen opened from a list starts from the list's copy instead of waiting for the network. */
export function entryFromList(queryClient: QueryClient, id: number): Entry | undefined {
  return queryClient.getQueryData(entryQueries.list().queryKey)?.find((e) => e.id === id);
}
