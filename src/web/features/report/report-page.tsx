import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Printer, Share2 } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Share } from '../../../shared/report';
import { errorMessage } from '../../lib/api';
import { formatDate, formatDateTime, formatDay } from '../../lib/dates';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { CopyButton } from '../../ui/copy-button';
import { Input, Label } from '../../ui/field';
import { PageHeader } from '../../ui/page';
import { QueryState } from '../../ui/query-state';
import { Switch } from '../../ui/switch';
import { TimeZoneNotice } from '../../ui/time-zone-notice';
import { type ReportPeriod, reportQueries, useCreateShare, useRevokeShare } from './api';
import { ReportView } from './report-view';
import './report.css';

/** "Mar 1, 2026 to Mar 30, 2026 · with notes · 2 views · last … · expires …": one link, its parts in the active language. */
function shareLine(i18n: I18n, s: Share): string {
  const from = formatDay(s.from);
  const to = formatDay(s.to);
  const parts = [i18n._(msg`${from} to ${to}`)];
  if (s.includeNotes) parts.push(i18n._(msg`with notes`));
  parts.push(i18n._(msg`${plural(s.viewCount, { one: '# view', other: '# views' })}`));
  if (s.lastViewedAt) {
    const last = formatDateTime(s.lastViewedAt);
    parts.push(i18n._(msg`last ${last}`));
  }
  const expires = formatDate(s.expiresAt);
  parts.push(
    s.active ? i18n._(msg`expires ${expires}`) : s.revokedAt ? i18n._(msg`revoked`) : i18n._(msg`expired`),
  );
  return parts.join(' · ');
}

function ShareLinks({ period }: { period: ReportPeriod }) {
  const shares = useQuery(reportQueries.shares());
  const create = useCreateShare();
  const revoke = useRevokeShare();
  // The new link is the last creation's answer: shown once, here.
  const link = create.data ? `${window.location.origin}${create.data.url}` : null;
  // The phone's share sheet, where the browser has one.
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const { i18n, t } = useLingui();
  return (
    <Card className="no-print">
      <CardHeader>
        <CardTitle>
          <Trans>Share links</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="text-muted-foreground">
          <Trans>
            A link shows this period's report to anyone who has it, without an account, for 7 days.
          </Trans>
        </p>
        <Button onClick={() => create.mutate(period)} busy={create.isPending}>
          <Trans>Create share link</Trans>
        </Button>
        {create.isError ? <p role="alert">{errorMessage(create.error)}</p> : null}
        {link ? (
          <div className="space-y-2 rounded-lg border border-border bg-muted/40 p-3">
            <p>
              <Trans>Your new link, shown this once: copy or share it now.</Trans>{' '}
              <a href={link} className="break-all underline" data-testid="share-url">
                {link}
              </a>
            </p>
            <div className="flex flex-wrap gap-2">
              <CopyButton text={link} label={t`The link`} />
              {canShare ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    navigator.share({ title: t`My strain journal report`, url: link }).catch(() => {
                      // Dismissed by the person, or refused: the link stays here to copy.
                    })
                  }
                >
                  <Share2 aria-hidden="true" /> <Trans>Share</Trans>
                </Button>
              ) : null}
            </div>
          </div>
        ) : null}
        <ul className="space-y-2" aria-label={t`Your share links`}>
          {shares.data?.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-2"
            >
              <span>{shareLine(i18n, s)}</span>
              {s.active ? (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    revoke.mutate(s.id, {
                      // The new link's box goes with the link: revoked, there is nothing left to copy.
                      onSuccess: () => {
                        if (create.data?.id === s.id) create.reset();
                      },
                    })
                  }
                >
                  <Trans>Revoke</Trans>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export default function ReportPage() {
  // The period's controls: the report follows them as they change.
  const form = useForm({ defaultValues: { from: '', to: '', notes: false } });
  const { from, to, notes } = form.watch();
  const ids = { from: useId(), to: useId(), notes: useId() };
  const period = { from, to, includeNotes: notes };
  const report = useQuery(reportQueries.report(period));
  // The default period (the last 30 days, in the account's zone) is shown in the fields once the server
  // says which days it is; the same answer is kept under those days, so nothing is asked again.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (from || to || !report.data) return;
    const chosen = { from: report.data.from, to: report.data.to, includeNotes: notes };
    queryClient.setQueryData(reportQueries.report(chosen).queryKey, report.data);
    form.reset({ from: chosen.from, to: chosen.to, notes });
  }, [from, to, notes, report.data, queryClient, form]);
  const { t } = useLingui();
  return (
    <div>
      <PageHeader
        className="no-print"
        title={t`Report`}
        subtitle={t`A summary to show a doctor or budtender. The last 30 days unless you choose dates.`}
        actions={
          <Button onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" /> <Trans>Print / Save as PDF</Trans>
          </Button>
        }
      />
      <div className="no-print mb-4 flex flex-wrap items-end gap-4">
        <div>
          <Label htmlFor={ids.from}>
            <Trans>From</Trans>
          </Label>
          <Input id={ids.from} type="date" {...form.register('from')} />
        </div>
        <div>
          <Label htmlFor={ids.to}>
            <Trans>To</Trans>
          </Label>
          <Input id={ids.to} type="date" {...form.register('to')} />
        </div>
        <div className="flex items-center gap-2 pb-2">
          <Controller
            control={form.control}
            name="notes"
            render={({ field }) => (
              <Switch id={ids.notes} checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
          <Label htmlFor={ids.notes}>
            <Trans>Include notes</Trans>
          </Label>
        </div>
      </div>
      {/* The period's days are the account's. */}
      <TimeZoneNotice className="no-print mb-4" />
      <div className="print-area">
        <h1 className="hidden text-xl font-bold print:block">
          <Trans>Strain journal report</Trans>
        </h1>
        <QueryState
          queries={[report]}
          loading={t`Loading report...`}
          failed={t`The report could not be made`}
        >
          {(data) => <ReportView report={data} />}
        </QueryState>
      </div>
      <div className="mt-6">
        <ShareLinks period={period} />
      </div>
    </div>
  );
}
