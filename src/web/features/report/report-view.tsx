import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { label, RATING_MAX } from '../../../shared/constants';
import { productTypeLabel } from '../../../shared/entry-rules';
import { RELIEF_DIMENSION_TITLES } from '../../../shared/relief-rules';
import type { Report } from '../../../shared/report';
import { symptomLabel } from '../../../shared/session-rules';
import { formatDay } from '../../lib/dates';
import { formatDecimal, formatNumber } from '../../lib/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { ReliefByMonthTable } from '../../ui/relief-by-month-table';
import { reliefSentenceIn } from '../insights/labels';

function Counts({
  title,
  items,
  name,
}: {
  title: string;
  items: Report['products'];
  /** A product type's or a method's label, in the active language. */
  name: (value: string) => string;
}) {
  return (
    <Card className="report-block">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>None in this period.</Trans>
          </p>
        ) : (
          <ul className="space-y-1 text-sm">
            {items.map((i) => (
              <li key={i.name} className="flex justify-between gap-4">
                <span className="capitalize">{name(i.name).toLowerCase()}</span>
                <span className="tabular-nums">{formatNumber(i.count)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

const mg = (n: number) => `${formatNumber(n)} mg`;

/** Who the report is for, when the user said so in Settings. */
function Profile({ profile }: { profile: Report['profile'] }) {
  if (!profile.displayName && profile.conditions.length === 0) return null;
  const name = profile.displayName;
  const conditions = profile.conditions.join(', ');
  return (
    <div className="report-block space-y-0.5 text-sm">
      {name ? (
        <p>
          <Trans>
            Prepared for <strong>{name}</strong>
          </Trans>
        </p>
      ) : null}
      {profile.conditions.length > 0 ? (
        <p>
          <Trans>Conditions tracked: {conditions}</Trans>
        </p>
      ) : null}
    </div>
  );
}

function ThcPerDay({ report }: { report: Report }) {
  const { thc } = report;
  const { t } = useLingui();
  const without = formatNumber(thc.sessionsWithoutMg);
  return (
    <Card className="report-block" aria-labelledby="report-thc">
      <CardHeader>
        <CardTitle id="report-thc">
          <Trans>THC per day</Trans>
        </CardTitle>
        <CardDescription>
          {thc.sessionsWithoutMg > 0
            ? t`From the milligrams recorded on ${plural(thc.sessionsWithMg, { one: '# session', other: '# sessions' })} (${without} without), over every day of the period.`
            : t`From the milligrams recorded on ${plural(thc.sessionsWithMg, { one: '# session', other: '# sessions' })}, over every day of the period.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {thc.sessionsWithMg === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No THC in milligrams recorded in this period.</Trans>
          </p>
        ) : (
          <dl className="grid grid-cols-2 gap-4">
            <div>
              <dt className="text-sm text-muted-foreground">
                <Trans>Average</Trans>
              </dt>
              <dd className="text-2xl font-bold tabular-nums">{mg(thc.averageMgPerDay)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">
                <Trans>Highest</Trans>
              </dt>
              <dd className="text-2xl font-bold tabular-nums">{mg(thc.highestMgPerDay)}</dd>
              {thc.highestDay ? (
                <dd className="text-xs text-muted-foreground">{formatDay(thc.highestDay)}</dd>
              ) : null}
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function SessionsPerWeek({ weeks }: { weeks: Report['sessionsPerWeek'] }) {
  const most = Math.max(1, ...weeks.map((w) => w.sessions));
  return (
    <Card className="report-block" aria-labelledby="report-weeks">
      <CardHeader>
        <CardTitle id="report-weeks">
          <Trans>Sessions per week</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Monday to Sunday; the first and last weeks count only days in the period.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <table className="w-full text-sm">
          <caption className="sr-only">
            <Trans>Sessions per week</Trans>
          </caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">
                <Trans>Week of</Trans>
              </th>
              <th scope="col">
                <Trans context="cannabis use">Sessions</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.weekStart}>
                <td className="w-28 py-0.5 whitespace-nowrap">{formatDay(w.weekStart, 'dayMonth')}</td>
                <td className="py-0.5" aria-hidden="true">
                  <div
                    className="h-2 rounded-full bg-primary"
                    style={{ width: `${(w.sessions / most) * 100}%` }}
                  />
                </td>
                <td className="w-10 py-0.5 text-right tabular-nums">{formatNumber(w.sessions)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

function GroupList({ title, groups }: { title: string; groups: Report['symptoms'][number]['byMethod'] }) {
  const { i18n } = useLingui();
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="mt-1 space-y-0.5 text-sm">
        {groups.map((g) => (
          <li key={g.key} className={g.enough ? undefined : 'text-muted-foreground'}>
            {reliefSentenceIn(i18n, g)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Per symptom: relief by month, by THC:CBD profile and by method (a claim only from 3 sessions). */
function SymptomSection({ item }: { item: Report['symptoms'][number] }) {
  const id = `report-symptom-${item.symptom}`;
  const { i18n, t } = useLingui();
  const symptom = i18n._(symptomLabel(item.symptom));
  const average = formatDecimal(item.averageRelief);
  return (
    <Card className="report-block" aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{symptom}</CardTitle>
        <CardDescription>
          {t`${average} points lower on average (0 to 10) over ${plural(item.sessions, { one: '# session', other: '# sessions' })} rated before and after.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-3">
        <div>
          <h3 className="text-sm font-semibold">
            <Trans>Over time</Trans>
          </h3>
          <ReliefByMonthTable
            className="mt-1"
            months={item.overTime}
            caption={t`${symptom}: relief per month`}
          />
        </div>
        <GroupList title={i18n._(RELIEF_DIMENSION_TITLES.byCannabinoid)} groups={item.byCannabinoid} />
        <GroupList title={i18n._(RELIEF_DIMENSION_TITLES.byMethod)} groups={item.byMethod} />
      </CardContent>
    </Card>
  );
}

/** The printable report, drawn from GET /api/report or a shared link's answer. */
export function ReportView({ report }: { report: Report }) {
  const { i18n, t } = useLingui();
  const from = formatDay(report.from);
  const to = formatDay(report.to);
  const zone = report.timeZone;
  return (
    <article className="report grid gap-4" aria-label={t`Report`}>
      <Profile profile={report.profile} />
      <p className="text-sm">
        <Trans>
          Period <strong>{from}</strong> to <strong>{to}</strong> ({zone})
        </Trans>
      </p>
      <div className="grid grid-cols-2 gap-4">
        <Card className="report-block">
          <CardContent className="pt-6">
            <p className="text-3xl font-bold tabular-nums">{formatNumber(report.sessions)}</p>
            <p className="text-sm text-muted-foreground">
              <Trans context="cannabis use">Sessions</Trans>
            </p>
          </CardContent>
        </Card>
        <Card className="report-block">
          <CardContent className="pt-6">
            <p className="text-3xl font-bold tabular-nums">{formatNumber(report.activeDays)}</p>
            <p className="text-sm text-muted-foreground">
              <Trans>Active days</Trans>
            </p>
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <ThcPerDay report={report} />
        <SessionsPerWeek weeks={report.sessionsPerWeek} />
      </div>
      {report.symptoms.length > 0 ? (
        <section aria-labelledby="report-what-helps" className="grid gap-4">
          <h2 id="report-what-helps" className="text-lg font-semibold">
            <Trans>What helped, per symptom</Trans>
          </h2>
          {report.symptoms.map((item) => (
            <SymptomSection key={item.symptom} item={item} />
          ))}
        </section>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Counts title={t`Products used`} items={report.products} name={(p) => i18n._(productTypeLabel(p))} />
        <Counts title={t`Methods used`} items={report.methods} name={(m) => i18n._(label(m))} />
      </div>
      <Card className="report-block">
        <CardHeader>
          <CardTitle>
            <Trans>Top strains by overall rating</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {report.topStrains.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>No sessions in this period.</Trans>
            </p>
          ) : (
            <ol className="space-y-1 text-sm">
              {report.topStrains.map((s) => (
                <li key={s.strainName} className="flex justify-between gap-4">
                  <span>
                    {s.strainName}{' '}
                    <span className="text-muted-foreground capitalize">
                      ({i18n._(label(s.strainType)).toLowerCase()})
                    </span>
                  </span>
                  <span className="shrink-0 whitespace-nowrap tabular-nums">
                    {formatDecimal(s.averageRating)} / {RATING_MAX} ·{' '}
                    {plural(s.sessions, { one: '# session', other: '# sessions' })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
      {report.relief.length > 0 ? (
        <Card className="report-block">
          <CardHeader>
            <CardTitle>
              <Trans>Relief per symptom</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Average level before → after, 0 to 10</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="space-y-1 text-sm">
              {report.relief.map((r) => (
                <li key={r.symptom} className="flex justify-between gap-4">
                  <span>{i18n._(symptomLabel(r.symptom))}</span>
                  <span className="shrink-0 whitespace-nowrap tabular-nums">
                    {formatDecimal(r.averageBefore)} → {formatDecimal(r.averageAfter)} (
                    {plural(r.sessions, { one: '# session', other: '# sessions' })})
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
      {report.labels.length > 0 ? (
        <Card className="report-block">
          <CardHeader>
            <CardTitle>
              <Trans>Label data</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-1 text-sm">
              {report.labels.map((l) => (
                <li key={`${l.strainName}-${l.brand}`}>
                  {l.strainName}
                  {l.brand ? ` · ${l.brand}` : ''}
                  {l.thcPercent !== null ? ` · ${t`THC ${formatNumber(l.thcPercent)}%`}` : ''}
                  {l.cbdPercent !== null ? ` · ${t`CBD ${formatNumber(l.cbdPercent)}%`}` : ''}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
      {report.notes ? (
        <Card className="report-block">
          <CardHeader>
            <CardTitle>
              <Trans>Notes</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {report.notes.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                <Trans>No notes in this period.</Trans>
              </p>
            ) : (
              <ul className="space-y-2 text-sm">
                {report.notesTotal !== undefined && report.notesTotal > report.notes.length ? (
                  <li className="text-muted-foreground">
                    {t`The newest ${report.notes.length} of ${report.notesTotal} notes in this period.`}
                  </li>
                ) : null}
                {report.notes.map((n, i) => (
                  <li key={i}>
                    <span className="text-muted-foreground">
                      {formatDay(n.day)} · {n.strainName}:
                    </span>{' '}
                    {n.text}
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      ) : null}
    </article>
  );
}
