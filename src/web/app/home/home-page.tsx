import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { ArrowRight, Heart, Sparkles } from 'lucide-react';
import { type ReactNode, Suspense, useDeferredValue, useMemo } from 'react';
import { Link } from 'wouter';
import { label, PRODUCT_NAME, type StrainType } from '../../../shared/constants';
import type { Entry } from '../../../shared/entries';
import { INSIGHT_MIN_ENTRIES, journalInsights } from '../../../shared/insights';
import { favoriteQueries } from '../../features/entries/api';
import { FollowUpCard } from '../../features/entries/follow-up/follow-up-card';
import { FollowUpSoon, useFollowUps } from '../../features/entries/follow-up/use-follow-ups';
import { EntryCard } from '../../features/entries/journal/entry-card';
import { useEntriesNewestFirst } from '../../features/entries/newest-first';
import { RecentProducts } from '../../features/entries/quick-log/recent-products';
import { recommendationQueries, reliefQueries } from '../../features/insights/api';
import { CompareStrains } from '../../features/insights/compare-strains';
import { TodaysExperiment } from '../../features/insights/experiments/todays-experiment';
import { TakeNow, useTakeNowSettled } from '../../features/insights/take-now';
import { AchievementsButton } from '../../features/rewards/progress/achievements-dialog';
import { progressQueries } from '../../features/rewards/progress/api';
import { StreakBadge } from '../../features/rewards/progress/streak-badge';
import { cn } from '../../lib/cn';
import { onboardingQueries } from '../../lib/first-day';
import { lazyComponent } from '../../lib/lazy-component';
import { queryClient } from '../../lib/query-client';
import { Button } from '../../ui/button';
import { EffectIcon } from '../../ui/effect-icon';
import { Failure } from '../../ui/failure';
import { Spinner } from '../../ui/spinner';
import { STRAIN_DOT } from '../../ui/strain-badge';
import { WhenVisible } from '../../ui/when-visible';
import { FirstSteps } from './first-steps';

const RECENT_COUNT = 3;

/** A strain type's name (the favourite type's stat), in the active language. */
const STRAIN_TYPE_NAMES: Record<StrainType, MessageDescriptor> = {
  indica: msg`Indica`,
  sativa: msg`Sativa`,
  hybrid: msg`Hybrid`,
};
function strainTypeName(value: string) {
  const name = STRAIN_TYPE_NAMES[value as StrainType];
  return name ? i18n._(name) : value;
}

/** An effect's name ("pain relief" is "Pain relief"): the id of its translation (decision 0080). */
const effectLabel = (effect: string) => label(effect);

const InsightsCard = lazyComponent(() =>
  import('../../features/insights/insights-card').then((m) => ({ default: m.InsightsCard })),
);
const LowerCards = lazyComponent(() => import('./lower-cards'));
// What was saved offline and waits to sync, as the journal shows it: an offline Save lands here too. Its
// code (IndexedDB) comes after the first screen's.
const OutboxList = lazyComponent(() =>
  import('../../features/entries/outbox/outbox-list').then((m) => ({ default: m.OutboxList })),
);
/** How far below the view a card's code is fetched: a phone's flick, so it is drawn before it shows. */
const NEAR = '300px';

/** What home's cards ask for besides the entries (the page preloads those), asked as this code arrives. */
export function askData() {
  queryClient.prefetchQuery(favoriteQueries.list());
  queryClient.prefetchQuery(progressQueries.progression());
  queryClient.prefetchQuery(progressQueries.achievements());
  queryClient.prefetchQuery(reliefQueries.mine());
  queryClient.prefetchQuery(recommendationQueries.list());
  queryClient.prefetchQuery(onboardingQueries.state());
}

