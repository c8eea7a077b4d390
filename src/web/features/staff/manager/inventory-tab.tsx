import {
  FORECAST_LABELS,
  STASH_LEVEL_FILTERS,
  type StashLevelFilter,
} from '../../../../shared/dashboard-rules';
import type { DashboardStashItem } from '../../../../shared/dashboards';
import { AMOUNT_LABELS, productLabel } from '../../../../shared/stash-rules';
import { formatDate } from '../../../lib/dates';
import { AmountBadge } from '../../../ui/amount-bar';
import { SelectField } from '../../../ui/field';
import { type Column, PagedTable, strainColumn } from '../dashboard/data-table';
import { SearchAndUser } from '../dashboard/parts';
import { usePagedQuery } from '../dashboard/use-paged-query';
import { inventoryFilters, managerQueries } from './api';

const PAGE_SIZE = 20;

const LEVEL_LABELS: Record<StashLevelFilter, string> = {
  all: 'All levels',
  restock: 'Needs restocking',
  ...AMOUNT_LABELS,
};

const COLUMNS: Column<DashboardStashItem>[] = [
  strainColumn('min-w-32'),
  { key: 'user', header: 'User', cell: (i) => i.username },
  { key: 'product', header: 'Product', cell: (i) => productLabel(i.productType) },
  {
    key: 'quantity',
    header: 'Quantity',
    className: 'whitespace-nowrap tabular-nums',
    cell: (i) => `${i.quantity} ${i.quantityUnit}`,
  },
  { key: 'amount', header: 'Amount', cell: (i) => <AmountBadge level={i.currentAmount} /> },
  {
    key: 'forecast',
    header: 'Lasts about',
    className: 'whitespace-nowrap',
    cell: (i) => (
      <span className={i.currentAmount === 'empty' ? 'font-medium text-destructive' : ''}>{i.forecast}</span>
    ),
  },
  { key: 'updated', header: 'Updated', className: 'whitespace-nowrap', cell: (i) => formatDate(i.updatedAt) },
];

/** Every user's stash, searched and filtered by level on the server, with how long each item will last. */
export function InventoryTab() {
  const [state, update, items] = usePagedQuery(
    inventoryFilters.current,
    PAGE_SIZE,
    managerQueries.stash,
    (next) => {
      inventoryFilters.current = next;
    },
  );

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-3 rounded-2xl border border-border bg-card p-3 shadow-sm sm:grid-cols-3">
        <SearchAndUser id="stash" value={state} onChange={update} placeholder="Strain or product" />
        <SelectField
          id="stash-level"
          label="Amount"
          value={state.level}
          values={STASH_LEVEL_FILTERS}
          optionLabel={(l) => LEVEL_LABELS[l]}
          onValueChange={(level) => update({ level })}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        How long an item lasts, by amount: high {FORECAST_LABELS.high}, medium {FORECAST_LABELS.medium}, low{' '}
        {FORECAST_LABELS.low}.
      </p>
      <PagedTable
        label="Stash items"
        columns={COLUMNS}
        empty="No stash items found"
        pageLabel="stash items"
        {...items}
      />
    </div>
  );
}
