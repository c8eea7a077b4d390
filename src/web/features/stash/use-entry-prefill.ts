import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { stashQueries } from './api';

/**
 * The `?add={entryId}` flow shared by /stash and /wishlist: the entry is fetched, and the add dialog
 * opens prefilled once it has loaded (or, if it cannot be loaded, opens empty with a notice). Closing the
 * dialog drops the parameter, so a reload does not open it again.
 */
export function useEntryPrefill(path: '/stash' | '/wishlist') {
  const search = useSearch();
  const [, navigate] = useLocation();
  const raw = new URLSearchParams(search).get('add');
  const entryId = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const entry = useQuery({ ...stashQueries.entry(entryId ?? 0), enabled: entryId !== null });
  const settled = entryId !== null && !entry.isPending;
  return {
    /** True when the address asked for the dialog and the entry has loaded (or failed to). */
    open: raw !== null && (entryId === null || settled),
    prefill: entry.data ?? null,
    notice:
      raw !== null && (entryId === null || entry.isError)
        ? t`We couldn't load that entry. Fill in the details below.`
        : null,
    done: () => navigate(path, { replace: true }),
  };
}
