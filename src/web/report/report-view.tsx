import { RATING_MAX } from '../../shared/constants';
import type { Report } from '../../shared/report';
import { symptomLabel } from '../../shared/session-rules';
import { plural } from '../lib/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

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
                <span className="tabular-nums">{i.count}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The printable report, drawn from GET /api/report or a shared link's answer. */
export function ReportView({ report }: { report: Report }) {
  return (
    <article className="report grid gap-4" aria-label="Report">
      <p className="text-sm">
        Period <strong>{report.from}</strong> to <strong>{report.to}</strong> ({report.timeZone})
      </p>
      <div className="grid grid-cols-2 gap-4">
        <Card className="report-block">
          <CardContent className="pt-6">
            <p className="text-3xl font-bold tabular-nums">{report.sessions}</p>
            <p className="text-sm text-muted-foreground">Sessions</p>
          </CardContent>
        </Card>
        <Card className="report-block">
          <CardContent className="pt-6">
            <p className="text-3xl font-bold tabular-nums">{report.activeDays}</p>
            <p className="text-sm text-muted-foreground">Active days</p>
          </CardContent>
        </Card>
      </div>
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
                      {n.day} · {n.strainName}:
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
