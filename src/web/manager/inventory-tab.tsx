import { useQuery } from '@tanstack/react-query';
import { Search, UserRound } from 'lucide-react';
import { useState } from 'react';
import { label } from '../../shared/constants';
import { FORECAST_LABELS, STASH_LEVEL_FILTERS, type StashLevelFilter } from '../../shared/dashboard-rules';
import type { DashboardStashItem } from '../../shared/dashboards';
import { productLabel } from '../../shared/stash-rules';
import { type Column, DataTable, Pagination } from '../dashboard/data-table';
import { formatDate } from '../dashboard/format';
import { useDebounced } from '../dashboard/paged';
import { AmountBadge } from '../dashboard/parts';
import { Input, Label, NativeSelect } from '../ui/field';
import { inventoryFilters, managerQueries } from './api';

const PAGE_SIZE = 20;

const LEVEL_LABELS: Record<StashLevelFilter, string> = {
  all: 'All levels',
  restock: 'Needs restocking',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  empty: 'Empty',
};

const COLUMNS: Column<DashboardStashItem>[] = [
  {
    key: 'strain',
    header: 'Strain',
    phone: 'title',
    cell: (i) => (
      <div className="min-w-32">
        <p className="font-medium">{i.strainName}</p>
        {i.strainType ? (
          <p className="text-xs font-normal text-muted-foreground">{label(i.strainType)}</p>
        ) : null}
      </div>
    ),
  },
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
  const [state, setState] = useState(inventoryFilters.current);
  const update = (patch: Partial<typeof state>) => {
    const next = { ...state, page: 1, ...patch };
    inventoryFilters.current = next;
    setState(next);
  };
  const q = useDebounced(state.q);
  const user = useDebounced(state.user);
  const query = useQuery(
    managerQueries.stash({ q, user, level: state.level, page: state.page, pageSize: PAGE_SIZE }),
  );

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-3 rounded-2xl border border-border bg-card p-3 shadow-sm sm:grid-cols-3">
        <div className="grid gap-1">
          <Label htmlFor="stash-q">Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="stash-q"
              type="search"
              className="pl-9"
              placeholder="Strain or product"
              value={state.q}
              onChange={(e) => update({ q: e.target.value })}
            />
          </div>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="stash-user">Username</Label>
          <div className="relative">
            <UserRound
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="stash-user"
              type="search"
              className="pl-9"
              placeholder="Filter by username"
              value={state.user}
              onChange={(e) => update({ user: e.target.value })}
            />
          </div>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="stash-level">Amount</Label>
          <NativeSelect
            id="stash-level"
            value={state.level}
            onChange={(e) => update({ level: e.target.value as StashLevelFilter })}
          >
            {STASH_LEVEL_FILTERS.map((l) => (
              <option key={l} value={l}>
                {LEVEL_LABELS[l]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        How long an item lasts, by amount: high {FORECAST_LABELS.high}, medium {FORECAST_LABELS.medium}, low{' '}
        {FORECAST_LABELS.low}.
      </p>
      <DataTable
        label="Stash items"
        columns={COLUMNS}
        rows={query.data?.rows}
        rowKey={(i) => i.id}
        empty="No stash items found"
        loading={query.isPending}
        error={query.isError ? query.error.message : null}
      />
      <Pagination
        page={state.page}
        pageSize={PAGE_SIZE}
        total={query.data?.total}
        busy={query.isFetching}
        onPage={(page) => update({ page })}
        label="stash items"
      />
    </div>
  );
}
