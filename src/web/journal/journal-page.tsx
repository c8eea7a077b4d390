import { useQuery } from '@tanstack/react-query';
import { BookOpen, Heart, Plus, SlidersHorizontal, X } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { OutboxList } from '../offline/outbox-list';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { NativeSelect, Options } from '../ui/field';
import { PageHeader } from '../ui/page';
import { SearchField } from '../ui/search-field';
import { Spinner } from '../ui/spinner';
import { ActiveFilters } from './active-filters';
import { entryQueries, favoriteQueries } from './api';
import { EntryList } from './entry-list';
import {
  activeFilterCount,
  filterIndexed,
  indexEntries,
  JOURNAL_SORTS,
  type JournalSort,
  NO_FILTERS,
  SORT_LABELS,
  sortIndexed,
} from './filter';
import { FilterPanel, type FilterUpdate } from './filter-panel';
import { useJournalState } from './journal-state';

export default function JournalPage() {
  const entries = useQuery(entryQueries.list());
  const favorites = useQuery(favoriteQueries.list());
  const favoriteIds = useMemo(() => new Set((favorites.data ?? []).map((f) => f.entryId)), [favorites.data]);
  const [state, update] = useJournalState();
  // `/journal?favorites` (Home's "See all favorites") opens on the favorites.
  const search = useSearch();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!new URLSearchParams(search).has('favorites')) return;
    update((s) => ({ filters: { ...s.filters, favoritesOnly: true } }));
    navigate('/journal', { replace: true });
  }, [search, update, navigate]);
  const panelId = useId();
  const updateFilters = useCallback<FilterUpdate>(
    (change) => update((s) => ({ filters: change(s.filters) })),
    [update],
  );
  const resetFilters = useCallback(() => update({ filters: NO_FILTERS }), [update]);

  // Derived in render: indexing once per data change, sorting once per sort change, filtering per keystroke.
  const indexed = useMemo(() => indexEntries(entries.data ?? []), [entries.data]);
  const sorted = useMemo(() => sortIndexed(indexed, state.sort), [indexed, state.sort]);
  const shown = useMemo(
    () => filterIndexed(sorted, state.search, state.filters, favoriteIds),
    [sorted, state.search, state.filters, favoriteIds],
  );
  const active = activeFilterCount(state.filters);
  const narrowed = active > 0 || state.search.trim() !== '';
  const total = entries.data?.length ?? 0;

  return (
    <div>
      <PageHeader title="Your Journal" subtitle="View and filter all your strain entries" />

      <div className="mb-3 flex flex-wrap gap-2">
        <SearchField
          label="Search entries"
          className="min-w-0 flex-[1_1_16rem]"
          placeholder="Search strains, effects, notes..."
          value={state.search}
          onValueChange={(search) => update({ search })}
          enterKeyHint="search"
        />
        <div className="flex flex-1 gap-2 sm:flex-none">
          <Button
            variant={state.filters.favoritesOnly ? 'secondary' : 'outline'}
            aria-pressed={state.filters.favoritesOnly}
            onClick={() => updateFilters((f) => ({ ...f, favoritesOnly: !f.favoritesOnly }))}
            className="shrink-0"
          >
            <Heart aria-hidden="true" className={state.filters.favoritesOnly ? 'fill-current' : undefined} />
            Favorites
          </Button>
          <Button
            variant={state.filtersOpen ? 'secondary' : 'outline'}
            aria-expanded={state.filtersOpen}
            aria-controls={panelId}
            onClick={() => update({ filtersOpen: !state.filtersOpen })}
            className="shrink-0"
          >
            <SlidersHorizontal aria-hidden="true" />
            Filter
            {active > 0 ? (
              <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
                <span className="sr-only">(</span>
                {active}
                <span className="sr-only"> active)</span>
              </span>
            ) : null}
          </Button>
          <NativeSelect
            aria-label="Sort entries"
            value={state.sort}
            onChange={(e) => update({ sort: e.target.value as JournalSort })}
            className="min-w-0 flex-1 sm:w-44"
          >
            <Options values={JOURNAL_SORTS} label={(s) => SORT_LABELS[s]} />
          </NativeSelect>
        </div>
      </div>

      {state.filtersOpen ? (
        <FilterPanel id={panelId} filters={state.filters} onUpdate={updateFilters} onReset={resetFilters} />
      ) : (
        <ActiveFilters filters={state.filters} onUpdate={updateFilters} onReset={resetFilters} />
      )}

      <OutboxList />

      {entries.isPending ? (
        <Spinner label="Loading entries..." />
      ) : entries.isError ? (
        <EmptyState
          icon={BookOpen}
          title="Couldn't load your journal"
          hint="Please check your connection and try again."
          action={<Button onClick={() => entries.refetch()}>Try again</Button>}
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-muted-foreground" aria-live="polite" data-testid="journal-count">
            {shown.length === 1 ? '1 entry' : `${shown.length} entries found`}
          </p>
          {shown.length > 0 ? (
            <EntryList entries={shown} label="Journal entries" />
          ) : (
            <EmptyState
              icon={BookOpen}
              title="No Entries Found"
              hint={
                total === 0
                  ? 'Your journal is empty. Create your first entry to get started.'
                  : 'Try adjusting your filters or search terms'
              }
              action={
                <div className="flex flex-wrap justify-center gap-2">
                  {narrowed ? (
                    <Button
                      variant={total === 0 ? 'outline' : 'primary'}
                      onClick={() => update({ filters: NO_FILTERS, search: '' })}
                    >
                      <X aria-hidden="true" /> Clear All Filters
                    </Button>
                  ) : null}
                  {total === 0 ? (
                    <Button asChild>
                      <Link href="/new">
                        <Plus aria-hidden="true" /> New Entry
                      </Link>
                    </Button>
                  ) : null}
                </div>
              }
            />
          )}
        </>
      )}
    </div>
  );
}
