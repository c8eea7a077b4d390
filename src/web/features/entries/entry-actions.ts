import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Entry } from '../../../shared/entries';
import { toast, toastError } from '../../lib/toast';
import { deleteEntry, entryQueries, favoriteQueries, invalidateAfterEntryChange } from './api';
import { toggleFavorite } from './outbox/outbox';

/** Deletes the entry: gone from the list at once, its own copy dropped, everything it fed renewed. */
export function useDeleteEntry(entry: Entry) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteEntry(entry.id),
    onSuccess: () => {
      queryClient.setQueryData(entryQueries.list().queryKey, (list) =>
        list?.filter((e) => e.id !== entry.id),
      );
      queryClient.removeQueries({ queryKey: entryQueries.detail(entry.id).queryKey });
      void invalidateAfterEntryChange(queryClient);
      toast({ title: t`Entry deleted`, description: t`${entry.strainName} was removed from your journal.` });
    },
    onError: (err) => toastError(t`Failed to Delete`, err),
  });
}

/**
 * The entry's favorite: whether it is one, and a toggle that adds it or removes the one that exists.
 * Offline, the change waits in the outbox and shows at once; online, the list is read again after.
 */
export function useFavorite(entryId: number) {
  const queryClient = useQueryClient();
  const favorites = useQuery(favoriteQueries.list());
  const favorite = favorites.data?.find((f) => f.entryId === entryId);
  const refetch = () => queryClient.invalidateQueries({ queryKey: favoriteQueries.list().queryKey });

  const toggle = useMutation({
    mutationFn: async () => {
      const sent = await toggleFavorite(entryId, !favorite);
      if (sent === 'queued') {
        queryClient.setQueryData(favoriteQueries.list().queryKey, (list = []) =>
          favorite
            ? list.filter((f) => f.entryId !== entryId)
            : [...list, { id: -entryId, entryId, createdAt: new Date().toISOString() }],
        );
      }
      return { what: favorite ? ('removed' as const) : ('added' as const), sent };
    },
    onSuccess: ({ what, sent }) => {
      toast({
        title: sent === 'queued' ? t`Saved on this device` : t`Success`,
        description:
          sent === 'queued'
            ? what === 'added'
              ? t`Added to favorites! It will sync when you're back online.`
              : t`Removed from favorites It will sync when you're back online.`
            : what === 'added'
              ? t`Added to favorites!`
              : t`Removed from favorites`,
      });
      if (sent === 'sent') void refetch();
    },
    onError: () => {
      toast({
        title: t`Error`,
        description: favorite ? t`Failed to remove from favorites` : t`Failed to add to favorites`,
        variant: 'destructive',
      });
      void refetch();
    },
  });
  return { on: Boolean(favorite), loading: favorites.isPending, toggle };
}
