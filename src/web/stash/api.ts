import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PointAward, UnlockedAchievement } from '../../shared/progression';
import type { StashItem, StashItemInput, StashItemUpdate } from '../../shared/stash';
import { stockAfter } from '../../shared/stash-rules';
import { getJson, sendJson } from '../lib/api';
import { toastError } from '../lib/toast';
import { announceAchievements, celebratePoints } from '../progress/celebrations';

export interface StashOutcome {
  item: StashItem;
  pointsEarned: number;
  /** Each award in `pointsEarned`, named as the points log names it. */
  awards: PointAward[];
  achievements: UnlockedAchievement[];
}

/** What the `?add={entryId}` flows read from an entry. */
export interface EntryForStash {
  id: number;
  strainName: string;
  strainType: string;
  productType: string;
}

/**
 * One cache entry holds every item (stash and wishes, `?list=all`); the stash screen, the wishlist and
 * entry detail derive their views from it, so a change anywhere shows everywhere at once.
 */
export const stashQueries = {
  all: () => ['stash'] as const,
  items: () =>
    queryOptions({
      queryKey: [...stashQueries.all(), 'items'] as const,
      queryFn: () => getJson<StashItem[]>('/api/wishlist?list=all'),
    }),
  entry: (id: number) =>
    queryOptions({
      queryKey: [...stashQueries.all(), 'entry', id] as const,
      queryFn: () => getJson<EntryForStash>(`/api/entries/${id}`),
    }),
};

export function useStashItems() {
  return useQuery(stashQueries.items());
}

/** Points and achievements an action earned, shown the way every earning action shows them. */
function celebrate(outcome: StashOutcome) {
  if (outcome.pointsEarned > 0) celebratePoints(outcome.awards);
  if (outcome.achievements.length > 0) announceAchievements(outcome.achievements);
}

export function useAddStashItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StashItemInput) => sendJson<StashOutcome>('POST', '/api/wishlist', input),
    onSuccess: (outcome) => {
      queryClient.setQueryData(stashQueries.items().queryKey, (items) =>
        items ? [outcome.item, ...items] : items,
      );
      celebrate(outcome);
    },
  });
}

/** Restocked: how much there is now (the item's new full); the answer replaces the item everywhere. */
export function useRestockStashItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quantity }: { id: number; quantity: number }) =>
      sendJson<StashOutcome>('POST', `/api/wishlist/${id}/restock`, { quantity }),
    onSuccess: (outcome) => {
      queryClient.setQueryData(stashQueries.items().queryKey, (items) => replaceItem(items, outcome.item));
      celebrate(outcome);
    },
  });
}

const replaceItem = (items: StashItem[] | undefined, item: StashItem) =>
  items?.map((i) => (i.id === item.id ? item : i));

const UPDATE_KEY = [...stashQueries.all(), 'update'] as const;

/**
 * Changes one item. The cache changes at once, so plus and minus feel instant and each tap counts from
 * the last; the requests then run one after the other (one mutation scope), and the server's answer is
 * taken only from the last one, so quick taps never jump back. A failure reloads the truth.
 */
export function useUpdateStashItem() {
  const queryClient = useQueryClient();
  const key = stashQueries.items().queryKey;
  const mutation = useMutation({
    mutationKey: UPDATE_KEY,
    scope: { id: 'stash-update' },
    mutationFn: ({ id, changes }: { id: number; changes: StashItemUpdate }) =>
      sendJson<StashOutcome>('PUT', `/api/wishlist/${id}`, changes),
    onError: (err) => {
      toastError('Failed to Update', err);
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (outcome) => {
      if (queryClient.isMutating({ mutationKey: UPDATE_KEY }) <= 1) {
        queryClient.setQueryData(key, (items) => replaceItem(items, outcome.item));
      }
      celebrate(outcome);
    },
  });
  /** Shows the change at once and resolves with the server's answer; a failure (toasted) rejects. */
  const save = (id: number, changes: StashItemUpdate): Promise<StashOutcome> => {
    queryClient.setQueryData(key, (items) =>
      items?.map((i) => {
        if (i.id !== id) return i;
        const list = changes.list ?? i.list;
        // The server's rule, applied at once: in the stash, amount and quantity change together.
        const after =
          list === 'stash' &&
          i.list === 'stash' &&
          (changes.quantity !== undefined || changes.currentAmount !== undefined)
            ? stockAfter(i, changes)
            : null;
        // A change the server will refuse (or a wish arriving) is shown as it comes back.
        const stock =
          after && !('error' in after)
            ? after
            : {
                quantity: changes.quantity ?? i.quantity,
                currentAmount: after ? i.currentAmount : (changes.currentAmount ?? i.currentAmount),
              };
        return {
          ...i,
          ...stock,
          ...(changes.strainName !== undefined ? { strainName: changes.strainName.trim() } : {}),
          ...(changes.strainType !== undefined ? { strainType: changes.strainType } : {}),
          ...(changes.notes !== undefined ? { notes: changes.notes?.trim() || null } : {}),
          list,
        };
      }),
    );
    return mutation.mutateAsync({ id, changes });
  };
  /** The same, resolving with undefined when it failed (already toasted). */
  const update = (id: number, changes: StashItemUpdate): Promise<StashOutcome | undefined> =>
    save(id, changes).catch(() => undefined);
  return { update, save, isPending: mutation.isPending };
}

export function useRemoveStashItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendJson<{ ok: true }>('DELETE', `/api/wishlist/${id}`),
    onSuccess: (_res, id) => {
      queryClient.setQueryData(stashQueries.items().queryKey, (items) => items?.filter((i) => i.id !== id));
    },
  });
}
