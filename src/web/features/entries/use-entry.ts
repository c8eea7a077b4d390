import { useQuery, useQueryClient } from '@tanstack/react-query';
import { entryFromList, entryQueries } from './api';

/** One entry for detail and edit: shown at once from the journal list when it is there. */
export function useEntry(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...entryQueries.detail(id ?? 0),
    enabled: id !== null,
    initialData: () => (id === null ? undefined : entryFromList(queryClient, id)),
  });
}
