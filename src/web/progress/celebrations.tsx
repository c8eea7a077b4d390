import { Sparkles, Target, TrendingUp, Trophy, X } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { type Celebration, celebrationKey } from '../../shared/celebration-rules';
import type { UnlockedAchievement } from '../../shared/progression';
import { useAuth } from '../lib/auth';
import { cn } from '../lib/cn';
import { plural } from '../lib/format';
import { queryClient } from '../lib/query-client';
import { useSettings } from '../lib/settings';
import { isAnnounced, markAnnounced } from './announced';
import { refreshProgress } from './api';
import { createCelebrationFeed } from './celebration-feed';

/** The spec's timings. */
export const POINTS_VISIBLE_MS = 2500;
export const POINTS_COMPLETE_MS = 500;
export const POPUP_VISIBLE_MS = 4000;
export const POPUP_EXIT_MS = 300;

interface PointsBurst {
  id: number;
  points: number;
  reason: string;
  leaving: boolean;
}
/** What a popup shows: an achievement unlocked, a challenge completed or a level reached. */
type Shown = Pick<Celebration, 'key' | 'kind' | 'name' | 'description' | 'pointsAwarded'>;
interface Popup {
  id: number;
  shown: Shown;
  leaving: boolean;
}
interface State {
  points: PointsBurst | null;
  popups: Popup[];
}

let state: State = { points: null, popups: [] };
let seq = 0;
let popupTimer: ReturnType<typeof setTimeout> | undefined;
const pointsTimers: Array<ReturnType<typeof setTimeout>> = [];
const listeners = new Set<() => void>();

