import { queryOptions } from '@tanstack/react-query';
import type { InviteInfo } from '../../../../shared/invites';
import { getJson } from '../../../lib/api';

/**
 * `GET /api/invites/{token}`: who a live link is for. A refusal (used, expired, withdrawn: 410; unknown:
 * 404; too many tries: 429) is the answer, not a failure to retry.
 */
export const inviteQuery = (token: string) =>
  queryOptions({
    queryKey: ['invite', token],
    queryFn: () => getJson<InviteInfo>(`/api/invites/${encodeURIComponent(token)}`),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