export default function HomePage() {
  const { t, i18n } = useLingui();
  // The newest page of entries first (with the count of all), the whole list once that is on screen
  // (decision 0065): the first screen (the greeting, "How do you feel now?", "What should I take now?")
  // needs no more, and on a phone's network the whole list is most of the page's bytes.
  const entries = useEntriesNewestFirst();
  // "Welcome back" only for someone who has been here before, on an earlier day (decision 0055, issue 57);
  // "Welcome to your journal" on a first day with nothing logged; plain "Welcome" until the account says
  // which (asked with the entries), when it cannot (offline, say), and on a first day with a first entry.
  const start = useQuery(onboardingQueries.state());
  const returning = start.data?.returning;
  // Asked for now, alongside the entries; read (and redrawn when they arrive) by FavoriteEntries alone.
  usePrefetchQuery(favoriteQueries.list());
  const whole = entries.status === 'complete';
  const shownList = entries.status === 'partial' || whole ? entries.entries : undefined;
  const shownTotal = entries.status === 'partial' || whole ? entries.total : 0;
  const shown = useMemo(
    () => (shownList ? { list: shownList, total: shownTotal, whole } : undefined),
    [shownList, shownTotal, whole],
  );
  // Home's cards are drawn from a deferred copy of the list: React renders them in slices it can pause for
  // a tap, not in one long task the moment the list arrives (a phone's main thread stays responsive).
  const data = useDeferredValue(shown);
  const failed = entries.status === 'error';
  const pending = data === undefined && !failed;
  const list = data?.list ?? [];
  const count = data?.total ?? 0;
  // What needs every entry (the figures, the lists below the first screen) waits for the whole list.
  const all = data?.whole ? list : undefined;
  const insights = useMemo(() => journalInsights(all ?? []), [all]);
  const favoriteCount = insights.favoriteType?.count ?? 0;
  const topEffectCount = insights.topEffect?.count ?? 0;
  // The cards under "What should I take now?" wait for its ranking too, so they do not move down when it
  // comes (a desktop's first screen reaches them).
  const rankingSettled = useTakeNowSettled(count > 0);
  // The list arrives newest first; "recent" is by creation time.
  const recent = list.slice(0, RECENT_COUNT);
  // Sessions waiting for "How do you feel now?" (once their onset has passed, for a day), and those still
  // kicking in: the newest, so the first page holds them.
  const followUps = useFollowUps(list);
  const due = followUps.due;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">
            {returning
              ? t`Welcome back`
              : returning === false && !pending && count === 0
                ? t`Welcome to your journal`
                : t`Welcome`}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {pending || failed
              ? '\u00a0'
              : count > 0
                ? plural(count, {
                    one: `You have # ${PRODUCT_NAME} entry`,
                    other: `You have # ${PRODUCT_NAME} entries`,
                  })
                : returning === false
                  ? t`A few sessions in, it shows what helps you most. Here is where to start.`
                  : t`Nothing logged yet: your first session starts your journal.`}
          </p>
        </div>
        <AchievementsButton />
      </header>

      {pending ? (
        <Spinner label={t`Loading ${PRODUCT_NAME} entries...`} />
      ) : entries.status === 'error' ? (
        // Offline, for one: say so rather than "no entries".
        <Failure
          title={t`Couldn't load your entries`}
          detail={entries.detail ? i18n._(entries.detail) : undefined}
          onRetry={entries.retry}
        />
      ) : (
        <>
          {due.length > 0 ? <FollowUpCard due={due} /> : null}
          <Suspense fallback={null}>
            <OutboxList />
          </Suspense>
          <FollowUpSoon waiting={followUps.waiting} now={followUps.now} />
          <TodaysExperiment />
          <RecentProducts newestFirst={list} />
          {count > 0 ? <TakeNow /> : null}
          {all === undefined || (count > 0 && !rankingSettled) ? (
            // Drawn once every entry is in and the card above has its ranking, in one go, so nothing drawn
            // moves. Said to a screen reader, not drawn: a spinner here moved each time the card above it grew
            // ("What should I take now?" when its ranking came), a layout shift of its own (Lighthouse's CLS
            // 0.044).
            <p role="status" className="sr-only">
              {t`Loading ${PRODUCT_NAME} entries...`}
            </p>
          ) : (
            <>
              {count > 0 ? (
                <div className="space-y-3">
                  {/* The row keeps its height while the streak loads, so nothing below moves when it arrives. */}
                  <div className="flex min-h-11 flex-wrap items-center justify-between gap-2">
                    <StreakBadge />
                    {/* At the row's end whether or not the streak has come: it does not jump when it does. */}
                    {count > 1 ? (
                      <div className="ml-auto">
                        <CompareStrains entries={all} />
                      </div>
                    ) : null}
                  </div>
                  <div className="grid grid-cols-2 gap-3">
                    <StatCard
                      title={t`Favorite type`}
                      value={insights.favoriteType ? strainTypeName(insights.favoriteType.value) : t`None`}
                      detail={
                        insights.favoriteType
                          ? plural(count, {
                              one: `${favoriteCount} of # entry`,
                              other: `${favoriteCount} of # entries`,
                            })
                          : ''
                      }
                      icon={
                        <span
                          aria-hidden="true"
                          className={`size-3 rounded-full ${STRAIN_DOT[insights.favoriteType?.value ?? ''] ?? 'bg-muted-foreground'}`}
                        />
                      }
                    />
                    <StatCard
                      title={t`Top effect`}
                      value={insights.topEffect ? i18n._(effectLabel(insights.topEffect.value)) : t`None`}
                      detail={
                        insights.topEffect
                          ? plural(topEffectCount, { one: 'In # entry', other: 'In # entries' })
                          : t`No effects yet`
                      }
                      icon={
                        insights.topEffect ? (
                          <EffectIcon effect={insights.topEffect.value} className="size-4 text-primary" />
                        ) : (
                          <Sparkles className="size-4 text-primary" aria-hidden="true" />
                        )
                      }
                    />
                  </div>
                </div>
              ) : null}

              <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
                {count === 0 ? (
                  <FirstSteps />
                ) : (
                  <EntriesSection
                    id="recent-entries"
                    title={t`Recent Entries`}
                    more={count > RECENT_COUNT ? { href: '/journal', label: t`View all` } : undefined}
                  >
                    <ul className="space-y-3">
                      {recent.map((e) => (
                        <li key={e.id}>
                          <EntryCard entry={e} />
                        </li>
                      ))}
                    </ul>
                  </EntriesSection>
                )}
                {/* The cards below the first screen come as they near the view (decision 0063). */}
                <WhenVisible
                  margin={NEAR}
                  // About the card's height (its radar and figures once there are enough entries), so little
                  // moves below it when it is drawn as someone scrolls.
                  fallback={
                    <div
                      className={insights.count >= INSIGHT_MIN_ENTRIES ? 'min-h-[42rem]' : 'min-h-96'}
                      aria-hidden="true"
                    />
                  }
                >
                  <InsightsCard insights={insights} />
                </WhenVisible>
              </div>
              <FavoriteEntries list={all} />
              <WhenVisible margin={NEAR} fallback={<div className="min-h-[60rem]" aria-hidden="true" />}>
                <LowerCards list={all} />
              </WhenVisible>
            </>
          )}
        </>
      )}
    </div>
  );
}

