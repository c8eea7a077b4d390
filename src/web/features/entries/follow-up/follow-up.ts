import { t } from '@lingui/core/macro';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Entry, FollowUpWrite } from '../../../../shared/entries';
import type { Outcome } from '../../../../shared/session-rules';
import { toast, toastError } from '../../../lib/toast';
import { type EntryPage, entryQueries, invalidateAfterEntryChange } from '../api';

/** The entry with "after" levels filled in, as every cached copy of it shows them. */
function withFollowUp(entry: Entry, body: FollowUpWrite): Entry {
  const after = new Map(body.outcomes.map((o) => [o.symptom as string, o.after]));
  return {
    ...entry,
    outcomes: entry.outcomes.map((o) =>
      after.has(o.symptom) ? { ...o, after: after.get(o.symptom) ?? null } : o,
    ),
  };
}

/** Every cached copy of the entry (the list, the first page, its own) replaced by `entry`. */
function showEverywhere(queryClient: QueryClient, entry: Entry) {
  const swap = (e: Entry) => (e.id === entry.id ? entry : e);
  queryClient.setQueriesData({ queryKey: entryQueries.all() }, (data: unknown) => {
    if (Array.isArray(data)) return (data as Entry[]).map(swap);
    if (data && typeof data === 'object' && 'entries' in data) {
      const page = data as EntryPage;
      return { ...page, entries: page.entries.map(swap) };
    }
    if (data && typeof data === 'object' && (data as Entry).id === entry.id) return entry;
    return data;
  });
}

/**
 * "How do you feel now?" for `entry`: the symptoms still open, each given its level. Saved at once when
 * online (everything the entry feeds is read again before the form is done), kept in the outbox when not;
 * either way the screens show it saved, and a toast says which.
 */
export function useSaveFollowUp(entry: Entry) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcomes: Outcome[]) => {
      const open = new Set(entry.outcomes.filter((o) => o.after == null).map((o) => o.symptom));
      const body = {
        outcomes: outcomes
          .filter((o) => open.has(o.symptom))
          .map((o) => ({ symptom: o.symptom, after: o.after ?? o.before })),
      } as FollowUpWrite;
      // The outbox's code (IndexedDB) loads with the first follow-up, not with Home.
      return import('../outbox/outbox')
        .then(({ submitFollowUp }) => submitFollowUp(entry.id, body))
        .then((result) => ({ result, body }));
    },
    onSuccess: ({ result, body }) => {
      showEverywhere(queryClient, result.status === 'sent' ? result.entry : withFollowUp(entry, body));
      if (result.status === 'queued') {
        toast({
          title: t`Saved on this device`,
          description: t`Your follow-up will sync when you are back online.`,
        });
        return;
      }
      toast({ title: t`Follow-up saved`, description: t`Thanks: this feeds "What helps".` });
      return invalidateAfterEntryChange(queryClient);
    },
    onError: (err) => toastError(t`Could not save`, err),
  });
}
