import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useDebounced } from '../../../ui/search-field';
import { type Page, useListState } from './paged';

/**
 * A server-paged list on one screen: its filters and page (`useListState`), and the query of the page
 * shown, asked with what is typed in the search boxes (`q`, `user`) once typing pauses. The third item is
 * what `PagedTable` and `PagedList` take: the query and the paging.
 */
export function usePagedQuery<F extends { page: number; q?: string; user?: string }, T>(
  initial: F,
  pageSize: number,
  options: (
    filters: F & { pageSize: number },
  ) => UseQueryOptions<Page<T>, Error, Page<T>, readonly unknown[]>,
  remember?: (next: F) => void,
) {
  const [state, update, paging] = useListState(initial, pageSize, remember);
  const q = useDebounced(state.q);
  const user = useDebounced(state.user);
  const filters = { ...state, pageSize };
  if (q !== undefined) filters.q = q;
  if (user !== undefined) filters.user = user;
  const query = useQuery(options(filters));
  return [state, update, { query, ...paging }] as const;
}
