import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { TOTAL_COUNT_HEADER } from '../../../../shared/dashboard-rules';
import { ApiError, apiRequest, NetworkError } from '../../../lib/api';

export interface Page<T> {
  rows: T[];
  total: number;
}

type Params = Record<string, string | number | boolean | undefined | null>;

/** A query string from the set values only: `?page=2&q=kush`. */
export function withQuery(path: string, params: Params) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * A list's fetch failure in the screen's words ("Failed to fetch users"), keeping what the answer said
 * besides its words: the status (a 401 still signs the browser out), the code and the field.
 */
export function failure(err: unknown, message: string): never {
  if (err instanceof ApiError) throw new ApiError(err.status, message, { code: err.code, field: err.field });
  throw new ApiError(0, message, { code: err instanceof NetworkError ? err.code : undefined });
}

// Refresh buttons ask for figures computed now, past the server's short cache of aggregates.
let bypass = 0;

/**
 * Runs `renew` (which starts refetching at once) with the server's figure cache bypassed: what a Refresh
 * button means.
 */
export function withFreshFigures<T>(renew: () => Promise<T>): Promise<T> {
  bypass++;
  try {
    return renew();
  } finally {
    bypass--;
  }
}

export async function getJsonOr<T>(url: string, message: string): Promise<T> {
  const headers = bypass ? { 'cache-control': 'no-cache' } : undefined;
  try {
    const res = await apiRequest('GET', url, undefined, headers);
    return (await res.json()) as T;
  } catch (err) {
    failure(err, message);
  }
}

/** A page of a dashboard list: the array, and the total of all matches from its header. */
export async function getPage<T>(url: string, message: string): Promise<Page<T>> {
  try {
    const res = await apiRequest('GET', url);
    const rows = (await res.json()) as T[];
    const total = Number(res.headers.get(TOTAL_COUNT_HEADER) ?? rows.length);
    return { rows, total };
  } catch (err) {
    failure(err, message);
  }
}

/**
 * The query of a server-paged list at `path` (`/api/manager/users`) with `params`: its key is the path's
 * parts after `/api` and the params (`['manager', 'users', params]`), so a screen's refresh of its scope
 * renews it; the page shown stays while the next one loads.
 */
export function pagedQuery<T>(path: string, params: Params, message: string) {
  return queryOptions({
    queryKey: [...path.split('/').slice(2), params] as readonly unknown[],
    queryFn: () => getPage<T>(withQuery(path, params), message),
    placeholderData: keepPreviousData,
  });
}

/**
 * A list's filters and page, kept (with `remember`) across tab switches: any change but the page's own goes
 * back to page 1. `paging` is what `PagedTable` and `PagedList` take to draw and turn the pages.
 */
export function useListState<F extends { page: number }>(
  initial: F,
  pageSize: number,
  remember?: (next: F) => void,
) {
  const [state, setState] = useState(initial);
  const update = (patch: Partial<F>) => {
    const next = { ...state, page: 1, ...patch };
    remember?.(next);
    setState(next);
  };
  const paging = { page: state.page, pageSize, onPage: (page: number) => update({ page } as Partial<F>) };
  return [state, update, paging] as const;
}
