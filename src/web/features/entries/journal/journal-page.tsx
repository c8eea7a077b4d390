import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, Heart, Loader2, Plus, SlidersHorizontal, X } from 'lucide-react';
import { Suspense, useCallback, useEffect, useId, useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { lazyComponent } from '../../../lib/lazy-component';
import { queryClient } from '../../../lib/query-client';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Failure } from '../../../ui/failure';
import { NativeSelect, Options } from '../../../ui/field';
import { PageHeader } from '../../../ui/page';
import { SearchField } from '../../../ui/search-field';
import { Spinner } from '../../../ui/spinner';
import { favoriteQueries } from '../api';
import { useEntriesNewestFirst } from '../newest-first';
import { useOutbox } from '../outbox/outbox';
import { OutboxList } from '../outbox/outbox-list';
import { ActiveFilters } from './active-filters';
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
  warmSearchText,
} from './filter';
import type { FilterUpdate } from './filter-panel';
import { useJournalState } from './journal-state';

// The filter panel (chips, the rating slider, effect icons) is closed when the journal opens: its code is
// fetched once the journal has shown, not before.
const FilterPanel = lazyComponent(() => import('./filter-panel').then((m) => ({ default: m.FilterPanel })));

/** The favourites the cards mark, asked as this code arrives (the page preloads the entries). */
export function askData() {
  queryClient.prefetchQuery(favoriteQueries.list());
}

export default function JournalPage() {
  const { t, i18n } = useLingui();
  const entries = useEntriesNewestFirst();
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
  useEffect(() => {
    void FilterPanel.preload();
  }, []);

  // Derived in render: indexing once per data change, sorting once per sort change, filtering per keystroke.
  const list = entries.status === 'complete' || entries.status === 'partial' ? entries.entries : undefined;
  const indexed = useMemo(() => indexEntries(list ?? []), [list]);
  useEffect(
    () => (entries.status === 'complete' ? warmSearchText(indexed) : undefined),
    [entries.status, indexed],
  );
  const sorted = useMemo(() => sortIndexed(indexed, state.sort), [indexed, state.sort]);
  const shown = useMemo(
    () => filterIndexed(sorted, state.search, state.filters, favoriteIds),
    [sorted, state.search, state.filters, favoriteIds],
  );
  const active = activeFilterCount(state.filters);
  const narrowed = active > 0 || state.search.trim() !== '';
  const total = entries.status === 'complete' || entries.status === 'partial' ? entries.total : 0;
  // Before the whole list is in, the newest page is the true answer only to "all entries, newest first".
  const waiting = entries.status === 'partial' && (narrowed || state.sort !== 'recent');
  // Entries saved on this device and not yet synced are the person's too: counted, never "empty".
  const pending = useOutbox().filter((i) => i.kind === 'entry').length;
  const onlyPending = pending > 0 && total === 0 && !narrowed;

  return (
    <div>
      <PageHeader title={t`Your Journal`} subtitle={t`View and filter all your strain entries`} />

      <div className="mb-3 flex flex-wrap gap-2">
        <SearchField
          label={t`Search entries`}
          className="min-w-0 flex-[1_1_16rem]"
          placeholder={t`Search strains, effects, notes...`}
          value={state.search}
          onValueChange={(search) => update({ search })}
          enterKeyHint="search"
        />
        <div className="flex flex-1 flex-wrap gap-2 sm:flex-none sm:flex-nowrap">
          <Button
            variant={state.filters.favoritesOnly ? 'secondary' : 'outline'}
            aria-pressed={state.filters.favoritesOnly}
            onClick={() => updateFilters((f) => ({ ...f, favoritesOnly: !f.favoritesOnly }))}
            className="flex-1 sm:flex-none"
          >
            <Heart aria-hidden="true" className={state.filters.favoritesOnly ? 'fill-current' : undefined} />
            <Trans>Favorites</Trans>
          </Button>
          <Button
            variant={state.filtersOpen ? 'secondary' : 'outline'}
            aria-expanded={state.filtersOpen}
            aria-controls={panelId}
            onClick={() => update({ filtersOpen: !state.filtersOpen })}
            className="flex-1 sm:flex-none"
          >
            <SlidersHorizontal aria-hidden="true" />
            <Trans>Filter</Trans>
            {active > 0 ? (
              <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
                <span className="sr-only">(</span>
                {active}
                <span className="sr-only">
                  {' '}
                  <Trans>active)</Trans>
                </span>
              </span>
            ) : null}
          </Button>
          <NativeSelect
            aria-label={t`Sort entries`}
            value={state.sort}
            onChange={(e) => update({ sort: e.target.value as JournalSort })}
            className="min-w-40 flex-1 sm:w-44 sm:flex-none"
          >
            <Options values={JOURNAL_SORTS} label={(s) => i18n._(SORT_LABELS[s])} />
          </NativeSelect>
        </div>
      </div>

      {state.filtersOpen ? (
        <Suspense fallback={<Spinner label={t`Loading filters...`} compact />}>
          <FilterPanel id={panelId} filters={state.filters} onUpdate={updateFilters} onReset={resetFilters} />
        </Suspense>
      ) : (
        <ActiveFilters filters={state.filters} onUpdate={updateFilters} onReset={resetFilters} />
      )}

      <OutboxList />

      {entries.status === 'pending' ? (
        <Spinner label={t`Loading entries...`} />
      ) : entries.status === 'error' ? (
        <Failure title={t`Couldn't load your journal`} detail={entries.detail} onRetry={entries.retry} />
      ) : (
        <>
          <p className="mb-3 text-sm text-muted-foreground" aria-live="polite" data-testid="journal-count">
            {waiting ? (
              <span className="inline-flex items-center gap-2">
                <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" />
                <Trans>Loading all {total} entries…</Trans>
              </span>
            ) : onlyPending ? (
              plural(pending, { one: '# entry waiting to sync', other: '# entries waiting to sync' })
            ) : (
              `${plural(entries.status === 'partial' ? total : shown.length, {
                one: '# entry',
                other: '# entries found',
              })}${pending > 0 ? ` · ${plural(pending, { one: '# waiting to sync', other: '# waiting to sync' })}` : ''}`
            )}
          </p>
          {waiting || onlyPending ? null : shown.length > 0 ? (
            <>
              <EntryList
                entries={shown}
                label={t`Journal entries`}
                setSize={entries.status === 'partial' ? total : shown.length}
              />
              {entries.status === 'partial' ? (
                <p className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground">
                  <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" />
                  <Trans>Loading all {total} entries…</Trans>
                </p>
              ) : null}
            </>
          ) : (
            <EmptyState
              icon={BookOpen}
              title={t`No Entries Found`}
              hint={
                total === 0
                  ? t`Your journal is empty. Create your first entry to get started.`
                  : t`Try adjusting your filters or search terms`
              }
              action={
                <div className="flex flex-wrap justify-center gap-2">
                  {narrowed ? (
                    <Button
                      variant={total === 0 ? 'outline' : 'primary'}
                      onClick={() => update({ filters: NO_FILTERS, search: '' })}
                    >
                      <X aria-hidden="true" /> <Trans>Clear All Filters</Trans>
                    </Button>
                  ) : null}
                  {total === 0 ? (
                    <Button asChild>
                      <Link href="/new">
                        <Plus aria-hidden="true" /> <Trans>New Entry</Trans>
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
