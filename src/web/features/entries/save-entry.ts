import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEntryResponse, Entry, EntryCreate, EntryUpdate } from '../../../shared/entries';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api';
import { auth } from '../../lib/auth';
import type { PlaceError } from '../../lib/form-errors';
import { KEYS, storage } from '../../lib/storage';
import { toast } from '../../lib/toast';
import { announceAchievements, celebratePoints } from '../rewards/progress/celebrations';
import { entryQueries, invalidateAfterEntryChange, updateEntry } from './api';
import { submitEntry } from './outbox/outbox';

/** What saving the entry form came to. */
export type EntrySaved =
  | { kind: 'updated'; entry: Entry }
  | { kind: 'created'; created: CreateEntryResponse }
  /** Offline: kept in the outbox, sent when the network is back. */
  | { kind: 'queued' };

/**
 * Saves the entry form: `entry`'s edit, or a new entry (sent, or kept on the device while offline). Owns the
 * cache, the toasts, the points, what was unlocked and the last session's dose. A refusal naming a field is the form's to show
 * (`place`); the hook toasts any other, and a network failure.
 */
export function useSaveEntry(entry: Entry | undefined, place: PlaceError) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EntryCreate | EntryUpdate): Promise<EntrySaved> => {
      if (entry) return { kind: 'updated', entry: await updateEntry(entry.id, input as EntryUpdate) };
      const outcome = await submitEntry(input as EntryCreate);
      return outcome.status === 'queued' ? { kind: 'queued' } : { kind: 'created', created: outcome.result };
    },
    onSuccess: (saved, input) => {
      // A new session's product, method and dose start the next one (New Entry's, a quick log's).
      if (saved.kind !== 'updated') rememberLastSession(input);
      if (saved.kind === 'queued') {
        toast({
          title: t`Saved on this device`,
          description: t`You're offline: it will be sent when you reconnect.`,
        });
        return;
      }
      if (saved.kind === 'updated') {
        queryClient.setQueryData(entryQueries.detail(saved.entry.id).queryKey, saved.entry);
        toast({ title: t`Entry Updated`, description: t`Your journal entry has been updated successfully.` });
      } else {
        toast({ title: t`Entry saved`, description: t`Your strain entry has been saved successfully` });
        // An answer kept for a replay from before awards were named has only the total.
        const awards = saved.created.awards ?? [{ points: saved.created.pointsEarned, reason: 'New entry' }];
        if (saved.created.pointsEarned > 0) celebratePoints(awards);
        if (saved.created.achievements.length > 0) announceAchievements(saved.created.achievements);
      }
      void invalidateAfterEntryChange(queryClient);
    },
    onError: (err) => {
      if (!(err instanceof ApiError)) {
        toast({
          title: t`Connection error`,
          description: i18n._(NETWORK_ERROR_MESSAGE),
          variant: 'destructive',
        });
        return;
      }
      if (place(err)) return;
      toast({
        title: entry ? t`Failed to Update` : t`Save error`,
        description: entry ? i18n._(err.message) : t`Failed to save your entry. Please try again.`,
        variant: 'destructive',
      });
    },
  });
}

function rememberLastSession(input: EntryCreate | EntryUpdate) {
  storage.set(
    KEYS.lastSession(auth.get().userId ?? 0),
    JSON.stringify({ productType: input.productType, method: input.method, dosage: input.dosage }),
  );
}
