import { BarChart3, FlaskConical, Leaf, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { label } from '../../shared/constants';
import type { JournalInsights } from '../../shared/insights';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { LazyRadarChart } from '../ui/lazy-radar-chart';

/** "Your Insights": the radar of average ratings and the three most-frequent figures. */
export function InsightsCard({ insights }: { insights: JournalInsights }) {
  const empty = insights.count === 0;
  const summary = insights.averages.map((a) => `${a.label} ${a.value}`).join(', ');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BarChart3 className="size-4 text-primary" aria-hidden="true" /> Your Insights
        </CardTitle>
        <CardDescription>Average ratings across your journal (0 to 5)</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {empty ? (
          <div className="flex h-52 flex-col items-center justify-center rounded-xl bg-muted/60 text-center">
            <p className="font-medium">No entries yet</p>
            <p className="text-sm text-muted-foreground">Add entries to see insights</p>
          </div>
        ) : (
          <figure>
            <LazyRadarChart
              axes={insights.averages.map((a) => a.label)}
              series={[{ name: 'Average', values: insights.averages.map((a) => a.value) }]}
              height={240}
            />
            <figcaption className="sr-only">Average ratings: {summary}.</figcaption>
            <ul className="mt-1 grid grid-cols-4 gap-1 text-center" aria-hidden="true">
              {insights.averages.map((a) => (
                <li key={a.label} className="rounded-lg bg-muted/60 px-1 py-1.5">
                  <p className="text-base font-semibold tabular-nums">{a.value}</p>
                  <p className="truncate text-[11px] text-muted-foreground">{a.label}</p>
                </li>
              ))}
            </ul>
          </figure>
        )}
        <dl className="grid grid-cols-3 gap-2 border-t border-border pt-4">
          <Figure
            icon={<Sparkles aria-hidden="true" />}
            term="Most common effect"
            value={insights.topEffect?.value}
          />
          <Figure
            icon={<Leaf aria-hidden="true" />}
            term="Preferred type"
            value={insights.favoriteType?.value}
          />
          <Figure
            icon={<FlaskConical aria-hidden="true" />}
            term="Fav. method"
            value={insights.favoriteMethod?.value}
          />
        </dl>
      </CardContent>
    </Card>
  );
}

function Figure({ icon, term, value }: { icon: ReactNode; term: string; value: string | undefined }) {
  return (
    <div className="min-w-0 text-center">
      <dt className="text-[11px] leading-tight text-muted-foreground">
        <span className="mx-auto mb-1 flex size-8 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-4">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="truncate text-sm font-semibold">{value ? label(value) : 'None'}</dd>
    </div>
  );
}
