import { queryOptions } from '@tanstack/react-query';
import type { AdminUser } from '../../shared/admin';
import type { ReportName } from '../../shared/dashboard-rules';
import type { AdminStats, DashboardEntry, LoginActivityRow } from '../../shared/dashboards';
import type { RedemptionStatus } from '../../shared/redemption-rules';
import type { AdminRedemption, AdminReward } from '../../shared/rewards-admin';
import { getJsonOr, pagedQuery } from '../dashboard/paged';
import { sendJson } from '../lib/api';
import { useDownload } from '../lib/download';

/** Every query of the admin screen, under one key so a change can renew what it touches. */
export const adminQueries = {
  all: () => ['admin'] as const,
  users: (params: { q: string; page: number; pageSize: number }) =>
    queryOptions({
      ...pagedQuery<AdminUser>('/api/admin/users', params, 'Failed to fetch users'),
      // The users list is always fetched fresh.
      staleTime: 0,
    }),
  stats: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'stats'],
      queryFn: () => getJsonOr<AdminStats>('/api/admin/stats', 'Failed to fetch users'),
    }),
  entries: (params: { q: string; page: number; pageSize: number }) =>
    pagedQuery<DashboardEntry>('/api/admin/entries', params, 'Failed to fetch entries'),
  loginActivity: (params: { q: string; page: number; pageSize: number }) =>
    pagedQuery<LoginActivityRow>('/api/admin/login-activity', params, 'Failed to fetch users'),
  rewards: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'rewards'],
      queryFn: () => getJsonOr<AdminReward[]>('/api/admin/rewards', 'Failed to fetch rewards'),
    }),
  redemptions: (status: RedemptionStatus | 'all') =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'redemptions', status],
      queryFn: () =>
        getJsonOr<AdminRedemption[]>(
          `/api/admin/redemptions?status=${status}`,
          'Failed to fetch redemptions',
        ),
    }),
};

/** Fulfils a pending redemption, or cancels it (its points go back to the user). */
export const resolveRedemption = (id: number, action: 'fulfil' | 'cancel') =>
  sendJson<AdminRedemption>('POST', `/api/admin/redemptions/${id}/${action}`);

/** Downloads a report under the server's name for it; a toast names the file, or why it failed. */
export const useReportDownload = () =>
  useDownload(
    (name: ReportName) => [`/api/admin/reports/${name}.csv`, `${name}.csv`],
    (file) => ({ title: 'Report downloaded', description: file }),
    'Failed to download report',
  );

/** Creates an account, or changes `user`'s (the body is the dialog's, checked by the shared schema). */
export const saveUser = (user: AdminUser | undefined, body: unknown) =>
  user
    ? sendJson<AdminUser>('PATCH', `/api/admin/users/${user.id}`, body)
    : sendJson<AdminUser>('POST', '/api/admin/users', body);

/** Creates a reward, or changes `reward`. */
export const saveReward = (reward: AdminReward | undefined, body: unknown) =>
  reward
    ? sendJson<AdminReward>('PATCH', `/api/admin/rewards/${reward.id}`, body)
    : sendJson<AdminReward>('POST', '/api/admin/rewards', body);

export const deleteUser = (id: number) => sendJson('DELETE', `/api/admin/users/${id}`);
export const deleteReward = (id: number) => sendJson('DELETE', `/api/admin/rewards/${id}`);
