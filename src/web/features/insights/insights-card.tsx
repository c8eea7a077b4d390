import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart3, FlaskConical, Leaf, Sparkles } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { label } from '../../../shared/constants';
import { productTypeLabel } from '../../../shared/entry-rules';
import { INSIGHT_MIN_ENTRIES, type JournalInsights } from '../../../shared/insights';
import { formatNumber } from '../../lib/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Chip } from '../../ui/chip';
import { RadarChart } from '../../ui/radar-chart';

/**
 * "Your Insights": per product type, the average of each rating its form asks (only ratings entries
 * actually hold), as a radar with the same numbers in text; and the three most frequent figures.
 */
export function InsightsCard({ insights }: { insights: JournalInsights }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const enough = insights.count >= INSIGHT_MIN_ENTRIES;
  const profile = insights.profiles.find((p) => p.productType === chosen) ?? insights.profiles[0];
  const { i18n, t } = useLingui();
  const name = profile ? i18n._(productTypeLabel(profile.productType)) : '';
  const summary = profile
    ? profile.axes.map((a) => `${i18n._(a.label)} ${formatNumber(a.value)}`).join(', ')
    : '';
  const count = insights.count;
  return (
    <Card>
      <CardHeader>
        <CardTitle icon={BarChart3}>
          <Trans>Your Insights</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Average ratings by product type (1 to 5), from what you rated</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!enough || !profile ? (
          <div className="flex h-52 flex-col items-center justify-center rounded-xl bg-muted/60 px-4 text-center">
            <p className="font-medium">
              <Trans>Log {INSIGHT_MIN_ENTRIES} entries to see your profile</Trans>
            </p>
            <p className="text-sm text-muted-foreground">
              {count === 0
                ? t`Your averages per product appear here.`
                : t`${count} of ${INSIGHT_MIN_ENTRIES} so far.`}
            </p>
          </div>
        ) : (
          <figure className="space-y-2">
            {insights.profiles.length > 1 ? (
              <div className="flex flex-wrap gap-2">
                {insights.profiles.map((p) => (
                  <Chip
                    key={p.productType}
                    pressed={p.productType === profile.productType}
                    onPressedChange={() => setChosen(p.productType)}
                  >
                    {i18n._(productTypeLabel(p.productType))} ({formatNumber(p.count)})
                  </Chip>
                ))}
              </div>
            ) : null}
            {profile.axes.length >= 3 ? (
              <RadarChart
                axes={profile.axes.map((a) => i18n._(a.label))}
                series={[{ name: t`Average`, values: profile.axes.map((a) => a.value) }]}
                height={240}
              />
            ) : null}
            <figcaption className="sr-only">
              {t`${name} profile from ${plural(profile.count, { one: '# entry', other: '# entries' })}: ${summary}.`}
            </figcaption>
            <ul className="mt-1 grid grid-cols-3 gap-1 text-center sm:grid-cols-6" aria-hidden="true">
              {profile.axes.map((a) => (
                <li key={a.label} className="rounded-lg bg-muted/60 px-1 py-1.5">
                  <p className="text-base font-semibold tabular-nums">{formatNumber(a.value)}</p>
                  <p className="break-words text-[11px] text-muted-foreground">{i18n._(a.label)}</p>
                </li>
              ))}
            </ul>
          </figure>
        )}
        <dl className="grid grid-cols-3 gap-2 border-t border-border pt-4">
          <Figure
            icon={<Sparkles aria-hidden="true" />}
            term={t`Most common effect`}
            value={insights.topEffect?.value}
          />
          <Figure
            icon={<Leaf aria-hidden="true" />}
            term={t`Preferred type`}
            value={insights.favoriteType?.value}
          />
          <Figure
            icon={<FlaskConical aria-hidden="true" />}
            term={t`Fav. method`}
            value={insights.favoriteMethod?.value}
          />
        </dl>
      </CardContent>
    </Card>
  );
}

function Figure({ icon, term, value }: { icon: ReactNode; term: string; value: string | undefined }) {
  const { i18n, t } = useLingui();
  return (
    <div className="min-w-0 text-center">
      <dt className="text-[11px] leading-tight text-muted-foreground">
        <span className="mx-auto mb-1 flex size-8 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-4">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="break-words text-sm font-semibold">{value ? i18n._(label(value)) : t`None`}</dd>
    </div>
  );
}
