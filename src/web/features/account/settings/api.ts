import { plural, t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, SessionInfo } from '../../../../shared/auth';
import type { AccessLogEntry, ExportFormat, ImportReport } from '../../../../shared/privacy';
import type { AccountChoice } from '../../../lib/account-choice';
import { sendJson } from '../../../lib/api';
import { auth } from '../../../lib/auth';
import { currencyChoice } from '../../../lib/currency';
import { useDownload } from '../../../lib/download';
import { pathQuery } from '../../../lib/path-query';
import { timeZoneChoice } from '../../../lib/time-zone';
import { type ToastOptions, toast, toastError } from '../../../lib/toast';
import { entryQueries } from '../../entries/api';

/** What the Settings screen reads of the account. */
export const settingsQueries = {
  user: () => pathQuery<CurrentUser>('/api/user'),
  sessions: () => pathQuery<SessionInfo[]>('/api/user/sessions'),
  accessLog: () => pathQuery<AccessLogEntry[]>('/api/user/access-log'),
};

/** Saves an account choice as soon as it is picked; a toast says what was saved, or why not. */
function useSaveChoice<T extends { chosen: boolean }>(
  { query, choose }: AccountChoice<T>,
  saved: (setting: T) => ToastOptions,
  failure: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: choose,
    onSuccess: (next) => {
      queryClient.setQueryData(query.queryKey, next);
      toast(saved(next));
    },
    onError: (err) => toastError(failure, err),
  });
}

export const useSaveTimeZone = () =>
  useSaveChoice(
    timeZoneChoice,
    ({ timeZone }) => ({ title: t`Time zone saved`, description: t`Your days now follow ${timeZone}.` }),
    t`Failed to save time zone`,
  );

export const useSaveCurrency = () =>
  useSaveChoice(
    currencyChoice,
    ({ currency }) => ({ title: t`Currency saved`, description: t`Prices are now in ${currency}.` }),
    t`Failed to save currency`,
  );

/** A new sign-in name; its errors belong to the form's field, so the caller places them. */
export function useChangeUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => sendJson<CurrentUser>('PUT', '/api/user/username', { username }),
    onSuccess: (updated) => {
      queryClient.setQueryData(settingsQueries.user().queryKey, updated);
      auth.setUsername(updated.username);
      const { username } = updated;
      toast({ title: t`Username updated`, description: t`You are now ${username}.` });
    },
  });
}

/** A new password; the server signs out every other session, so the list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      sendJson('PUT', '/api/user/password', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: settingsQueries.sessions().queryKey });
      toast({ title: t`Password changed`, description: t`Other devices have been signed out.` });
    },
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson('DELETE', '/api/user/sessions/others'),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: settingsQueries.sessions().queryKey });
      toast({ title: t`Signed out other sessions` });
    },
    onError: (err) => toastError(t`Could not sign out the other sessions`, err),
  });
}

/** Everything the account holds, downloaded as a file. */
export const useExport = () =>
  useDownload(
    (format: ExportFormat) => [`/api/user/export?format=${format}`, `strain-journal.${format}`],
    () => ({ title: t`Export ready`, description: t`Your download has started.` }),
    t`Export failed`,
  );

/** Takes back managers' access to the notes of every entry. */
export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson<{ updated: number }>('POST', '/api/user/withdraw-consent'),
    onSuccess: ({ updated }) => {
      void queryClient.invalidateQueries({ queryKey: entryQueries.all() });
      toast({
        title: t`Consent withdrawn`,
        description: plural(updated, {
          one: 'Managers can no longer read the notes of # entry.',
          other: 'Managers can no longer read the notes of # entries.',
        }),
      });
    },
    onError: (err) => toastError(t`Could not withdraw consent`, err),
  });
}

/**
 * Erases the account, then `leave` (to the sign-in screen) before the cache is emptied: emptying it ends
 * this mutation too, so nothing may wait for it after. A wrong password is the form's to show.
 */
export function useDeleteAccount(leave: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => sendJson('DELETE', '/api/user', { password }),
    onSuccess: () => {
      leave();
      auth.clear();
      queryClient.clear();
      toast({ title: t`Account deleted`, description: t`Your account and all of its data are gone.` });
    },
  });
}

/** Brings a journal in (our export, or rows read from a spreadsheet); a refusal's report is the caller's. */
export function useImportJournal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => sendJson<ImportReport>('POST', '/api/user/import', body),
    onSuccess: (result) => {
      // Everything may have changed: every screen reads again, while the report shows at once.
      void queryClient.invalidateQueries();
      const { entries, favorites, stash } = result.imported;
      toast({
        title: t`Import complete`,
        description: t`Added: ${plural(entries, { one: '# entry', other: '# entries' })}, ${plural(favorites, { one: '# favorite', other: '# favorites' })}, ${plural(stash, { one: '# stash item', other: '# stash items' })}.`,
      });
    },
  });
}
