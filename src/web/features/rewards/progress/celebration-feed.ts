import type { Celebration, CelebrationsResponse } from '../../../../shared/celebration-rules';
import { getJson } from '../../../lib/api';
import { auth } from '../../../lib/auth';
import { KEYS, storage } from '../../../lib/storage';

/**
 * Asks the server what there is to celebrate since this device last asked (achievements, challenges,
 * levels, whatever earned them: an entry, an edit, an import, the day's first visit) and hands them to
 * `show`, which keeps what this device has not shown yet and records it (local storage, shared by the tabs).
 * Tabs take turns through a Web Lock (where the browser has them), so a second tab asks only once the
 * first has recorded what it showed: no popup shows twice.
 * Calls while one is under way are folded into one more ask after it.
 */
export function createCelebrationFeed(show: (items: Celebration[]) => void) {
  let running: Promise<void> | null = null;
  let again = false;

  async function askOnce() {
    const { userId, authenticated, role } = auth.get();
    // Points, levels and achievements are a user's: managers and admins have none to celebrate.
    if (!userId || !authenticated || role !== 'user') return;
    const key = KEYS.celebratedUntil(userId);
    const since = storage.get(key);
    const res = await getJson<CelebrationsResponse>(
      `/api/user/celebrations${since ? `?since=${encodeURIComponent(since)}` : ''}`,
    );
    if (auth.get().userId !== userId) return; // signed out (or in as someone else) meanwhile
    storage.set(key, res.now);
    // `show` keeps what this device has not shown yet and records it, still inside the lock.
    if (res.items.length > 0) show(res.items);
  }

  const exclusively = (fn: () => Promise<void>) =>
    typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request('strain-journal:celebrations', fn)
      : fn();

  return function check(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = exclusively(askOnce)
      .catch(() => {
        // Offline or signed out: the next check asks again from the same point, so nothing is lost.
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void check();
        }
      });
    return running;
  };
}
