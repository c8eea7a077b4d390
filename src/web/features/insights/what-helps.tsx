import type { I18n } from '@lingui/core';
import { msg, plural, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, HeartHandshake } from 'lucide-react';
import { Link } from 'wouter';
import { trackedFirst } from '../../../shared/onboarding-rules';
import { RELIEF_ENOUGH_SESSIONS } from '../../../shared/relief-rules';
import { type ReliefInsight, SYMPTOM_LEVEL_MAX, symptomLabel } from '../../../shared/session-rules';
import { onboardingQueries, useTrackedSymptoms } from '../../lib/first-day';
import { formatDecimal, pluralOf } from '../../lib/format';
import { queryClient } from '../../lib/query-client';
import { Button } from '../../ui/button';
import { Card, CardContent } from '../../ui/card';
import { PageHeader } from '../../ui/page';
import { QueryCard } from '../../ui/query-card';
import { QueryState } from '../../ui/query-state';
import { Spinner } from '../../ui/spinner';
import { reliefQueries } from './api';
import { ExperimentList } from './experiments/experiment-list';
import { inSentence, productAndMethodIn } from './labels';
import { NoSessionsYet } from './no-sessions-yet';
import { ToleranceWatch } from './tolerance-watch';

const EMPTY_HINT = msg`Log a session with what you take it for (under "Why" on a new entry), then say how you feel once it has kicked in. After a few sessions, this shows which strains, methods and products bring you the most relief.`;

/**
 * What would unlock a ranking: nothing is ranked or called best under RELIEF_ENOUGH_SESSIONS sessions of one
 * strain, product and method (the symptom's own page keeps the same rule).
 */
function unlockText(item: ReliefInsight[number], i18n: I18n): string {
  const near = item.nearest;
  if (!near)
    return i18n._(
      msg`Nothing is ranked until one strain, product and method has ${RELIEF_ENOUGH_SESSIONS} sessions rated for this symptom.`,
    );
  const left = RELIEF_ENOUGH_SESSIONS - near.sessions;
  const what = `${near.strainName} · ${productAndMethodIn(i18n, near.productType, near.method)}`;
  return i18n._(
    msg`${what} has ${plural(near.sessions, { one: '# session', other: '# sessions' })}: ${plural(left, { one: 'one more', other: '# more' })} and it is ranked.`,
  );
}

/** How much relief, as a bar out of the 0–10 scale (its text says the same for everyone). */
function ReliefBar({ value }: { value: number }) {
  const width = `${Math.max(0, Math.min(1, value / SYMPTOM_LEVEL_MAX)) * 100}%`;
  return (
    <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
      <div className="h-full rounded-full bg-primary" style={{ width }} />
    </div>
  );
}

