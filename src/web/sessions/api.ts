import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Entry, EntryUpdate } from '../../shared/entries';
import type { Outcome, ReliefInsight } from '../../shared/session-rules';
import { invalidateAfterEntryChange, updateEntry } from '../journal/api';
import { getJson } from '../lib/api';
import { toast, toastError } from '../ui/toast';

export const reliefQueries = {
  mine: () =>
    queryOptions({
      queryKey: ['/api/insights/relief'] as const,
      queryFn: () => getJson<ReliefInsight>('/api/insights/relief'),
    }),
};

/**
 * The entry as it is, with its symptoms' "after" levels filled in: the edit route takes the whole editable
 * entry (fields it is not sent, like the label details, stay as they are).
 */
function withOutcomes(entry: Entry, outcomes: Outcome[]): EntryUpdate {
  return {
    strainName: entry.strainName,
    strainType: entry.strainType,
    method: entry.method,
    dosage: entry.dosage,
    overallRating: entry.overallRating,
    relaxationRating: entry.relaxationRating,
    creativityRating: entry.creativityRating,
    energyRating: entry.energyRating,
    flavorRating: entry.flavorRating,
    notes: entry.notes,
    effects: entry.effects,
    outcomes,
  } as EntryUpdate;
}

/**
 * The follow-up of `entry` saved, with a toast either way; everything the entry feeds is read again before
 * the form is done (its button stays disabled until then).
 */
export function useSaveFollowUp(entry: Entry) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcomes: Outcome[]) => updateEntry(entry.id, withOutcomes(entry, outcomes)),
    onSuccess: () => {
      toast({ title: 'Follow-up saved', description: 'Thanks: this feeds "What helps".' });
      return invalidateAfterEntryChange(queryClient);
    },
    onError: (err) => toastError('Could not save', err),
  });
}
