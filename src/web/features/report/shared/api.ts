import { queryOptions } from '@tanstack/react-query';
import type { Report } from '../../../../shared/report';
import { getJson } from '../../../lib/api';

/**
 * A report seen through its link, by anyone: the public page loads only this, none of the account's
 * report and share code.
 */
export const sharedReportQuery = (token: string) =>
  queryOptions({
    queryKey: ['/api/shared', token] as const,
    queryFn: () => getJson<Report>(`/api/shared/${encodeURIComponent(token)}`),
    // A link that does not work will not start working on a retry (and retries count against the limit).
    retry: false,
  });
