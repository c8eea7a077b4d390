import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StrainType } from '../../../shared/constants';
import type { PointAward, UnlockedAchievement } from '../../../shared/progression';
import type { StashItem, StashItemInput, StashItemUpdate, StashList } from '../../../shared/stash';
import {
  AMOUNT_LABELS,
  recommendationStashItem,
  roundQuantity,
  stockAfter,
} from '../../../shared/stash-rules';
import { ApiError, getJson, sendJson } from '../../lib/api';
import { auth } from '../../lib/auth';
import { formatDate } from '../../lib/dates';
import type { PlaceError } from '../../lib/form-errors';
import { type ToastOptions, toast, toastError } from '../../lib/toast';
import { announceAchievements, celebratePoints } from '../rewards/progress/celebrations';
import { quantityText, stockText } from './quantity-text';

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

const ADDED: Record<StashList, (name: string) => ToastOptions> = {
  stash: (name) => ({ title: t`Added to your stash`, description: t`${name} is in your stash.` }),
  wish: (name) => ({ title: t`Added to your wishlist`, description: t`${name} is on your wishlist.` }),
};

/** A new item, first in every list that shows it. */
function useAddItem() {
  const queryClient = useQueryClient();
  return (outcome: StashOutcome) => {
    queryClient.setQueryData(stashQueries.items().queryKey, (items) =>
      items ? [outcome.item, ...items] : items,
    );
    celebrate(outcome);
  };
}

/** The item form's "Add to Stash" (or wishlist); a refusal `place` does not put on a field says "Failed to Add". */
export function useAddStashItem(place?: PlaceError) {
  const added = useAddItem();
  return useMutation({
    mutationFn: (input: StashItemInput) => sendJson<StashOutcome>('POST', '/api/wishlist', input),
    onSuccess: (outcome) => {
      added(outcome);
      toast(ADDED[outcome.item.list](outcome.item.strainName));
    },
    onError: (err) => {
      if (!place?.(err)) toastError(t`Failed to Add`, err);
    },
  });
}

/**
 * One of Home's recommended strains kept as a wish: what Home has always sent (flower, 1 gram, empty, a
 * dated note), as something to buy (decision 0049). `save` refuses without sending when no one is signed in.
 */
export function useSaveRecommendation() {
  const added = useAddItem();
  const mutation = useMutation({
    mutationFn: (strain: { strainName: string; strainType: StrainType }) =>
      sendJson<StashOutcome>(
        'POST',
        '/api/wishlist',
        recommendationStashItem(strain, formatDate(new Date())),
      ),
    onSuccess: (outcome, { strainName }) => {
      added(outcome);
      toast({ title: t`${strainName} added to your wishlist to buy!` });
    },
    onError: (err) => {
      if (!(err instanceof ApiError)) console.warn('Error adding to stash', err);
      toast({
        title:
          err instanceof ApiError
            ? t`Failed to add to stash. Please try again.`
            : t`Error adding to stash. Please try again.`,
        variant: 'destructive',
      });
    },
  });
  const save = (strain: { strainName: string; strainType: StrainType }, onSaved: () => void) => {
    if (!auth.get().userId) {
      toast({ title: t`You need to be logged in to track strains`, variant: 'destructive' });
      return;
    }
    mutation.mutate(strain, { onSuccess: onSaved });
  };
  return { save, isPending: mutation.isPending };
}

/**
 * Restocked: how much there is now (the item's new full); the answer replaces the item everywhere. A
 * refusal `place` does not put on a field says "Failed to Update".
 */
export function useRestockStashItem(place?: PlaceError) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quantity }: { id: number; quantity: number }) =>
      sendJson<StashOutcome>('POST', `/api/wishlist/${id}/restock`, { quantity }),
    onSuccess: (outcome) => {
      queryClient.setQueryData(stashQueries.items().queryKey, (items) => replaceItem(items, outcome.item));
      celebrate(outcome);
      const { strainName, quantity, quantityUnit, productType } = outcome.item;
      const restocked = quantityText(quantity, quantityUnit, productType);
      toast({
        title: t`Stash Updated`,
        description: t`${strainName} is restocked: ${restocked}.`,
      });
    },
    onError: (err) => {
      if (!place?.(err)) toastError(t`Failed to Update`, err);
    },
  });
}

const replaceItem = (items: StashItem[] | undefined, item: StashItem) =>
  items?.map((i) => (i.id === item.id ? item : i));

const UPDATE_KEY = [...stashQueries.all(), 'update'] as const;

