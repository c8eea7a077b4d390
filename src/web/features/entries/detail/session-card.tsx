import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { HeartPulse } from 'lucide-react';
import { label } from '../../../../shared/constants';
import type { Entry } from '../../../../shared/entries';
import { followUpDue, relief, symptomLabel } from '../../../../shared/session-rules';
import { currencyChoice } from '../../../lib/currency';
import { formatMoney, formatNumber } from '../../../lib/format';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { FollowUpForm } from '../follow-up/follow-up-form';

/** "45 min", "2 h", "2 h 30 min" (the units' symbols, the same in every language). */
const minutes = (n: number) =>
  n < 120
    ? `${formatNumber(n)} min`
    : `${formatNumber(Math.floor(n / 60))} h ${n % 60 ? `${formatNumber(n % 60)} min` : ''}`.trim();

/** True when the entry carries any session data worth a card. */
export function hasSession(e: Entry) {
  return (
    e.outcomes.length > 0 ||
    e.onsetMinutes != null ||
    e.durationMinutes != null ||
    e.thcPercent != null ||
    e.cbdPercent != null ||
    e.thcMg != null ||
    e.cbdMg != null ||
    e.terpenes.length > 0 ||
    e.brand != null ||
    e.source != null ||
    e.price != null
  );
}

/** The entry's session: each symptom before → after, onset and duration, and what the label said. */
export function SessionCard({ entry }: { entry: Entry }) {
  const { t, i18n } = useLingui();
  // A price is shown in the currency it was paid in; the account's only for one saved before that was kept.
  const accountCurrency = useQuery({
    ...currencyChoice.query,
    enabled: entry.price != null && !entry.priceCurrency,
  }).data?.currency;
  const currency = entry.priceCurrency ?? accountCurrency;
  if (!hasSession(entry)) return null;
  const due = followUpDue(entry, Date.now());
  const facts: Array<[string, string]> = [];
  /** A share as the language writes it: "12.5%", "12,5 %". */
  const percent = (n: number) => {
    const share = formatNumber(n);
    return t`${share}%`;
  };
  if (entry.onsetMinutes != null) facts.push([t`Onset`, minutes(entry.onsetMinutes)]);
  if (entry.durationMinutes != null) facts.push([t`Duration`, minutes(entry.durationMinutes)]);
  if (entry.thcPercent != null) facts.push(['THC', percent(entry.thcPercent)]);
  if (entry.cbdPercent != null) facts.push(['CBD', percent(entry.cbdPercent)]);
  if (entry.thcMg != null) facts.push(['THC', `${formatNumber(entry.thcMg)} mg`]);
  if (entry.cbdMg != null) facts.push(['CBD', `${formatNumber(entry.cbdMg)} mg`]);
  if (entry.brand) facts.push([t`Brand`, entry.brand]);
  if (entry.source) facts.push([t`Bought at`, entry.source]);
  if (entry.price != null)
    facts.push([t`Price`, currency ? formatMoney(entry.price, currency) : formatNumber(entry.price)]);
  if (entry.terpenes.length > 0)
    facts.push([t`Terpenes`, entry.terpenes.map((terpene) => i18n._(label(terpene))).join(', ')]);
  return (
    <Card>
      <CardHeader>
        <CardTitle icon={HeartPulse}>
          <Trans>Session</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {entry.outcomes.length > 0 ? (
          <ul className="space-y-2" aria-label={t`Symptoms before and after`}>
            {entry.outcomes.map((o) => {
              const r = relief(o);
              const change = r == null ? 0 : Math.abs(r);
              return (
                <li
                  key={o.symptom}
                  className="flex items-center justify-between gap-3 rounded-xl bg-muted/60 px-3 py-2"
                >
                  <span className="font-medium">{i18n._(symptomLabel(o.symptom))}</span>
                  <span className="tabular-nums">
                    {o.before} → {o.after ?? '?'}
                    <span className="ml-2 text-sm text-muted-foreground">
                      {r == null
                        ? t`not rated after`
                        : r > 0
                          ? t`${change} lower`
                          : r < 0
                            ? t`${change} higher`
                            : t`no change`}
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
        ) : null}
        {due ? (
          <section
            aria-labelledby={`follow-up-${entry.id}`}
            className="space-y-2 rounded-xl border border-primary/40 p-3"
          >
            <h2 id={`follow-up-${entry.id}`} className="font-semibold">
              <Trans>How do you feel now?</Trans>
            </h2>
            <FollowUpForm entry={entry} />
          </section>
        ) : null}
        {facts.length > 0 ? (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
            {facts.map(([name, value]) => (
              <div key={`${name}-${value}`} className="min-w-0">
                <dt className="text-xs text-muted-foreground">{name}</dt>
                <dd className="font-medium break-words">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </CardContent>
    </Card>
  );
}
