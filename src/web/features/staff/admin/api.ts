import { t } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import type { AdminUser } from '../../../../shared/admin';
import type { ReportName } from '../../../../shared/dashboard-rules';
import type { AdminStats, DashboardEntry, LoginActivityRow } from '../../../../shared/dashboards';
import type { CreatedInvite, OpenInvite, SignUpStatus } from '../../../../shared/invites';
import type { RedemptionStatus } from '../../../../shared/redemption-rules';
import type { AdminRedemption, AdminReward } from '../../../../shared/rewards-admin';
import { sendJson } from '../../../lib/api';
import { useDownload } from '../../../lib/download';
import type { PlaceError } from '../../../lib/form-errors';
import { getJsonOr, pagedQuery } from '../dashboard/paged';
import { useRecordMutation } from '../dashboard/record-mutation';

/** Every query of the admin screen, under one key so a change can renew what it touches. */
export const adminQueries = {
  all: () => ['admin'] as const,
  users: (params: { q: string; page: number; pageSize: number }) =>
    queryOptions({
      ...pagedQuery<AdminUser>('/api/admin/users', params, /*i18n*/ 'Failed to fetch users'),
      // The users list is always fetched fresh.
      staleTime: 0,
    }),
  stats: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'stats'],
      queryFn: () => getJsonOr<AdminStats>('/api/admin/stats', /*i18n*/ 'Failed to fetch users'),
    }),
  entries: (params: { q: string; page: number; pageSize: number }) =>
    pagedQuery<DashboardEntry>('/api/admin/entries', params, /*i18n*/ 'Failed to fetch entries'),
  loginActivity: (params: { q: string; page: number; pageSize: number }) =>
    pagedQuery<LoginActivityRow>('/api/admin/login-activity', params, /*i18n*/ 'Failed to fetch users'),
  rewards: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'rewards'],
      queryFn: () => getJsonOr<AdminReward[]>('/api/admin/rewards', /*i18n*/ 'Failed to fetch rewards'),
    }),
  invites: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'invites'],
      queryFn: () => getJsonOr<OpenInvite[]>('/api/admin/invites', /*i18n*/ 'Failed to fetch invitations'),
    }),
  signUp: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'sign-up'],
      queryFn: () =>
        getJsonOr<SignUpStatus>('/api/admin/sign-up', /*i18n*/ 'Failed to fetch the sign-up setting'),
    }),
  redemptions: (status: RedemptionStatus | 'all') =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'redemptions', status],
      queryFn: () =>
        getJsonOr<AdminRedemption[]>(
          `/api/admin/redemptions?status=${status}`,
          /*i18n*/ 'Failed to fetch redemptions',
        ),
    }),
};

/** Downloads a report under the server's name for it; a toast names the file, or why it failed. */
export const useReportDownload = () =>
  useDownload(
    (name: ReportName) => [`/api/admin/reports/${name}.csv`, `${name}.csv`],
    (file) => ({ title: t`Report downloaded`, description: file }),
    t`Failed to download report`,
  );

// After any change the admin screen's lists (and the counts elsewhere) are fetched again.
const renew = adminQueries.all();

/**
 * Creates an account, or changes `user`'s (the body is the dialog's, checked by the shared schema); a
 * refusal `place` does not put on a field is toasted.
 */
export const useSaveUser = (user: AdminUser | undefined, place: PlaceError) =>
  useRecordMutation({
    mutationFn: (body: unknown) =>
      user
        ? sendJson<AdminUser>('PATCH', `/api/admin/users/${user.id}`, body)
        : sendJson<AdminUser>('POST', '/api/admin/users', body),
    done: user
      ? { title: t`User updated`, description: t`The user has been updated successfully` }
      : { title: t`User created`, description: t`The user has been created successfully` },
    failed: user ? t`Failed to update user` : t`Failed to create user`,
    renew,
    place,
  });

/** Creates a reward, or changes `reward`. */
export const useSaveReward = (reward: AdminReward | undefined, place: PlaceError) => {
  return useRecordMutation({
    mutationFn: (body: unknown) =>
      reward
        ? sendJson<AdminReward>('PATCH', `/api/admin/rewards/${reward.id}`, body)
        : sendJson<AdminReward>('POST', '/api/admin/rewards', body),
    done: reward
      ? { title: t`Reward updated`, description: t`The reward has been updated successfully` }
      : { title: t`Reward created`, description: t`The reward has been created successfully` },
    failed: reward ? t`Failed to update reward` : t`Failed to create reward`,
    renew,
    place,
  });
};

/** The toasts of deleting a user or a reward (asked when the hook is, in the active language). */
const deleted = (what: 'user' | 'reward') =>
  what === 'user'
    ? {
        done: { title: t`User deleted`, description: t`The user has been deleted successfully` },
        failed: t`Failed to delete user`,
        renew,
      }
    : {
        done: { title: t`Reward deleted`, description: t`The reward has been deleted successfully` },
        failed: t`Failed to delete reward`,
        renew,
      };

export const useDeleteUser = () =>
  useRecordMutation({
    mutationFn: (id: number) => sendJson('DELETE', `/api/admin/users/${id}`),
    ...deleted('user'),
  });

/** Invites a person: the account and its one-time link (the answer, shown once by the dialog). */
export const useCreateInvite = (place: PlaceError) =>
  useRecordMutation({
    mutationFn: (body: unknown) => sendJson<CreatedInvite>('POST', '/api/admin/invites', body),
    done: { title: t`Invitation created`, description: t`Copy the link and send it to them.` },
    failed: t`Failed to create invitation`,
    renew,
    place,
  });

/** Withdraws an open invitation: its link stops working (the account stays, with no password). */
export const useRevokeInvite = () =>
  useRecordMutation({
    mutationFn: (id: number) => sendJson('DELETE', `/api/admin/invites/${id}`),
    done: { title: t`Invitation withdrawn`, description: t`Its link no longer works.` },
    failed: t`Failed to withdraw invitation`,
    renew,
  });

/** Opens or closes sign-up for everyone (a setting every server reads from the database). */
export const useSetSignUp = () =>
  useRecordMutation({
    mutationFn: (open: boolean) => sendJson<SignUpStatus>('PUT', '/api/admin/sign-up', { open }),
    done: { title: t`Sign-up setting saved`, description: t`The sign-in page shows it now.` },
    failed: t`Failed to save the sign-up setting`,
    renew,
  });

export const useDeleteReward = () =>
  useRecordMutation({
    mutationFn: (id: number) => sendJson('DELETE', `/api/admin/rewards/${id}`),
    ...deleted('reward'),
  });

/** The toasts of resolving a pending redemption, by how: fulfilled, or cancelled (its points go back). */
const resolved = (action: 'fulfil' | 'cancel') =>
  action === 'fulfil'
    ? {
        done: { title: t`Redemption fulfilled`, description: t`The user sees it as fulfilled.` },
        failed: t`Failed to fulfil redemption`,
      }
    : {
        done: { title: t`Redemption cancelled`, description: t`Its points went back to the user.` },
        failed: t`Failed to cancel redemption`,
      };

/** Fulfils or cancels a pending redemption (the server's `POST /api/admin/redemptions/:id/{action}`). */
export const useResolveRedemption = (action: 'fulfil' | 'cancel') =>
  useRecordMutation({
    mutationFn: (r: AdminRedemption) =>
      sendJson<AdminRedemption>('POST', `/api/admin/redemptions/${r.id}/${action}`),
    ...resolved(action),
    renew,
  });
