import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ComponentProps, type ReactNode, useSyncExternalStore } from 'react';
import { label } from '../../../../shared/constants';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { QueryState } from '../../../ui/query-state';
import type { Page } from './paged';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Extra classes for the cell (and its header). */
  className?: string;
  /** On a phone: 'title' leads the card, 'actions' closes it, 'hide' leaves the column out. */
  phone?: 'title' | 'actions' | 'hide';
}

/** A record's number, first column of an admin table. */
export function idColumn<T extends { id: number }>(): Column<T> {
  return {
    key: 'id',
    header: <Trans>ID</Trans>,
    className: 'tabular-nums text-muted-foreground',
    cell: (r) => r.id,
  };
}

/** What can be done to a row (its buttons), last column of an admin table; it closes the card on a phone. */
export function actionsColumn<T>(cell: (row: T) => ReactNode): Column<T> {
  return { key: 'actions', header: <Trans>Actions</Trans>, phone: 'actions', className: 'text-right', cell };
}

/** The strain a row is about, with its type under it (when known); it leads the card on a phone. */
export function strainColumn<T extends { strainName: string; strainType: string | null }>(
  className: string,
): Column<T> {
  return {
    key: 'strain',
    header: <Trans>Strain</Trans>,
    phone: 'title',
    cell: (r) => (
      <div className={className}>
        <p className="font-medium">{r.strainName}</p>
        {r.strainType ? (
          <p className="text-xs font-normal text-muted-foreground">
            <StrainType type={r.strainType} />
          </p>
        ) : null}
      </div>
    ),
  };
}

/** A strain type's shared label, in the active language. */
function StrainType({ type }: { type: string }) {
  const { i18n } = useLingui();
  return <>{i18n._(label(type))}</>;
}

const WIDE = '(min-width: 768px)';
function subscribe(onChange: () => void) {
  const mq = window.matchMedia(WIDE);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}
/** Whether the screen is wide enough for a table (md and up); phones get cards. */
export function useWide() {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}

/**
 * A list of records: a table on wide screens, a card per row on phones (label and value pairs), with the
 * loading, failure and empty states in the same place.
 */
interface DataTableProps<T> {
  /** Names the table for assistive technology. */
  label: string;
  columns: Column<T>[];
  rows: T[];
  /** A row's React key: by default its `id` (every record the dashboards list has one). */
  rowKey?: (row: T) => string | number;
  empty: string;
  className?: string;
}

const byId = (row: unknown) => (row as { id: string | number }).id;

/** A query's rows in a `DataTable`, with its loading and failure states. */
export function QueryTable<T>({
  query,
  ...table
}: Omit<DataTableProps<T>, 'rows'> & { query: UseQueryResult<T[]> }) {
  const { t } = useLingui();
  return (
    <QueryState queries={[query]} loading={t`Loading...`}>
      {(rows) => <DataTable {...table} rows={rows} />}
    </QueryState>
  );
}

/** A page of a server-paged list: the table, then "Showing 1–25 of 80" with the page buttons. */
export function PagedTable<T>({
  query,
  page,
  pageSize,
  onPage,
  pageLabel,
  ...table
}: Omit<DataTableProps<T>, 'rows'> & {
  query: UseQueryResult<Page<T>>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** What the pages are of ("users"), for the page navigation's name. */
  pageLabel: string;
}) {
  const { t } = useLingui();
  return (
    <PagedList
      query={query}
      loading={t`Loading...`}
      empty={table.empty}
      page={page}
      pageSize={pageSize}
      onPage={onPage}
      pageLabel={pageLabel}
    >
      {(rows) => <DataTable {...table} rows={rows} />}
    </PagedList>
  );
}

/**
 * A server-paged list drawn by `children` (cards, a feed): its failure (with a retry), loading and empty
 * states, then the page buttons when `onPage` is given.
 */
