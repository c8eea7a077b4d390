import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { STASH_LEVEL_FILTERS, type StashLevelFilter } from '../../../../shared/dashboard-rules';
import type { DashboardStashItem } from '../../../../shared/dashboards';
import { AMOUNT_LABELS, productLabel } from '../../../../shared/stash-rules';
import { formatDate } from '../../../lib/dates';
import { AmountBadge } from '../../../ui/amount-bar';
import { SelectField } from '../../../ui/field';
import { quantityText } from '../../stash/quantity-text';
import { type Column, PagedTable, strainColumn } from '../dashboard/data-table';
import { Forecast, forecastText, Translated } from '../dashboard/labels';
import { SearchAndUser } from '../dashboard/parts';
import { usePagedQuery } from '../dashboard/use-paged-query';
import { inventoryFilters, managerQueries } from './api';

const PAGE_SIZE = 20;

const LEVEL_LABELS: Record<StashLevelFilter, MessageDescriptor | string> = {
  all: msg`All levels`,
  restock: msg`Needs restocking`,
  ...AMOUNT_LABELS,
};

const COLUMNS: Column<DashboardStashItem>[] = [
  strainColumn('min-w-32'),
  { key: 'user', header: <Trans>User</Trans>, cell: (i) => i.username },
  {
    key: 'product',
    header: <Trans>Product</Trans>,
    cell: (i) => <Translated id={productLabel(i.productType)} />,
  },
  {
    key: 'quantity',
    header: <Trans>Quantity</Trans>,
    className: 'whitespace-nowrap tabular-nums',
    cell: (i) => quantityText(i.quantity, i.quantityUnit, i.productType),
  },
  { key: 'amount', header: <Trans>Amount</Trans>, cell: (i) => <AmountBadge level={i.currentAmount} /> },
  {
    key: 'forecast',
    header: <Trans>Lasts about</Trans>,
    className: 'whitespace-nowrap',
    cell: (i) => (
      <span className={i.currentAmount === 'empty' ? 'font-medium text-destructive' : ''}>
        <Forecast words={i.forecast} />
      </span>
    ),
  },
  {
    key: 'updated',
    header: <Trans>Updated</Trans>,
    className: 'whitespace-nowrap',
    cell: (i) => formatDate(i.updatedAt),
  },
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
  const { i18n, t } = useLingui();
  const high = forecastText(i18n, 'high');
  const medium = forecastText(i18n, 'medium');
  const low = forecastText(i18n, 'low');

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-3 rounded-2xl border border-border bg-card p-3 shadow-sm sm:grid-cols-3">
        <SearchAndUser id="stash" value={state} onChange={update} placeholder={t`Strain or product`} />
        <SelectField
          id="stash-level"
          label={t`Amount`}
          value={state.level}
          values={STASH_LEVEL_FILTERS}
          optionLabel={(l) => {
            const words = LEVEL_LABELS[l];
            return typeof words === 'string' ? i18n._(words) : i18n._(words);
          }}
          onValueChange={(level) => update({ level })}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        <Trans>
          How long an item lasts, by amount: high {high}, medium {medium}, low {low}.
        </Trans>
      </p>
      <PagedTable
        label={t`Stash items`}
        columns={COLUMNS}
        empty={t`No stash items found`}
        pageLabel={t`stash items`}
        {...items}
      />
    </div>
  );
}
