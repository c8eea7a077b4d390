import { useQuery } from '@tanstack/react-query';
import { Lock, NotebookText, Search, ShieldCheck, Star, Unlock } from 'lucide-react';
import { useState } from 'react';
import { label } from '../../shared/constants';
import type { DashboardEntry } from '../../shared/dashboards';
import { type Column, DataTable, Pagination } from '../dashboard/data-table';
import { formatDate, formatNumber, oneDecimal } from '../dashboard/format';
import { useDebounced } from '../dashboard/paged';
import { Stars, StatCard } from '../dashboard/parts';
import { Dialog, DialogContent } from '../ui/dialog';
import { Input, Label } from '../ui/field';
import { adminQueries } from './api';

const PAGE_SIZE = 25;
/** Notes longer than this are cut in the table; the full note opens in a dialog. */
const NOTE_PREVIEW = 60;

/** All users' entries, private notes included (admins read every note), with the three summary cards. */
export function EntriesTab() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebounced(q);
  const entries = useQuery(adminQueries.entries({ q: search, page, pageSize: PAGE_SIZE }));
  const stats = useQuery(adminQueries.stats());
  const [reading, setReading] = useState<DashboardEntry | null>(null);
  const e = stats.data?.entries;

  const columns: Column<DashboardEntry>[] = [
    { key: 'id', header: 'ID', className: 'tabular-nums text-muted-foreground', cell: (r) => r.id },
    { key: 'user', header: 'User', cell: (r) => r.username },
    {
      key: 'strain',
      header: 'Strain',
      phone: 'title',
      cell: (r) => <span className="font-medium">{r.strainName}</span>,
    },
    { key: 'type', header: 'Type', cell: (r) => label(r.strainType) },
    { key: 'method', header: 'Method', cell: (r) => label(r.method) },
    { key: 'rating', header: 'Rating', cell: (r) => <Stars rating={r.overallRating} /> },
    {
      key: 'access',
      header: 'Manager Access',
      cell: (r) =>
        r.allowManagerAccess ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200">
            <Unlock className="size-3" aria-hidden="true" /> Allowed
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground">
            <Lock className="size-3" aria-hidden="true" /> Private
          </span>
        ),
    },
    {
      key: 'created',
      header: 'Created',
      className: 'whitespace-nowrap',
      cell: (r) => formatDate(r.createdAt),
    },
    {
      key: 'notes',
      header: 'Notes',
      className: 'min-w-48',
      cell: (r) => {
        const note = r.notes?.trim();
        if (!note) return <span className="text-muted-foreground">—</span>;
        if (note.length <= NOTE_PREVIEW) return note;
        return (
          <button
            type="button"
            className="min-h-11 text-left underline decoration-dotted underline-offset-4 hover:text-primary"
            onClick={() => setReading(r)}
            aria-label={`Read the full note on ${r.strainName}`}
          >
            {note.slice(0, NOTE_PREVIEW).trimEnd()}…
          </button>
        );
      },
    },
  ];

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 [&>*:last-child]:col-span-2 sm:[&>*:last-child]:col-span-1">
        <StatCard
          label="Total Entries"
          icon={NotebookText}
          loading={!e}
          value={e ? formatNumber(e.total) : ''}
        />
        <StatCard
          label="Manager Accessible"
          icon={ShieldCheck}
          tone="success"
          loading={!e}
          value={e ? formatNumber(e.managerAccessible) : ''}
          hint={e?.total ? `${Math.round((e.managerAccessible / e.total) * 100)}% of entries` : undefined}
        />
        <StatCard
          label="Average Rating"
          icon={Star}
          tone="warning"
          loading={!e}
          value={e ? oneDecimal(e.averageRating) : ''}
        />
      </div>
      <div className="grid w-full max-w-sm gap-1">
        <Label htmlFor="admin-entries-q">Search entries</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="admin-entries-q"
            type="search"
            className="pl-9"
            placeholder="Strain, notes or product type"
            value={q}
            onChange={(ev) => {
              setQ(ev.target.value);
              setPage(1);
            }}
          />
        </div>
      </div>
      <DataTable
        label="Journal entries"
        columns={columns}
        rows={entries.data?.rows}
        rowKey={(r) => r.id}
        empty="No journal entries found"
        loading={entries.isPending}
        error={entries.isError ? entries.error.message : null}
      />
      <Pagination
        page={page}
        pageSize={PAGE_SIZE}
        total={entries.data?.total}
        busy={entries.isFetching}
        onPage={setPage}
        label="entries"
      />
      <Dialog open={reading !== null} onOpenChange={(open) => !open && setReading(null)}>
        {reading ? (
          <DialogContent
            title={`Full Note - ${reading.strainName}`}
            description={`${reading.username} · ${formatDate(reading.createdAt)}`}
          >
            <p className="text-sm leading-relaxed whitespace-pre-line">{reading.notes}</p>
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
