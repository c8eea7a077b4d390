import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Entry, EntryUpdate } from '../../shared/entries';
import type { Outcome, ReliefInsight } from '../../shared/session-rules';
import { invalidateAfterEntryChange, updateEntry } from '../journal/api';
import { getJson } from '../lib/api';

export const reliefQueries = {
  mine: () =>
    queryOptions({
      queryKey: ['/api/insights/relief'] as const,
      queryFn: () => getJson<ReliefInsight>('/api/insights/relief'),
    }),
};

/**
 * Saves a follow-up: the entry as it is, with its symptoms' "after" levels filled in (the edit route
 * takes the whole editable entry; every rating and the rest are sent back unchanged).
 */
export async function saveFollowUp(queryClient: QueryClient, entry: Entry, outcomes: Outcome[]) {
  const body = {
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
  const saved = await updateEntry(entry.id, body);
  await invalidateAfterEntryChange(queryClient);
  return saved;
}