/** What a change says once saved, given the saved item; plus and minus say nothing (the card shows them). */
type Said = (item: StashItem) => ToastOptions;

/**
 * Changes one item. The cache changes at once, so plus and minus feel instant and each tap counts from
 * the last; the requests then run one after the other (one mutation scope), and the server's answer is
 * taken only from the last one, so quick taps never jump back. A failure says "Failed to Update" and
 * reloads the truth; each change named below says it was saved.
 */
export function useUpdateStashItem() {
  const queryClient = useQueryClient();
  const key = stashQueries.items().queryKey;
  const mutation = useMutation({
    mutationKey: UPDATE_KEY,
    scope: { id: 'stash-update' },
    mutationFn: ({ id, changes }: { id: number; changes: StashItemUpdate; said?: Said }) =>
      sendJson<StashOutcome>('PUT', `/api/wishlist/${id}`, changes),
    onError: (err) => {
      toastError(t`Failed to Update`, err);
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (outcome, { said }) => {
      if (queryClient.isMutating({ mutationKey: UPDATE_KEY }) <= 1) {
        queryClient.setQueryData(key, (items) => replaceItem(items, outcome.item));
      }
      celebrate(outcome);
      if (said) toast(said(outcome.item));
    },
  });
  /** Shows the change at once and resolves with the server's answer; a failure (toasted) rejects. */
  const save = (id: number, changes: StashItemUpdate, said?: Said): Promise<StashOutcome> => {
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
    return mutation.mutateAsync({ id, changes, said });
  };
  /** The same, resolving with undefined when it failed (already toasted). */
  const update = (id: number, changes: StashItemUpdate, said?: Said) =>
    save(id, changes, said).catch(() => undefined);
  return {
    /** Plus and minus: the new quantity. */
    adjust: (id: number, quantity: number) => update(id, { quantity }),
    /** "Finished": empty, so it shows on the wishlist to buy again. */
    finish: (id: number) =>
      update(id, { currentAmount: 'empty' }, (item) => ({
        title: t`Marked finished`,
        description: t`${item.strainName} is finished: it shows on your wishlist to buy again.`,
      })),
    /** "Used some?": the amount used comes off what is left; said, and undone in one tap. */
    takeUsed: (item: StashItem, used: number) =>
      update(item.id, { quantity: roundQuantity(item.quantity - used) }, (after) => {
        const amount = quantityText(used, after.quantityUnit, after.productType);
        const strain = after.strainName;
        const left = stockText(after);
        return {
          title: t`Stash Updated`,
          description: t`${amount} of ${strain} used: ${left} left.`,
          action: { label: t`Undo`, onClick: () => void update(item.id, { quantity: item.quantity }) },
        };
      }),
    /** A wish bought: in the stash, full. */
    moveToStash: (id: number) =>
      update(id, { list: 'stash', currentAmount: 'high' }, (item) => ({
        title: t`Stash Updated`,
        description: t`${item.strainName} moved to your stash.`,
      })),
    /**
     * The edit form's save: rejects on a failure, so the form can put it on a field. A new level alone
     * moves the quantity to match: the toast says from what to what, with Undo (the quantity before).
     */
    edit: (id: number, changes: StashItemUpdate) => {
      const before = queryClient.getQueryData(key)?.find((i) => i.id === id);
      return save(id, changes, (item) => {
        const strain = item.strainName;
        if (!before || changes.quantity !== undefined || before.quantity === item.quantity)
          return { title: t`Stash Updated`, description: t`${strain} was updated.` };
        const level = i18n._(AMOUNT_LABELS[item.currentAmount]);
        const was = stockText(before);
        const now = stockText(item);
        return {
          title: t`Stash Updated`,
          description: t`${strain} is now ${level}: ${was} → ${now}.`,
          action: { label: t`Undo`, onClick: () => void update(id, { quantity: before.quantity }) },
        };
      });
    },
    isPending: mutation.isPending,
  };
}

/** Removes an item from the stash or the wishlist (`from`, as the toast names it). */
export function useRemoveStashItem(from: 'Stash' | 'Wishlist') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: StashItem) => sendJson<{ ok: true }>('DELETE', `/api/wishlist/${item.id}`),
    onSuccess: (_res, item) => {
      queryClient.setQueryData(stashQueries.items().queryKey, (items) =>
        items?.filter((i) => i.id !== item.id),
      );
      toast({
        title: from === 'Stash' ? t`Removed from Stash` : t`Removed from Wishlist`,
        description: t`${item.strainName} was removed.`,
      });
    },
    onError: (err) => toastError(t`Failed to Remove`, err),
  });
}
