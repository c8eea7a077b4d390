import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { label, PRODUCT_NAME, STRAIN_TYPES } from '../../../../shared/constants';
import { Chip } from '../../../ui/chip';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page';
import { QueryState } from '../../../ui/query-state';
import { SearchField } from '../../../ui/search-field';
import { STRAIN_DOT } from '../../../ui/strain-badge';
import { entryQueries } from '../api';
import { EntryList } from './entry-list';
import { filterIndexed, indexEntries, NO_FILTERS, sortIndexed } from './filter';

/** The search filter: everything, one strain type, the best rated first, or the last 30 days. */
export const SEARCH_FILTERS = ['all', ...STRAIN_TYPES, 'highest', 'recent'] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];
const FILTER_LABELS: Record<SearchFilter, MessageDescriptor> = {
  all: msg`All Entries`,
  indica: msg`Indica`,
  sativa: msg`Sativa`,
  hybrid: msg`Hybrid`,
  highest: msg`Highest Rated`,
  recent: msg`Recent`,
};
const RECENT_DAYS = 30;

export default function SearchPage() {
  const { t, i18n } = useLingui();
  const entries = useQuery(entryQueries.list());
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<SearchFilter>('all');

  const indexed = useMemo(() => indexEntries(entries.data ?? []), [entries.data]);
  const byRating = useMemo(() => sortIndexed(indexed, 'highest'), [indexed]);
  const results = useMemo(() => {
    if (filter === 'highest') return filterIndexed(byRating, query, NO_FILTERS);
    if (filter === 'recent') {
      const since = new Date(Date.now() - RECENT_DAYS * 86_400_000).toISOString().slice(0, 10);
      return filterIndexed(indexed, query, { ...NO_FILTERS, dateRange: { from: since, to: null } });
    }
    if (filter === 'all') return filterIndexed(indexed, query, NO_FILTERS);
    return filterIndexed(indexed, query, { ...NO_FILTERS, types: [filter] });
  }, [indexed, byRating, query, filter]);

  return (
    <div>
      <PageHeader title={t`Search ${PRODUCT_NAME}`} />
      <SearchField
        label={t`Search entries`}
        className="mb-3"
        large
        placeholder={t`Search by strain name, type, effect...`}
        value={query}
        onValueChange={setQuery}
        enterKeyHint="search"
        // The search icon in the top bar leads here: typing can start at once.
        autoFocus
      />
      <fieldset className="mb-4 flex min-w-0 flex-wrap gap-2">
        <legend className="sr-only">{t`Filter entries`}</legend>
        {SEARCH_FILTERS.map((f) => (
          <Chip
            key={f}
            pressed={filter === f}
            onPressedChange={() => setFilter(f)}
            icon={
              f in STRAIN_DOT ? (
                <span aria-hidden="true" className={`size-2.5 rounded-full ${STRAIN_DOT[f]}`} />
              ) : null
            }
          >
            {i18n._(FILTER_LABELS[f] ?? label(f))}
          </Chip>
        ))}
      </fieldset>

      <QueryState
        queries={[entries]}
        loading={t`Loading entries...`}
        failed={t`Your entries could not be loaded`}
      >
        {(all) =>
          results.length === 0 ? (
            <EmptyState
              icon={SearchX}
              title={
                all.length === 0
                  ? t`No ${PRODUCT_NAME} entries found`
                  : t`No entries match your search criteria`
              }
              hint={
                all.length === 0
                  ? t`Entries you create show up here.`
                  : filter === 'recent'
                    ? t`Recent shows the last ${RECENT_DAYS} days. Try another filter or search term.`
                    : t`Try another filter or search term.`
              }
            />
          ) : (
            <>
              <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
                {filter === 'recent'
                  ? plural(results.length, {
                      one: `# result from the last ${RECENT_DAYS} days`,
                      other: `# results from the last ${RECENT_DAYS} days`,
                    })
                  : plural(results.length, { one: '# result', other: '# results' })}
              </p>
              <EntryList entries={results} label={t`Search results`} />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
