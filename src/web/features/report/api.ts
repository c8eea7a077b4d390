import { t } from '@lingui/core/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedShare, Report, ReportProfile, ReportProfileInput, Share } from '../../../shared/report';
import { getJson, sendJson } from '../../lib/api';
import type { PlaceError } from '../../lib/form-errors';
import { pathQuery } from '../../lib/path-query';
import { toast, toastError } from '../../lib/toast';

/** The report's period as the screen holds it: dates as typed ('' for the default), and the notes switch. */
export interface ReportPeriod {
  from: string;
  to: string;
  includeNotes: boolean;
}

function periodQuery({ from, to, includeNotes }: ReportPeriod) {
  const q = new URLSearchParams({ notes: String(includeNotes) });
  if (from) q.set('from', from);
  if (to) q.set('to', to);
  return q;
}

/** The report and the user's share links (a report seen through its link: `shared/api.ts`). */
export const reportQueries = {
  report: (period: ReportPeriod) =>
    queryOptions({
      queryKey: ['/api/report', period] as const,
      queryFn: () => getJson<Report>(`/api/report?${periodQuery(period)}`),
      // A period the server refuses says why at once; asking again would not change the answer.
      retry: false,
    }),
  /** The share links with their view counts (the report screen manages them; Settings lists views). */
  shares: () => pathQuery<Share[]>('/api/shares'),
  /** Who the report is made out to (Settings). */
  profile: () => pathQuery<ReportProfile>('/api/user/report-profile'),
};

/**
 * Saves the name and conditions; the report reads again. A refusal `place` does not put on the form's
 * field says "Could not save".
 */
export function useSaveReportProfile(place: PlaceError) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportProfileInput) =>
      sendJson<ReportProfile>('PUT', '/api/user/report-profile', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(reportQueries.profile().queryKey, saved);
      toast({ title: t`Saved`, description: t`Your report shows it from now on.` });
      return queryClient.invalidateQueries({ queryKey: ['/api/report'] });
    },
    onError: (err) => {
      if (!place(err)) toastError(t`Could not save`, err);
    },
  });
}

/** Makes a link to the period's report; the answer carries the link, shown once. */
export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ from, to, includeNotes }: ReportPeriod) =>
      sendJson<CreatedShare>('POST', '/api/shares', {
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
        includeNotes,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportQueries.shares().queryKey }),
  });
}

/** Ends a link at once: whoever has it sees "This link no longer works". */
export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendJson('DELETE', `/api/shares/${id}`),
    onSuccess: () => {
      toast({ title: t`Link revoked`, description: t`Whoever has it can no longer see the report.` });
      return queryClient.invalidateQueries({ queryKey: reportQueries.shares().queryKey });
    },
    onError: (err) => toastError(t`Could not revoke the link`, err),
  });
}
