import { RATING_MAX } from '../../../shared/constants';
import { reliefSentence } from '../../../shared/relief-rules';
import type { Report } from '../../../shared/report';
import { symptomLabel } from '../../../shared/session-rules';
import { formatDay } from '../../lib/dates';
import { formatNumber, plural } from '../../lib/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { ReliefByMonthTable } from '../../ui/relief-by-month-table';

function Counts({ title, items }: { title: string; items: Report['products'] }) {
  return (
    <Card className="report-block">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">None in this period.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {items.map((i) => (
              <li key={i.name} className="flex justify-between gap-4">
                <span className="capitalize">{i.name}</span>
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
  return (
    <div className="report-block space-y-0.5 text-sm">
      {profile.displayName ? (
        <p>
          Prepared for <strong>{profile.displayName}</strong>
        </p>
      ) : null}
      {profile.conditions.length > 0 ? <p>Conditions tracked: {profile.conditions.join(', ')}</p> : null}
    </div>
  );
}

function ThcPerDay({ report }: { report: Report }) {
  const { thc } = report;
  return (
    <Card className="report-block" aria-labelledby="report-thc">
      <CardHeader>
        <CardTitle id="report-thc">THC per day</CardTitle>
        <CardDescription>
          From the milligrams recorded on {plural(thc.sessionsWithMg, 'session')}
          {thc.sessionsWithoutMg > 0 ? ` (${thc.sessionsWithoutMg} without)` : ''}, over every day of the
          period.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {thc.sessionsWithMg === 0 ? (
          <p className="text-sm text-muted-foreground">No THC in milligrams recorded in this period.</p>
        ) : (
          <dl className="grid grid-cols-2 gap-4">
            <div>
              <dt className="text-sm text-muted-foreground">Average</dt>
              <dd className="text-2xl font-bold tabular-nums">{mg(thc.averageMgPerDay)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">Highest</dt>
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
        <CardTitle id="report-weeks">Sessions per week</CardTitle>
        <CardDescription>
          Monday to Sunday; the first and last weeks count only days in the period.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <table className="w-full text-sm">
          <caption className="sr-only">Sessions per week</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Sessions</th>
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
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="mt-1 space-y-0.5 text-sm">
        {groups.map((g) => (
          <li key={g.key} className={g.enough ? undefined : 'text-muted-foreground'}>
            {reliefSentence(g)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Per symptom: relief by month, by THC:CBD profile and by method (a claim only from 3 sessions). */
function SymptomSection({ item }: { item: Report['symptoms'][number] }) {
  const id = `report-symptom-${item.symptom}`;
  return (
    <Card className="report-block" aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{symptomLabel(item.symptom)}</CardTitle>
        <CardDescription>
          {item.averageRelief.toFixed(1)} points lower on average (0 to 10) over{' '}
          {plural(item.sessions, 'session')} rated before and after.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-3">
        <div>
          <h3 className="text-sm font-semibold">Over time</h3>
          <ReliefByMonthTable
            className="mt-1"
            months={item.overTime}
            caption={`${symptomLabel(item.symptom)}: relief per month`}
          />
        </div>
        <GroupList title="By THC:CBD profile" groups={item.byCannabinoid} />
        <GroupList title="By method" groups={item.byMethod} />
      </CardContent>
    </Card>
  );
}

/** The printable report, drawn from GET /api/report or a shared link's answer. */
export function ReportView({ report }: { report: Report }) {
  return (
    <article className="report grid gap-4" aria-label="Report">
      <Profile profile={report.profile} />
      <p className="text-sm">
        Period <strong>{formatDay(report.from)}</strong> to <strong>{formatDay(report.to)}</strong> (
        {report.timeZone})
      </p>
      <div className="grid grid-cols-2 gap-4">
        <Card className="report-block">
          <CardContent className="pt-6">
            <p className="text-3xl font-bold tabular-nums">{formatNumber(report.sessions)}</p>
            <p className="text-sm text-muted-foreground">Sessions</p>
          </CardContent>
        </Card>
        <Card className="report-block">
          <CardContent className="pt-6">
            <p className="text-3xl font-bold tabular-nums">{formatNumber(report.activeDays)}</p>
            <p className="text-sm text-muted-foreground">Active days</p>
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
            What helped, per symptom
          </h2>
          {report.symptoms.map((item) => (
            <SymptomSection key={item.symptom} item={item} />
          ))}
        </section>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Counts title="Products used" items={report.products} />
        <Counts title="Methods used" items={report.methods} />
      </div>
      <Card className="report-block">
        <CardHeader>
          <CardTitle>Top strains by overall rating</CardTitle>
        </CardHeader>
        <CardContent>
          {report.topStrains.length === 0 ? (
            <p className="text-sm text-muted-foreground">No sessions in this period.</p>
          ) : (
            <ol className="space-y-1 text-sm">
              {report.topStrains.map((s) => (
                <li key={s.strainName} className="flex justify-between gap-4">
                  <span>
                    {s.strainName} <span className="text-muted-foreground capitalize">({s.strainType})</span>
                  </span>
                  <span className="shrink-0 whitespace-nowrap tabular-nums">
                    {s.averageRating.toFixed(1)} / {RATING_MAX} · {plural(s.sessions, 'session')}
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
            <CardTitle>Relief per symptom</CardTitle>
            <CardDescription>Average level before → after, 0 to 10</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="space-y-1 text-sm">
              {report.relief.map((r) => (
                <li key={r.symptom} className="flex justify-between gap-4">
                  <span>{symptomLabel(r.symptom)}</span>
                  <span className="shrink-0 whitespace-nowrap tabular-nums">
                    {r.averageBefore.toFixed(1)} → {r.averageAfter.toFixed(1)} (
                    {plural(r.sessions, 'session')})
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
            <CardTitle>Label data</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-1 text-sm">
              {report.labels.map((l) => (
                <li key={`${l.strainName}-${l.brand}`}>
                  {l.strainName}
                  {l.brand ? ` · ${l.brand}` : ''}
                  {l.thcPercent !== null ? ` · THC ${l.thcPercent}%` : ''}
                  {l.cbdPercent !== null ? ` · CBD ${l.cbdPercent}%` : ''}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
      {report.notes ? (
        <Card className="report-block">
          <CardHeader>
            <CardTitle>Notes</CardTitle>
          </CardHeader>
          <CardContent>
            {report.notes.length === 0 ? (
              <p className="text-sm text-muted-foreground">No notes in this period.</p>
            ) : (
              <ul className="space-y-2 text-sm">
                {report.notesTotal !== undefined && report.notesTotal > report.notes.length ? (
                  <li className="text-muted-foreground">
                    The newest {report.notes.length} of {report.notesTotal} notes in this period.
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