function SymptomRelief({
  item,
  headingLevel,
  more = false,
}: {
  item: ReliefInsight[number];
  headingLevel: 'h2' | 'h3';
  /** A link to the symptom's own page, by every dimension. */
  more?: boolean;
}) {
  const Heading = headingLevel;
  const { i18n, t } = useLingui();
  const symptom = i18n._(symptomLabel(item.symptom));
  const average = formatDecimal(item.averageRelief);
  return (
    <section aria-labelledby={`relief-${item.symptom}`} className="space-y-2">
      <div>
        <Heading id={`relief-${item.symptom}`} className="font-semibold">
          {symptom}
        </Heading>
        <p className="text-sm text-muted-foreground">
          {t`${select(pluralOf(item.averageRelief, 1), { one: `${average} point`, other: `${average} points` })} lower on average · ${plural(item.sessions, { one: '# session', other: '# sessions' })}`}
        </p>
      </div>
      <ReliefBar value={item.averageRelief} />
      {item.best.length > 0 ? (
        <ol className="space-y-1.5" aria-label={t`What helps your ${inSentence(i18n, symptom)} most`}>
          {item.best.map((b, i) => (
            <li
              key={`${b.strainName}-${b.productType}-${b.method}`}
              className="flex items-center justify-between gap-3 rounded-xl bg-muted/60 px-3 py-2 text-sm"
            >
              <span className="min-w-0">
                <span className="mr-2 font-semibold tabular-nums text-muted-foreground">{i + 1}.</span>
                <span className="font-medium break-words">{b.strainName}</span>
                <span className="text-muted-foreground">
                  {' '}
                  · {productAndMethodIn(i18n, b.productType, b.method)}
                </span>
              </span>
              <span className="shrink-0 text-right tabular-nums">
                <span className="font-semibold">{t`${formatDecimal(b.averageRelief)} lower`}</span>
                <span className="block text-xs text-muted-foreground">
                  {plural(b.sessions, { one: '# session', other: '# sessions' })}
                </span>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">{unlockText(item, i18n)}</p>
      )}
      {more ? (
        <Button asChild variant="ghost" tone="primary" className="-ml-3">
          <Link href={`/what-helps/${item.symptom}`}>
            <Trans>{symptom} by strain, method, dose and more</Trans> <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </section>
  );
}

/** Home: the symptoms the user logs most, with the combination that helped most. */
export function WhatHelpsCard() {
  const relief = useQuery(reliefQueries.mine());
  const tracked = useTrackedSymptoms();
  const { i18n, t } = useLingui();
  return (
    <QueryCard
      title={t`What helps`}
      icon={HeartHandshake}
      description={t`Relief per symptom: how much lower it was after than before (0 to 10).`}
      contentClassName="space-y-4"
      queries={[relief]}
      loading={t`Loading what helps...`}
      failed={t`Could not load what helps`}
      empty={<p className="text-sm text-muted-foreground">{i18n._(EMPTY_HINT)}</p>}
    >
      {(data) => (
        <>
          {trackedFirst(data, tracked)
            .slice(0, 2)
            .map((item) => (
              <SymptomRelief
                key={item.symptom}
                item={{ ...item, best: item.best.slice(0, 2) }}
                headingLevel="h3"
              />
            ))}
          <Button asChild variant="ghost" tone="primary" className="-ml-3">
            <Link href="/what-helps">
              <Trans>See what helps</Trans> <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </>
      )}
    </QueryCard>
  );
}

/** What the screen opens on, asked as its code arrives (decision 0042): its list, its order and the tolerance card. */
export function askData() {
  queryClient.prefetchQuery(reliefQueries.mine());
  queryClient.prefetchQuery(onboardingQueries.trackedSymptoms());
  queryClient.prefetchQuery(reliefQueries.tolerance());
}

/** `/what-helps`: every symptom the user has rated before and after, with up to five combinations each. */
export default function WhatHelpsPage() {
  const relief = useQuery(reliefQueries.mine());
  // The symptoms the person tracks come first, then the rest as the server ranks them.
  const trackedAsked = useQuery(onboardingQueries.trackedSymptoms());
  const tracked = trackedAsked.data?.symptoms ?? [];
  // The list is drawn once its order is known, and the tolerance card under it once the list is drawn: drawn
  // before, it was pushed down by the list (layout shift 0.36 on a desktop), and a late order moved the cards.
  const ordered = !trackedAsked.isPending;
  const drawn = ordered && !relief.isPending;
  const { i18n, t } = useLingui();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t`What helps`}
        subtitle={t`From your own sessions: each symptom's level before, minus its level after.`}
      />
      <QueryState
        queries={[relief]}
        loading={t`Loading what helps...`}
        failed={t`Could not load what helps`}
        empty={<NoSessionsYet title={t`Nothing to compare yet`} hint={i18n._(EMPTY_HINT)} />}
      >
        {(data) =>
          ordered ? (
            <div className="space-y-4">
              {trackedFirst(data, tracked).map((item) => (
                <Card key={item.symptom}>
                  <CardContent className="pt-5">
                    <SymptomRelief item={item} headingLevel="h2" more />
                  </CardContent>
                </Card>
              ))}
            </div>
          ) : (
            <Spinner label={t`Loading what helps...`} />
          )
        }
      </QueryState>
      {drawn ? (
        <div className="mt-4">
          <ToleranceWatch />
        </div>
      ) : null}
      {drawn ? (
        <div className="mt-4">
          <ExperimentList />
        </div>
      ) : null}
    </div>
  );
}
