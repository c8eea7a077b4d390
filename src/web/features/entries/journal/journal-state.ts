import { useCallback, useState } from 'react';
import { type JournalFilters, type JournalSort, NO_FILTERS } from './filter';

export interface JournalState {
  search: string;
  filters: JournalFilters;
  sort: JournalSort;
  filtersOpen: boolean;
}

export const INITIAL_JOURNAL_STATE: JournalState = {
  search: '',
  filters: NO_FILTERS,
  sort: 'recent',
  filtersOpen: false,
};

// Kept for the session, so opening an entry and coming back finds the journal as it was left.
let remembered = INITIAL_JOURNAL_STATE;

export function useJournalState() {
  const [state, setState] = useState(remembered);
  const update = useCallback(
    (patch: Partial<JournalState> | ((s: JournalState) => Partial<JournalState>)) => {
      setState((s) => {
        remembered = { ...s, ...(typeof patch === 'function' ? patch(s) : patch) };
        return remembered;
      });
    },
    [],
  );
  return [state, update] as const;
}
