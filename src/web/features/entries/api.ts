import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { TOTAL_COUNT_HEADER } from '../../../shared/dashboard-rules';
import type {
  CreateEntryResponse,
  Entry,
  EntryCreate,
  EntryUpdate,
  Favorite,
  FollowUpWrite,
} from '../../../shared/entries';
import { IDEMPOTENCY_HEADER } from '../../../shared/idempotency';
import { FIRST_DATA_URLS, JOURNAL_FIRST_PAGE } from '../../../shared/screens';
import { ApiError, apiRequest, getJson, sendJson } from '../../lib/api';
import { currencyChoice } from '../../lib/currency';
import { pathQuery } from '../../lib/path-query';
import { queryClient } from '../../lib/query-client';
import { timeZoneChoice } from '../../lib/time-zone';

/** The journal's first page: the newest entries, and how many there are in all. */
export interface EntryPage {
  entries: Entry[];
  total: number;
}

async function getFirstPage(): Promise<EntryPage> {
  const res = await apiRequest('GET', FIRST_DATA_URLS.journalFirstPage);
  const entries = (await res.json()) as Entry[];
  const total = Number(res.headers.get(TOTAL_COUNT_HEADER) ?? entries.length);
  // A journal that fits in the first page needs no second request: the page is the whole list.
  if (entries.length >= total) queryClient.setQueryData(entryQueries.list().queryKey, entries);
  return { entries, total };
}

/** Query keys and fetchers of the journal: entries and favorites. Never type these keys by hand. */
export const entryQueries = {
  all: () => ['/api/entries'] as const,
  list: () =>
    queryOptions({ queryKey: entryQueries.all(), queryFn: () => getJson<Entry[]>(FIRST_DATA_URLS.entries) }),
  /** The newest JOURNAL_FIRST_PAGE entries and the total, shown while the whole list loads. */
  firstPage: () =>
    queryOptions({
      queryKey: [...entryQueries.all(), { limit: JOURNAL_FIRST_PAGE }] as const,
      queryFn: getFirstPage,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...entryQueries.all(), id] as const,
      queryFn: () => getJson<Entry>(`/api/entries/${id}`),
    }),
};

export const favoriteQueries = {
  list: () => pathQuery<Favorite[]>('/api/favorites'),
};

/**
 * The writes of entries, each one request. `userId` names the account a replay from the outbox belongs to
 * (`x-user-id`: the server refuses it under another session); a write made on screen leaves it out.
 */
const as = (userId?: number): Record<string, string> => (userId ? { 'x-user-id': String(userId) } : {});

/** A new entry; `key` (Idempotency-Key) makes a send whose answer was lost count once. */
export const createEntry = (body: EntryCreate, key: string, userId?: number) =>
  sendJson<CreateEntryResponse>('POST', '/api/entries', body, { [IDEMPOTENCY_HEADER]: key, ...as(userId) });
export const updateEntry = (id: number, input: EntryUpdate) =>
  sendJson<Entry>('PUT', `/api/entries/${id}`, input);
export const deleteEntry = (id: number) => sendJson<{ ok: true }>('DELETE', `/api/entries/${id}`);
/** "How do you feel now?": only the "after" levels; the same body twice leaves the same entry. */
export const saveFollowUp = (entryId: number, body: FollowUpWrite, userId?: number) =>
  sendJson<Entry>('PUT', `/api/entries/${entryId}/follow-up`, body, as(userId));

/** Marks the entry a favorite (marking one twice is one favorite). */
export const markFavorite = (entryId: number, userId?: number) =>
  sendJson<Favorite>('POST', '/api/favorites', { entryId }, as(userId));

/** Unmarks the entry's favorite; one already gone (unmarked elsewhere) meets the wish too. */
export async function unmarkFavorite(entryId: number, userId?: number): Promise<void> {
  const favorites = await sendJson<Favorite[]>('GET', '/api/favorites', undefined, as(userId));
  const found = favorites.find((f) => f.entryId === entryId);
  if (!found) return;
  try {
    await sendJson('DELETE', `/api/favorites/${found.id}`, undefined, as(userId));
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 404)) throw err;
  }
}

/** The account's own settings: no entry changes them. */
const ACCOUNT_SETTINGS = new Set<unknown>([
  '/api/user/settings',
  timeZoneChoice.query.queryKey[0],
  currencyChoice.query.queryKey[0],
]);

/**
 * After an entry changes, everything derived from entries is out of date: the list, recommendations,
 * and (for a new entry) points, challenges, achievements and the stash. The account's settings are not.
 */
export function invalidateAfterEntryChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (q) => !ACCOUNT_SETTINGS.has(q.queryKey[0]) });
}

/** A detail screen opened from a list starts from the list's copy instead of waiting for the network. */
export function entryFromList(queryClient: QueryClient, id: number): Entry | undefined {
  const inList = (list: readonly Entry[] | undefined) => list?.find((e) => e.id === id);
  return (
    inList(queryClient.getQueryData(entryQueries.list().queryKey)) ??
    inList(queryClient.getQueryData(entryQueries.firstPage().queryKey)?.entries)
  );
}
