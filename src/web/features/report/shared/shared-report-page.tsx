import { useQuery } from '@tanstack/react-query';
import { Link2Off } from 'lucide-react';
import { useParams } from 'wouter';
import { ApiError } from '../../../lib/api';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { Spinner } from '../../../ui/spinner';
import { ReportView } from '../report-view';
import { sharedReportQuery } from './api';
import '../report.css';

/** /shared/{token}: a read-only report for anyone with the link; links to nothing of the account. */
export default function SharedReportPage() {
  const { token = '' } = useParams<{ token: string }>();
  const report = useQuery(sharedReportQuery(token));
  return (
    <main id="main" className="mx-auto max-w-3xl p-6">
      {report.isPending ? <Spinner label="Loading report..." /> : null}
      {report.isError ? (
        <div className="mx-auto max-w-md rounded-3xl border border-border bg-card p-8 text-center shadow-sm">
          <Link2Off className="mx-auto mb-4 size-10 text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-bold">This link no longer works</h1>
          <p className="mt-2 text-sm text-muted-foreground">
            {report.error instanceof ApiError && report.error.status === 429
              ? 'Too many links were tried from here. Wait a minute and try again.'
              : 'It may have expired or been revoked. Ask the person who shared it for a new link.'}
          </p>
        </div>
      ) : null}
      {report.data ? (
        <div className="print-area">
          <header className="mb-4">
            <h1 className="text-2xl font-bold">Strain journal report</h1>
            <p className="mt-1 text-sm text-muted-foreground" data-testid="shared-by">
              {report.data.profile.displayName
                ? `Shared by ${report.data.profile.displayName}`
                : 'Shared from a Strain Journal account'}{' '}
              · {formatDay(report.data.from)} to {formatDay(report.data.to)}
              {report.data.share ? (
                <span className="no-print">
                  {' '}
                  · This link works until {formatDateTime(report.data.share.expiresAt)}
                </span>
              ) : null}
            </p>
          </header>
          <ReportView report={report.data} />
        </div>
      ) : null}
    </main>
  );
}
