import { Trans, useLingui } from '@lingui/react/macro';
import { Lock, UserRound } from 'lucide-react';
import { label } from '../../../../shared/constants';
import {
  DAY_FILTERS,
  EFFECTS_SHOWN_IN_REVIEW,
  EFFECTS_SHOWN_IN_TABLE,
  MIN_RATING_FILTERS,
  productTypeOf,
  SORT_LABELS,
  SORTS,
} from '../../../../shared/dashboard-rules';
import type { DashboardEntry } from '../../../../shared/dashboards';
import { productTypeLabel } from '../../../../shared/entry-rules';
import { formatDate } from '../../../lib/dates';
import { SelectField } from '../../../ui/field';
import { type Column, PagedCards, PagedTable, strainColumn } from '../dashboard/data-table';
import { minRatingText, Translated } from '../dashboard/labels';
import { EffectChips, SearchAndUser, Stars } from '../dashboard/parts';
import { usePagedQuery } from '../dashboard/use-paged-query';
import { EMPTY_ENTRY_FILTERS, type EntryFilters, managerQueries } from './api';

const PAGE_SIZE = 20;

// Filters outlive the tab's mounting (moving between /manager paths mounts the screen afresh).
const remembered: Record<'entries' | 'reviews', EntryFilters & { page: number }> = {
  entries: { ...EMPTY_ENTRY_FILTERS, page: 1 },
  reviews: { ...EMPTY_ENTRY_FILTERS, page: 1 },
};

const COLUMNS: Column<DashboardEntry>[] = [
  strainColumn('min-w-36'),
  { key: 'user', header: <Trans>User</Trans>, cell: (e) => e.username },
  {
    key: 'product',
    header: <Trans>Product</Trans>,
    cell: (e) => <Translated id={productTypeLabel(productTypeOf(e.productType, e.method))} />,
  },
  { key: 'method', header: <Trans>Method</Trans>, cell: (e) => <Translated id={label(e.method)} /> },
  { key: 'rating', header: <Trans>Rating</Trans>, cell: (e) => <Stars rating={e.overallRating} /> },
  {
    key: 'effects',
    header: <Trans>Effects</Trans>,
    cell: (e) => <EffectChips effects={e.effects} shown={EFFECTS_SHOWN_IN_TABLE} />,
  },
  {
    key: 'notes',
    header: <Trans>Notes</Trans>,
    className: 'max-w-64',
    cell: (e) =>
      e.notes?.trim() ? (
        <span className="line-clamp-2" title={e.notes}>
          {e.notes}
        </span>
      ) : !e.allowManagerAccess ? (
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <Lock className="size-3.5" aria-hidden="true" /> <Trans>Private</Trans>
        </span>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  },
  {
    key: 'date',
    header: <Trans>Date</Trans>,
    className: 'whitespace-nowrap',
    cell: (e) => formatDate(e.createdAt),
  },
];

/**
 * Every user's entries (or, for reviews, the consented ones with a note), searched, filtered, sorted and
 * paged by the server.
 */
export function EntriesTab({ mode }: { mode: 'entries' | 'reviews' }) {
  const [state, update, entries] = usePagedQuery(
    remembered[mode],
    PAGE_SIZE,
    (filters) => managerQueries.entries({ ...filters, reviews: mode === 'reviews' }),
    (next) => {
      remembered[mode] = next;
    },
  );
  const { t } = useLingui();

  return (
    <div className="grid grid-cols-1 gap-4">
      <EntryFilterBar id={mode} value={state} onChange={update} />
      {mode === 'entries' ? (
        <PagedTable
          label={t`Entries`}
          columns={COLUMNS}
          empty={t`No journal entries found`}
          pageLabel={t`entries`}
          {...entries}
        />
      ) : (
        <PagedCards
          label={t`User reviews`}
          loading={t`Loading...`}
          empty={t`No reviews shared with managers yet`}
          pageLabel={t`reviews`}
          cardClassName="gap-3"
          card={(e) => <ReviewCard entry={e} />}
          {...entries}
        />
      )}
    </div>
  );
}

function ReviewCard({ entry: e }: { entry: DashboardEntry }) {
  const { i18n } = useLingui();
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{e.strainName}</h3>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <UserRound className="size-3.5" aria-hidden="true" /> {e.username} · {i18n._(label(e.strainType))}{' '}
            · {i18n._(productTypeLabel(productTypeOf(e.productType, e.method)))}
          </p>
        </div>
        <Stars rating={e.overallRating} className="text-sm" />
      </div>
      <blockquote className="border-l-2 border-primary pl-3 text-sm leading-relaxed whitespace-pre-line">
        {e.notes}
      </blockquote>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <EffectChips effects={e.effects} shown={EFFECTS_SHOWN_IN_REVIEW} />
        <span className="text-xs text-muted-foreground">{formatDate(e.createdAt)}</span>
      </div>
    </>
  );
}

const DAY_CHOICES: readonly EntryFilters['days'][] = [0, ...DAY_FILTERS];

/** The two search boxes and the date, minimum-rating and sort filters. */
export function EntryFilterBar({
  id,
  value,
  onChange,
}: {
  id: string;
  value: EntryFilters;
  onChange: (patch: Partial<EntryFilters>) => void;
}) {
  const { i18n, t } = useLingui();
  return (
    <div className="grid grid-cols-2 gap-3 rounded-2xl border border-border bg-card p-3 shadow-sm lg:grid-cols-[minmax(0,2fr)_minmax(0,1.3fr)_repeat(3,minmax(0,1fr))]">
      <SearchAndUser
        id={id}
        value={value}
        onChange={onChange}
        placeholder={t`Strain, notes or product type`}
        className="col-span-2 lg:col-span-1"
      />
      <SelectField
        id={`${id}-days`}
        label={t`Date`}
        value={value.days}
        values={DAY_CHOICES}
        optionLabel={(d) => (d === 0 ? t`All time` : t`Last ${d} days`)}
        onValueChange={(days) => onChange({ days })}
      />
      <SelectField
        id={`${id}-rating`}
        label={t`Minimum rating`}
        value={value.minRating}
        values={MIN_RATING_FILTERS.map((r) => r.value)}
        optionLabel={(v) =>
          minRatingText(i18n, v, MIN_RATING_FILTERS.find((r) => r.value === v)?.label ?? String(v))
        }
        onValueChange={(minRating) => onChange({ minRating })}
      />
      <SelectField
        id={`${id}-sort`}
        label={t`Sort`}
        className="col-span-2 lg:col-span-1"
        value={value.sort}
        values={SORTS}
        optionLabel={(s) => i18n._(SORT_LABELS[s])}
        onValueChange={(sort) => onChange({ sort })}
      />
    </div>
  );
}