function set(next: Partial<State>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => state;

/** Shows the points celebration (2.5 s, gone 500 ms later) after an action earned points. */
export function celebratePoints(points: number, reason: string) {
  void refreshProgress(queryClient);
  if (!(points > 0)) return;
  for (const t of pointsTimers.splice(0)) clearTimeout(t);
  const id = ++seq;
  set({ points: { id, points, reason, leaving: false } });
  pointsTimers.push(
    setTimeout(() => {
      if (state.points?.id === id) set({ points: { ...state.points, leaving: true } });
    }, POINTS_VISIBLE_MS),
    setTimeout(() => {
      if (state.points?.id === id) set({ points: null });
    }, POINTS_VISIBLE_MS + POINTS_COMPLETE_MS),
  );
}

function showHead() {
  clearTimeout(popupTimer);
  const head = state.popups[0];
  if (head) popupTimer = setTimeout(() => dismissPopup(head.id), POPUP_VISIBLE_MS);
}

function dismissPopup(id: number) {
  const head = state.popups[0];
  if (!head || head.id !== id || head.leaving) return;
  clearTimeout(popupTimer);
  set({ popups: [{ ...head, leaving: true }, ...state.popups.slice(1)] });
  setTimeout(() => {
    set({ popups: state.popups.filter((p) => p.id !== id) });
    showHead();
  }, POPUP_EXIT_MS);
}

/** Queues a popup for each celebration this device has not shown yet, once, one after the other. */
function enqueue(items: Shown[]) {
  const fresh = items.filter((c) => !isAnnounced(c.key));
  if (fresh.length === 0) return;
  markAnnounced(fresh.map((c) => c.key));
  const wasEmpty = state.popups.length === 0;
  set({ popups: [...state.popups, ...fresh.map((shown) => ({ id: ++seq, shown, leaving: false }))] });
  if (wasEmpty) showHead();
}

/** Shows the global achievement popup for each achievement an action's answer says it unlocked. */
export function announceAchievements(achievements: UnlockedAchievement[]) {
  void refreshProgress(queryClient);
  enqueue(
    achievements.map((a) => ({
      key: celebrationKey.achievement(a.key),
      kind: 'achievement' as const,
      name: a.name,
      description: a.description,
      pointsAwarded: a.pointsAwarded,
    })),
  );
}

/**
 * Asks the server what there is to celebrate: after every save that succeeds, when the app starts signed in
 * and when the tab comes back into view. This is how a level-up, a completed challenge and an achievement
 * unlocked by an edit, an import, stash work or the day's first visit get their popup.
 */
export const checkCelebrations = createCelebrationFeed(enqueue);

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
function subscribeMotion(l: () => void) {
  const mq = window.matchMedia?.(reducedMotionQuery);
  mq?.addEventListener('change', l);
  return () => mq?.removeEventListener('change', l);
}
const reducedMotion = () => window.matchMedia?.(reducedMotionQuery).matches ?? false;

export function usePrefersReducedMotion() {
  return useSyncExternalStore(subscribeMotion, reducedMotion, () => false);
}

function PointsCelebration({ burst, still }: { burst: PointsBurst; still: boolean }) {
  return (
    <div
      data-transient="celebration"
      className={cn(
        'pointer-events-none relative flex items-center gap-3 rounded-2xl border border-border bg-card px-4 py-3 text-card-foreground shadow-xl',
        still ? '' : 'animate-pop-in transition duration-500 ease-in',
        burst.leaving && 'translate-y-2 opacity-0',
      )}
    >
      <span className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
        {still ? null : <span className="absolute inset-0 animate-ping rounded-full bg-primary opacity-30" />}
        <Sparkles className="relative size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-lg font-bold leading-tight tabular-nums">+{plural(burst.points, 'point')}</p>
        <p className="truncate text-sm text-muted-foreground">{burst.reason}</p>
      </div>
    </div>
  );
}

const POPUP_LOOK: Record<Shown['kind'], { title: string; Icon: typeof Trophy }> = {
  achievement: { title: 'Achievement Unlocked!', Icon: Trophy },
  challenge: { title: 'Challenge Complete!', Icon: Target },
  level: { title: 'Level Up!', Icon: TrendingUp },
};

function AchievementPopup({ popup, still }: { popup: Popup; still: boolean }) {
  const a = popup.shown;
  const { title, Icon } = POPUP_LOOK[a.kind];
  // Until its pop-in is over, and once it fades out, the popup is in motion ([data-transient], like a
  // leaving toast): page-wide accessibility checks judge the screen beneath it, not its colours mid-fade.
  const [arrived, setArrived] = useState(still);
  return (
    <div
      data-transient={!arrived || popup.leaving ? '' : undefined}
      onAnimationEnd={(e) => {
        if (e.target === e.currentTarget) setArrived(true);
      }}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border border-border bg-card p-4 pr-12 text-card-foreground shadow-xl',
        still ? '' : 'animate-pop-in transition duration-300 ease-in',
        popup.leaving && 'translate-y-2 opacity-0',
      )}
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-amber-300 to-orange-500 text-white shadow-inner">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">{title}</p>
        <p className="mt-0.5 font-semibold leading-snug">{a.name}</p>
        <p className="text-sm text-muted-foreground">{a.description}</p>
        {a.pointsAwarded > 0 ? (
          <p className="mt-1.5 inline-flex rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
            +{a.pointsAwarded} points
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => dismissPopup(popup.id)}
        aria-label="Dismiss"
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-muted"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * The global achievement popup (4 s or until dismissed, 300 ms exit) and the points celebration (2.5 s),
 * mounted once. The points celebration follows the "Points updates" notification setting.
 */
export function Celebrations() {
  const { settings } = useSettings();
  const { points, popups } = useSyncExternalStore(subscribe, snapshot, snapshot);
  const still = usePrefersReducedMotion();
  const head = popups[0];
  const { authenticated, userId } = useAuth();
  useEffect(() => {
    if (!authenticated || !userId) return;
    void checkCelebrations();
    const onSaved = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') void checkCelebrations();
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') void checkCelebrations();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      onSaved();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [authenticated, userId]);
  // Both sit at the top, under the header, so they never hide (or hide under) a toast at the bottom.
  return (
    <div className="pointer-events-none fixed inset-x-0 top-16 z-[90] mx-auto flex w-full max-w-sm flex-col items-center gap-3 px-4">
      <div role="status" aria-live="polite" className="flex w-full justify-center">
        {head ? <AchievementPopup key={head.id} popup={head} still={still} /> : null}
      </div>
      <div role="status" aria-live="polite" className="flex justify-center">
        {points && settings.notifications.pointsUpdates ? (
          <PointsCelebration key={points.id} burst={points} still={still} />
        ) : null}
      </div>
    </div>
  );
}