/**
 * The user's favourites among the entries. It asks for the favourites itself, so their arrival redraws this
 * section alone, not the whole of Home in one task.
 */
function FavoriteEntries({ list }: { list: Entry[] }) {
  const { t } = useLingui();
  const favorites = useQuery(favoriteQueries.list());
  const favoriteEntries = useMemo(() => {
    const ids = new Set((favorites.data ?? []).map((f) => f.entryId));
    return list.filter((e) => ids.has(e.id));
  }, [list, favorites.data]);
  if (favoriteEntries.length === 0) return null;
  return (
    <EntriesSection
      id="favorite-entries"
      title={t`Your Favorites`}
      icon={<Heart className="size-4 fill-current text-rose-600 dark:text-rose-400" aria-hidden="true" />}
      more={
        favoriteEntries.length > RECENT_COUNT ? { href: '/journal?favorites', label: t`See all` } : undefined
      }
    >
      <ul className="grid gap-3 md:grid-cols-3">
        {favoriteEntries.slice(0, RECENT_COUNT).map((e) => (
          <li key={e.id}>
            <EntryCard entry={e} />
          </li>
        ))}
      </ul>
    </EntriesSection>
  );
}

/** A titled list of entries on Home, with a link to the rest of them when there are more. */
function EntriesSection({
  id,
  title,
  icon,
  more,
  children,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  more?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={id} className={cn('text-lg font-semibold', icon && 'flex items-center gap-2')}>
          {icon}
          {icon ? ' ' : null}
          {title}
        </h2>
        {more ? (
          <Button asChild variant="ghost" tone="primary">
            <Link href={more.href}>
              {more.label} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function StatCard({
  title,
  value,
  detail,
  icon,
}: {
  title: string;
  value: string;
  detail: string;
  icon: React.ReactNode;
}) {
  return (
    <section className="rounded-card border border-border bg-card p-4 shadow-sm">
      <h2 className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
        {icon}
        {title}
      </h2>
      <p className="mt-1 truncate text-xl font-bold">{value}</p>
      {detail ? <p className="text-xs text-muted-foreground">{detail}</p> : null}
    </section>
  );
}
