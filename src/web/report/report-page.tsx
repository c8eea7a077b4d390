import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useId, useState } from 'react';
import type { CreatedShare, Report } from '../../shared/report';
import { errorMessage, getJson, sendJson } from '../lib/api';
import { Button } from '../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { Input, Label } from '../ui/field';
import { PageHeader } from '../ui/page';
import { Spinner } from '../ui/spinner';
import { Switch } from '../ui/switch';
import { ReportView } from './report-view';
import { sharesQuery } from './shares-api';
import './report.css';

function reportUrl(from: string, to: string, notes: boolean) {
  const q = new URLSearchParams({ notes: String(notes) });
  if (from) q.set('from', from);
  if (to) q.set('to', to);
  return `/api/report?${q}`;
}

function ShareLinks({ from, to, includeNotes }: { from: string; to: string; includeNotes: boolean }) {
  const queryClient = useQueryClient();
  const shares = useQuery(sharesQuery());
  const [created, setCreated] = useState<CreatedShare | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['/api/shares'] });
  const create = useMutation({
    mutationFn: () =>
      sendJson<CreatedShare>('POST', '/api/shares', {
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
        includeNotes,
      }),
    onSuccess: (share) => {
      setCreated(share);
      refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (id: number) => sendJson('DELETE', `/api/shares/${id}`),
    onSuccess: refresh,
  });
  const link = created ? `${window.location.origin}${created.url}` : null;
  return (
    <Card className="no-print">
      <CardHeader>
        <CardTitle>Share links</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="text-muted-foreground">
          A link shows this period's report to anyone who has it, without an account, for 7 days.
        </p>
        <Button onClick={() => create.mutate()} disabled={create.isPending}>
          Create share link
        </Button>
        {create.isError ? <p role="alert">{errorMessage(create.error)}</p> : null}
        {link ? (
          <p>
            New link (shown once):{' '}
            <a href={link} className="break-all underline" data-testid="share-url">
              {link}
            </a>
          </p>
        ) : null}
        <ul className="space-y-2" aria-label="Your share links">
          {shares.data?.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-2"
            >
              <span>
                {s.from} to {s.to}
                {s.includeNotes ? ' · with notes' : ''} · {s.viewCount} {s.viewCount === 1 ? 'view' : 'views'}
                {s.lastViewedAt ? ` · last ${new Date(s.lastViewedAt).toLocaleString()}` : ''} ·{' '}
                {s.active
                  ? `expires ${new Date(s.expiresAt).toLocaleDateString()}`
                  : s.revokedAt
                    ? 'revoked'
                    : 'expired'}
              </span>
              {s.active ? (
                <Button variant="outline" size="sm" onClick={() => revoke.mutate(s.id)}>
                  Revoke
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
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [notes, setNotes] = useState(false);
  const ids = { from: useId(), to: useId(), notes: useId() };
  const url = reportUrl(from, to, notes);
  const report = useQuery({ queryKey: [url], queryFn: () => getJson<Report>(url), retry: false });
  return (
    <div>
      <PageHeader
        className="no-print"
        title="Report"
        subtitle="A summary to show a doctor or budtender. The last 30 days unless you choose dates."
        actions={
          <Button onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" /> Print / Save as PDF
          </Button>
        }
      />
      <div className="no-print mb-4 flex flex-wrap items-end gap-4">
        <div>
          <Label htmlFor={ids.from}>From</Label>
          <Input id={ids.from} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div>
          <Label htmlFor={ids.to}>To</Label>
          <Input id={ids.to} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <div className="flex items-center gap-2 pb-2">
          <Switch id={ids.notes} checked={notes} onCheckedChange={setNotes} />
          <Label htmlFor={ids.notes}>Include notes</Label>
        </div>
      </div>
      <div className="print-area">
        <h1 className="hidden text-xl font-bold print:block">Strain journal report</h1>
        {report.isPending ? <Spinner label="Loading report..." /> : null}
        {report.isError ? <p role="alert">{errorMessage(report.error)}</p> : null}
        {report.data ? <ReportView report={report.data} /> : null}
      </div>
      <div className="mt-6">
        <ShareLinks from={from} to={to} includeNotes={notes} />
      </div>
    </div>
  );
}
