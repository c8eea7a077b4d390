import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Lock, NotebookText, ShieldCheck, Star, Unlock } from 'lucide-react';
import { useState } from 'react';
import { label } from '../../../../shared/constants';
import type { DashboardEntry } from '../../../../shared/dashboards';
import { formatDate } from '../../../lib/dates';
import { formatNumber, oneDecimal } from '../../../lib/format';
import { DialogFor } from '../../../ui/dialog';
import { SearchField } from '../../../ui/search-field';
import { type Column, idColumn, PagedTable } from '../dashboard/data-table';
import { Stars, StatRow } from '../dashboard/parts';
import { usePagedQuery } from '../dashboard/use-paged-query';
import { adminQueries } from './api';

const PAGE_SIZE = 25;
/** Notes longer than this are cut in the table; the full note opens in a dialog. */
const NOTE_PREVIEW = 60;

/** All users' entries, private notes included (admins read every note), with the three summary cards. */
export function EntriesTab() {
  const [list, update, entries] = usePagedQuery({ q: '', page: 1 }, PAGE_SIZE, adminQueries.entries);
  const stats = useQuery(adminQueries.stats());
  const [reading, setReading] = useState<DashboardEntry | null>(null);
  const e = stats.data?.entries;
  const { i18n, t } = useLingui();

  const columns: Column<DashboardEntry>[] = [
    idColumn(),
    { key: 'user', header: t`User`, cell: (r) => r.username },
    {
      key: 'strain',
      header: t`Strain`,
      phone: 'title',
      cell: (r) => <span className="font-medium">{r.strainName}</span>,
    },
    { key: 'type', header: t`Type`, cell: (r) => i18n._(label(r.strainType)) },
    { key: 'method', header: t`Method`, cell: (r) => i18n._(label(r.method)) },
    { key: 'rating', header: t`Rating`, cell: (r) => <Stars rating={r.overallRating} /> },
    {
      key: 'access',
      header: t`Manager Access`,
      cell: (r) =>
        r.allowManagerAccess ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200">
            <Unlock className="size-3" aria-hidden="true" /> <Trans>Allowed</Trans>
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground">
            <Lock className="size-3" aria-hidden="true" /> <Trans>Private</Trans>
          </span>
        ),
    },
    {
      key: 'created',
      header: t`Created`,
      className: 'whitespace-nowrap',
      cell: (r) => formatDate(r.createdAt),
    },
    {
      key: 'notes',
      header: t`Notes`,
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
            aria-label={t`Read the full note on ${r.strainName}`}
          >
            {note.slice(0, NOTE_PREVIEW).trimEnd()}…
          </button>
        );
      },
    },
  ];

  return (
    <div className="grid grid-cols-1 gap-4">
      <StatRow
        data={e}
        query={stats}
        explain
        cards={[
          { label: t`Total Entries`, icon: NotebookText, value: (d) => formatNumber(d.total) },
          {
            label: t`Manager Accessible`,
            icon: ShieldCheck,
            tone: 'success',
            value: (d) => formatNumber(d.managerAccessible),
            hint: (d) =>
              d.total
                ? t`${formatNumber(Math.round((d.managerAccessible / d.total) * 100))}% of entries`
                : undefined,
          },
          {
            label: t`Average Rating`,
            icon: Star,
            tone: 'warning',
            value: (d) => oneDecimal(d.averageRating),
          },
        ]}
      />
      <SearchField
        id="admin-entries-q"
        label={t`Search entries`}
        className="w-full max-w-sm"
        placeholder={t`Strain, notes or product type`}
        value={list.q}
        onValueChange={(q) => update({ q })}
      />
      <PagedTable
        label={t`Journal entries`}
        columns={columns}
        empty={t`No journal entries found`}
        pageLabel={t`entries`}
        {...entries}
      />
      <DialogFor
        of={reading}
        onOpenChange={(open) => !open && setReading(null)}
        title={(e) => t`Full Note - ${e.strainName}`}
        description={(e) => `${e.username} · ${formatDate(e.createdAt)}`}
      >
        {(e) => <p className="text-sm leading-relaxed whitespace-pre-line">{e.notes}</p>}
      </DialogFor>
    </div>
  );
}
