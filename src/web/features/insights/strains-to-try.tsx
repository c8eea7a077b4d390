import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Sparkles, Star } from 'lucide-react';
import { label } from '../../../shared/constants';
import { RECOMMENDATIONS_ON_HOME } from '../../../shared/recommendation-rules';
import type { Recommendation } from '../../../shared/recommendations';
import { formatNumber } from '../../lib/format';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog';
import { EffectIcon } from '../../ui/effect-icon';
import { QueryState } from '../../ui/query-state';
import { StrainBadge } from '../../ui/strain-badge';
import { AddRecommendationToStash } from '../stash/recommendation-stash-button';
import { recommendationQueries } from './api';

/** "Strains to Try": community picks matched to the user's effects, three here, the rest behind "View all". */
export function StrainsToTry() {
  const recs = useQuery(recommendationQueries.list());
  const items = recs.data?.items ?? [];
  const fallback = recs.data?.source === 'fallback';
  // No pick to show, whatever the reason, is said in words: the section never stands empty (issue 57).
  const insufficient =
    recs.data?.source === 'insufficient' || (recs.data !== undefined && items.length === 0);
  const { t } = useLingui();
  return (
    <section aria-labelledby="strains-to-try">
      <div className="mb-3 flex items-center justify-between gap-2">
        <div>
          <h2 id="strains-to-try" className="flex items-center gap-2 text-lg font-semibold">
            <Sparkles className="size-4 text-primary" aria-hidden="true" /> <Trans>Strains to Try</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            {fallback
              ? t`Popular picks to start with. Log a session with its effects to see strains matched to you.`
              : insufficient
                ? t`Not enough ratings from others yet to suggest strains for you.`
                : t`Rated highly by others, matched to your effects`}
          </p>
        </div>
        {items.length > 0 ? (
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="ghost" tone="primary" className="shrink-0">
                <Trans>View all</Trans>
              </Button>
            </DialogTrigger>
            <DialogContent
              title={t`Strains to Try`}
              description={t`Strains you haven't logged yet, best match first.`}
            >
              <ul className="space-y-3">
                {items.map((r) => (
                  <li key={r.strainName}>
                    <RecommendationCard rec={r} fallback={fallback} />
                  </li>
                ))}
              </ul>
            </DialogContent>
          </Dialog>
        ) : null}
      </div>
      <QueryState
        queries={[recs]}
        compact
        failed={t`Recommendations are not available right now.`}
        pending={
          <ul className="-mx-4 flex gap-3 overflow-hidden px-4" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <li key={i} className="h-44 w-64 shrink-0 animate-pulse rounded-card bg-muted" />
            ))}
          </ul>
        }
      >
        {() =>
          insufficient ? (
            <p className="rounded-card border border-dashed border-border p-4 text-sm text-muted-foreground">
              <Trans>
                Picks appear once at least three people rate a strain you haven't logged, with effects like
                yours. Keep logging effects to sharpen your matches.
              </Trans>
            </p>
          ) : (
            <ul className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] lg:mx-0 lg:grid lg:grid-cols-3 lg:px-0">
              {items.slice(0, RECOMMENDATIONS_ON_HOME).map((r) => (
                <li key={r.strainName} className="w-[17rem] shrink-0 snap-start lg:w-auto">
                  <RecommendationCard rec={r} fallback={fallback} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

/** Why a strain is suggested (`recommendationReason`), in the active language. */
function reasonIn(i18n: I18n, rec: Recommendation): string {
  if (rec.averageRating == null) return i18n._(rec.reason);
  const rating = formatNumber(rec.averageRating);
  const people = rec.reviewers;
  const effects = rec.sharedEffects.slice(0, 2).map((e) => i18n._(label(e)).toLowerCase());
  if (effects.length === 0)
    return i18n._(
      msg`Rated ${rating} by ${plural(people, { one: '# person', other: '# people' })} who rated it highly`,
    );
  if (effects.length === 1) {
    const [effect] = effects;
    return i18n._(
      msg`Rated ${rating} by ${plural(people, { one: '# person', other: '# people' })} who felt ${effect} like you`,
    );
  }
  const [effect, other] = effects;
  return i18n._(
    msg`Rated ${rating} by ${plural(people, { one: '# person', other: '# people' })} who felt ${effect} and ${other} like you`,
  );
}

function RecommendationCard({ rec, fallback }: { rec: Recommendation; fallback: boolean }) {
  const { i18n, t } = useLingui();
  const reason = reasonIn(i18n, rec);
  return (
    <article className="flex h-full flex-col gap-3 rounded-card border border-border bg-card p-4 shadow-sm">
      <div>
        <h3 className="line-clamp-2 font-semibold leading-snug">{rec.strainName}</h3>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <StrainBadge type={rec.strainType} />
          {/* A match needs the user's own effects behind it: the starting picks claim none. */}
          {fallback ? null : <MatchBadge percent={rec.matchPercent} />}
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        {rec.averageRating != null ? (
          <span className="inline-flex items-center gap-1">
            <Star className="size-3.5 shrink-0 fill-amber-400 text-amber-500" aria-hidden="true" />
            {reason}
          </span>
        ) : fallback ? (
          reason
        ) : null}
      </p>
      {rec.sharedEffects.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t`Effects you like`}>
          {rec.sharedEffects.slice(0, 3).map((e) => (
            <li
              key={e}
              className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium [&_svg]:size-3 [&_svg]:text-primary"
            >
              <EffectIcon effect={e} /> {i18n._(label(e))}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto">
        <AddRecommendationToStash strainName={rec.strainName} strainType={rec.strainType} />
      </div>
    </article>
  );
}

function MatchBadge({ percent }: { percent: number }) {
  return (
    <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-foreground">
      <Trans>Matches {percent}%</Trans>
    </span>
  );
}
