import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Entry } from '../../../shared/entries';
import { errorMessage } from '../../lib/api';
import { entryQueries } from './api';

/**
 * True once the screen drawn after `ready` became true is on the glass and the page is idle: an idle
 * callback after the frame's own task. A request made in the frame's task (as the journal did) could leave
 * before the browser had shown that frame, and a trace then counted the whole list as the largest paint's
 * (decision 0065).
 */
function usePaintedAfter(ready: boolean) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 50));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idleId: number | undefined;
    // requestAnimationFrame runs just before the next paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        idleId = idle(() => setPainted(true), { timeout: 500 });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (idleId !== undefined) cancelIdle(idleId);
    };
  }, [ready, painted]);
  return painted;
}

/** The entries, newest first: their newest page while the whole list loads (decisions 0033 and 0065). */
export type EntriesNewestFirst =
  | { status: 'pending' }
  | { status: 'error'; detail: string; retry: () => void }
  | { status: 'partial' | 'complete'; entries: Entry[]; total: number };

/**
 * The journal and Home open on the newest page of entries (and the count of all of them), then ask for the
 * whole list once that page is on screen and swap it in. With the whole list already in the cache (from
 * another screen, or an earlier visit) it is used at once, as before. `entries` is the query's own array,
 * the same object from one render to the next until the data changes.
 */
export function useEntriesNewestFirst(): EntriesNewestFirst {
  const queryClient = useQueryClient();
  const [hadList] = useState(() => queryClient.getQueryData(entryQueries.list().queryKey) !== undefined);
  const first = useQuery({ ...entryQueries.firstPage(), enabled: !hadList });
  // The whole list is asked for once the first page is on screen (or could not be had): its download and
  // its parse must not hold back the paint of the page the user opened on.
  const painted = usePaintedAfter(first.isSuccess);
  const full = useQuery({ ...entryQueries.list(), enabled: hadList || painted || first.isError });
  if (full.data) return { status: 'complete', entries: full.data, total: full.data.length };
  if (full.isError) return { status: 'error', detail: errorMessage(full.error), retry: () => full.refetch() };
  if (first.data) return { status: 'partial', entries: first.data.entries, total: first.data.total };
  return { status: 'pending' };
}
