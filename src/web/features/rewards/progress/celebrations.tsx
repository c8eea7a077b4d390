import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Sparkles, Target, TrendingUp, Trophy, X } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { type Celebration, celebrationKey, LEVEL_REACHED } from '../../../../shared/celebration-rules';
import type { PointAward, UnlockedAchievement } from '../../../../shared/progression';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { sayMessage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { useSettings } from '../../../lib/settings';
import { isAnnounced, markAnnounced } from './announced';
import { refreshProgress } from './api';
import { createCelebrationFeed } from './celebration-feed';
import { recordVisit } from './visit';

/** How long each celebration shows, and the pause between two. */
export const POINTS_VISIBLE_MS = 2500;
export const POINTS_COMPLETE_MS = 500;
export const POPUP_VISIBLE_MS = 4000;
export const POPUP_EXIT_MS = 300;

/** What the points celebration shows: the total and each award with its own points. */
interface PointsBurst {
  points: number;
  awards: PointAward[];
}
/** What a popup shows: an achievement unlocked, a challenge completed or a level reached. */
type Shown = Pick<Celebration, 'key' | 'kind' | 'name' | 'description' | 'pointsAwarded'>;
/** One celebration in the queue: they show one at a time, in the order they came. */
type Item = { id: number; leaving: boolean } & (
  | { type: 'points'; burst: PointsBurst }
  | { type: 'popup'; shown: Shown }
);

let queue: Item[] = [];
let seq = 0;
let headTimer: ReturnType<typeof setTimeout> | undefined;
let shownId: number | null = null;
const listeners = new Set<() => void>();

function setQueue(next: Item[]) {
  queue = next;
  for (const l of listeners) l();
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => queue;

/**
 * Whether a celebration may show now: never over an open dialog, nor over the follow-up card (or anything
 * else marked `data-celebration-clear`) while it sits in the band under the header where celebrations show.
 */
function screenIsClear() {
  if (typeof document === 'undefined') return true;
  if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return false;
  const band = { top: 64, bottom: 64 + 180 };
  for (const el of document.querySelectorAll('[data-celebration-clear]')) {
    const r = el.getBoundingClientRect();
    if (r.height > 0 && r.top < band.bottom && r.bottom > band.top) return false;
  }
  return true;
}

const VISIBLE_MS = { points: POINTS_VISIBLE_MS, popup: POPUP_VISIBLE_MS };
const EXIT_MS = { points: POINTS_COMPLETE_MS, popup: POPUP_EXIT_MS };

/** Shows the queue's head for its time once the screen is clear (a dialog closed, the card scrolled by). */
function showHead() {
  const head = queue[0];
  if (!head || shownId === head.id) return;
  clearTimeout(headTimer);
  if (!screenIsClear()) {
    waitForClearScreen();
    return;
  }
  shownId = head.id;
  // A new snapshot, so the screen draws it (the store's snapshot is the queue).
  setQueue([...queue]);
  headTimer = setTimeout(() => dismiss(head.id), VISIBLE_MS[head.type]);
}

let watching: (() => void) | null = null;
/** Watches the page (dialogs come and go, the page scrolls) until the screen is clear, then shows the head. */
function waitForClearScreen() {
  if (watching) return;
  const check = () => {
    if (!screenIsClear()) return;
    watching?.();
    showHead();
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['role'],
  });
  window.addEventListener('scroll', check, { passive: true });
  window.addEventListener('resize', check);
  watching = () => {
    observer.disconnect();
    window.removeEventListener('scroll', check);
    window.removeEventListener('resize', check);
    watching = null;
  };
}

/** The shown head leaves (its time is up, or the user dismissed it); the next one follows its exit. */
function dismiss(id: number) {
  const head = queue[0];
  if (!head || head.id !== id || head.leaving) return;
  clearTimeout(headTimer);
  setQueue([{ ...head, leaving: true }, ...queue.slice(1)]);
  setTimeout(() => {
    shownId = null;
    setQueue(queue.filter((p) => p.id !== id));
    showHead();
  }, EXIT_MS[head.type]);
}

/** A shown celebration a dialog now covers goes back to wait at the head, to show again when it closes. */
function yieldToDialog() {
  const head = queue[0];
  if (!head || shownId !== head.id || head.leaving || screenIsClear()) return;
  clearTimeout(headTimer);
  shownId = null;
  setQueue([...queue]);
  waitForClearScreen();
}

function push(items: Item[]) {
  if (items.length === 0) return;
  setQueue([...queue, ...items]);
  showHead();
}

/** Shows the points celebration (2.5 s, gone 500 ms later) for what an action's awards paid, each named. */
export function celebratePoints(awards: PointAward[]) {
  void refreshProgress(queryClient);
  const points = awards.reduce((sum, a) => sum + a.points, 0);
  if (!(points > 0)) return;
  push([{ id: ++seq, leaving: false, type: 'points', burst: { points, awards } }]);
}

/** Queues a popup for each celebration this device has not shown yet, once, one after the other. */
function enqueue(items: Shown[]) {
  const fresh = items.filter((c) => !isAnnounced(c.key));
  if (fresh.length === 0) return;
  markAnnounced(fresh.map((c) => c.key));
  push(fresh.map((shown) => ({ id: ++seq, leaving: false, type: 'popup' as const, shown })));
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

function PointsCelebration({
  burst,
  leaving,
  still,
}: {
  burst: PointsBurst;
  leaving: boolean;
  still: boolean;
}) {
  const { i18n, t } = useLingui();
  return (
    <div
      data-transient="celebration"
      data-celebration=""
      className={cn(
        'pointer-events-none relative flex items-center gap-3 rounded-2xl border border-border bg-card px-4 py-3 text-card-foreground shadow-xl',
        still ? '' : 'animate-pop-in transition duration-500 ease-in',
        leaving && 'translate-y-2 opacity-0',
      )}
    >
      <span className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
        {still ? null : <span className="absolute inset-0 animate-ping rounded-full bg-primary opacity-30" />}
        <Sparkles className="relative size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-lg font-bold leading-tight tabular-nums">
          {t`+${plural(burst.points, { one: '# point', other: '# points' })}`}
        </p>
        <ul className="text-sm text-muted-foreground">
          {burst.awards.map((a, i) => (
            <li key={i} className="truncate">
              <span className="font-semibold tabular-nums text-foreground">+{formatNumber(a.points)}</span>{' '}
              {sayMessage(a.message ?? a.reason, i18n)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const POPUP_LOOK: Record<Shown['kind'], { title: MessageDescriptor; Icon: typeof Trophy }> = {
  achievement: { title: msg`Achievement Unlocked!`, Icon: Trophy },
  challenge: { title: msg`Challenge Complete!`, Icon: Target },
  level: { title: msg`Level Up!`, Icon: TrendingUp },
};

function AchievementPopup({
  shown: a,
  id,
  leaving,
  still,
}: {
  shown: Shown;
  id: number;
  leaving: boolean;
  still: boolean;
}) {
  const { title, Icon } = POPUP_LOOK[a.kind];
  const { i18n, t } = useLingui();
  const points = formatNumber(a.pointsAwarded);
  // Until its pop-in is over, and once it fades out, the popup is in motion ([data-transient], like a
  // leaving toast): page-wide accessibility checks judge the screen beneath it, not its colours mid-fade.
  const [arrived, setArrived] = useState(still);
  return (
    <div
      data-celebration=""
      data-transient={!arrived || leaving ? '' : undefined}
      onAnimationEnd={(e) => {
        if (e.target === e.currentTarget) setArrived(true);
      }}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border border-border bg-card p-4 pr-12 text-card-foreground shadow-xl',
        still ? '' : 'animate-pop-in transition duration-300 ease-in',
        leaving && 'translate-y-2 opacity-0',
      )}
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-amber-300 to-orange-500 text-white shadow-inner">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">{i18n._(title)}</p>
        <p className="mt-0.5 font-semibold leading-snug">{i18n._(a.name)}</p>
        <p className="text-sm text-muted-foreground">
          {a.kind === 'level' ? i18n._(LEVEL_REACHED, { level: i18n._(a.name) }) : i18n._(a.description)}
        </p>
        {a.pointsAwarded > 0 ? (
          <p className="mt-1.5 inline-flex rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
            {t`+${points} points`}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => dismiss(id)}
        aria-label={t`Dismiss`}
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-muted"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * The celebrations, mounted once: the points celebration (2.5 s) and the popups (4 s or until dismissed,
 * 300 ms exit) take turns in one queue, under the header, never over an open dialog or the follow-up card.
 * The points celebration follows the "Points updates" notification setting.
 */
export function Celebrations() {
  const { settings } = useSettings();
  const items = useSyncExternalStore(subscribe, snapshot, snapshot);
  const still = usePrefersReducedMotion();
  const { authenticated, userId } = useAuth();
  const pointsOn = settings.notifications.pointsUpdates;
  // With "Points updates" off, a points celebration leaves the queue unseen.
  useEffect(() => {
    const head = items[0];
    if (head?.type === 'points' && !pointsOn) {
      shownId = null;
      clearTimeout(headTimer);
      setQueue(queue.slice(1));
      showHead();
    }
  }, [items, pointsOn]);
  useEffect(() => {
    if (!authenticated || !userId) return;
    // The day's visit (asked as the app opened, progress/visit.ts) may have paid points, grown the streak or
    // completed an achievement: the feed is asked once it has answered. Progress reads wait for the opening's
    // visit; one made later (back in the foreground on a new day) has the progress read again.
    const afterVisit = (again: boolean) =>
      recordVisit(userId, again).then((visit) => {
        if (again && visit?.recorded) void refreshProgress(queryClient);
        return checkCelebrations();
      });
    void afterVisit(false);
    const onSaved = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') void checkCelebrations();
    });
    // Back in the foreground (maybe on a new day): that is an opening too.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void afterVisit(true);
    };
    document.addEventListener('visibilitychange', onVisible);
    // A dialog opening over a shown celebration sends it back to wait.
    const observer = new MutationObserver(yieldToDialog);
    observer.observe(document.body, { childList: true });
    return () => {
      onSaved();
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [authenticated, userId]);
  const head = items[0];
  const visible = head && head.id === shownId ? head : null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-16 z-[90] mx-auto flex w-full max-w-sm flex-col items-center gap-3 px-4">
      <div role="status" aria-live="polite" className="flex w-full justify-center">
        {visible?.type === 'popup' ? (
          <AchievementPopup
            key={visible.id}
            id={visible.id}
            shown={visible.shown}
            leaving={visible.leaving}
            still={still}
          />
        ) : null}
        {visible?.type === 'points' && pointsOn ? (
          <PointsCelebration key={visible.id} burst={visible.burst} leaving={visible.leaving} still={still} />
        ) : null}
      </div>
    </div>
  );
}
