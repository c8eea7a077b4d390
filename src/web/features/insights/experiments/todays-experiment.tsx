import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { experimentQueries } from './api';
import { loggedToday, todayLine } from './experiment-words';
import { LogSessionButton } from './log-session-button';

/**
 * Home's card for an experiment day: "Today, before bed: B, Gelato edible, 5 mg" and the button that logs
 * it, for each experiment with a product today. Nothing otherwise (nor while loading or failed).
 */
export function TodaysExperiment() {
  const list = useQuery(experimentQueries.list());
  const today = (list.data ?? []).filter((e) => e.today);
  const { t } = useLingui();
  if (today.length === 0) return null;
  return (
    <Card aria-labelledby="todays-experiment">
      <CardHeader>
        <CardTitle id="todays-experiment" icon={FlaskConical}>
          {today.length === 1 ? t`Today's experiment` : t`Today's experiments`}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {today.map((e) => (
          <div key={e.id} className="space-y-2">
            <p className="font-medium">
              <Link href={`/experiments/${e.id}`} className="underline-offset-4 hover:underline">
                {todayLine(e)}
              </Link>
            </p>
            {e.today?.sessions ? <p className="text-sm">{loggedToday(e.today.sessions)}</p> : null}
            <LogSessionButton experimentId={e.id} logged={e.today?.sessions ?? 0} />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