export function PagedList<T>({
  query,
  empty,
  loading,
  children,
  page = 1,
  pageSize = 0,
  onPage,
  pageLabel,
}: {
  query: UseQueryResult<Page<T>>;
  empty: string;
  /** The spinner's words. */
  loading?: string;
  children: (rows: T[]) => ReactNode;
  page?: number;
  pageSize?: number;
  onPage?: (page: number) => void;
  pageLabel?: string;
}) {
  return (
    <>
      <QueryState
        queries={[query]}
        loading={loading}
        isEmpty={({ rows }) => rows.length === 0}
        empty={<NothingToShow>{empty}</NothingToShow>}
      >
        {({ rows }) => children(rows)}
      </QueryState>
      {onPage ? (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={query.data?.total}
          busy={query.isFetching}
          onPage={onPage}
          label={pageLabel}
        />
      ) : null}
    </>
  );
}

/** A server-paged grid of cards, named `label`: the grid draws each card's frame, `card` what is inside. */
export function PagedCards<T extends { id: number }>({
  label,
  className,
  cardClassName,
  card,
  ...list
}: Omit<ComponentProps<typeof PagedList<T>>, 'children'> & {
  label: string;
  className?: string;
  cardClassName?: string;
  card: (row: T) => ReactNode;
}) {
  return (
    <PagedList<T> {...list}>
      {(rows) => (
        <ul aria-label={label} className={cn('grid grid-cols-1 gap-3 md:grid-cols-2', className)}>
          {rows.map((row) => (
            <li
              key={row.id}
              className={cn(
                'flex flex-col rounded-2xl border border-border bg-card p-4 shadow-sm',
                cardClassName,
              )}
            >
              {card(row)}
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

export function DataTable<T>({ label, columns, rows, rowKey = byId, empty, className }: DataTableProps<T>) {
  const wide = useWide();
  if (rows.length === 0) return <NothingToShow>{empty}</NothingToShow>;

  if (!wide) {
    const title = columns.find((c) => c.phone === 'title');
    const actions = columns.find((c) => c.phone === 'actions');
    const rest = columns.filter((c) => !c.phone);
    return (
      <ul aria-label={label} className={cn('grid gap-3', className)}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-2xl border border-border bg-card p-4 shadow-sm">
            {title || actions ? (
              <div className="mb-2 flex items-start justify-between gap-2">
                <div className="min-w-0 pt-0.5 font-semibold">{title?.cell(row)}</div>
                {actions ? <div className="-mt-2 -mr-2 flex shrink-0 gap-1">{actions.cell(row)}</div> : null}
              </div>
            ) : null}
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              {rest.map((c) => (
                <div key={c.key} className="contents">
                  <dt className="text-muted-foreground">{c.header}</dt>
                  <dd className="min-w-0 break-words">{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  }

  return (
    // A table wider than its box scrolls inside it; the box takes focus so a keyboard can scroll it too.
    <section
      aria-label={label}
      tabIndex={0}
      className={cn(
        'overflow-x-auto rounded-2xl border border-border bg-card shadow-sm focus-visible:outline-2',
        className,
      )}
    >
      <table aria-label={label} className="w-full border-collapse text-left text-sm">
        <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={cn('px-4 py-3 font-semibold whitespace-nowrap', c.className)}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-border align-middle hover:bg-muted/40">
              {columns.map((c) => (
                <td key={c.key} className={cn('px-4 py-2.5', c.className)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A dashboard list's or panel's one-line "nothing here" (the screens' own empty states are ui/empty-state). */
export function NothingToShow({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-border bg-card/60 px-4 py-10 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}

/** "Showing 21–40 of 1,000" with previous and next page buttons. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  busy,
  label,
}: {
  page: number;
  pageSize: number;
  total: number | undefined;
  onPage: (page: number) => void;
  busy?: boolean;
  label?: string;
}) {
  const { t } = useLingui();
  if (!total) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = formatNumber((page - 1) * pageSize + 1);
  const to = formatNumber(Math.min(total, page * pageSize));
  const all = formatNumber(total);
  const what = label ?? t`results`;
  return (
    <nav aria-label={t`Pages of ${what}`} className="mt-3 flex items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {t`Showing ${from}–${to} of ${all}`}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={t`Previous page`}
            disabled={page <= 1 || busy}
            onClick={() => onPage(page - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <span className="min-w-16 text-center tabular-nums text-muted-foreground">
            {page} / {pages}
          </span>
          <Button
            variant="outline"
            size="icon"
            aria-label={t`Next page`}
            disabled={page >= pages || busy}
            onClick={() => onPage(page + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
