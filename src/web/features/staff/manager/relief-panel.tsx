import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { HeartPulse } from 'lucide-react';
import { RELIEF_GROUP_MIN_USERS, SYMPTOM_LEVEL_MAX, symptomLabel } from '../../../../shared/session-rules';
import { formatNumber } from '../../../lib/format';
import { QueryState } from '../../../ui/query-state';
import { NothingToShow } from '../dashboard/data-table';
import { Meter } from '../dashboard/meter';
import { Panel } from '../dashboard/parts';
import { managerQueries } from './api';

/**
 * "Relief by symptom": how much lower people rated a symptom after than before, across everybody who
 * allows data collection; only symptoms rated by at least five people (no group small enough to point at
 * one person). Levels, onset and duration appear only as these averages.
 */
export function ReliefPanel() {
  const relief = useQuery(managerQueries.relief());
  const { i18n, t } = useLingui();
  return (
    <Panel
      title={t`Relief by symptom`}
      icon={HeartPulse}
      description={t`Average drop on a 0–10 scale, symptoms logged by ${RELIEF_GROUP_MIN_USERS}+ people`}
    >
      <QueryState
        queries={[relief]}
        loading={t`Loading relief...`}
        pending={<div className="h-24 animate-pulse rounded-xl bg-muted/50" />}
        empty={<NothingToShow>{t`Not enough people have followed up a session yet`}</NothingToShow>}
      >
        {(data) => (
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
            {data.map((r) => (
              <li key={r.symptom} className="min-w-0">
                <Meter
                  label={<span className="font-medium">{i18n._(symptomLabel(r.symptom))}</span>}
                  value={`${formatNumber(r.averageBefore)} → ${formatNumber(Math.round((r.averageBefore - r.averageRelief) * 10) / 10)}`}
                  percent={(Math.max(0, r.averageRelief) / SYMPTOM_LEVEL_MAX) * 100}
                />
                <p className="mt-1 text-xs text-muted-foreground">
                  {t`${plural(r.users, { one: '# person', other: '# people' })}, ${plural(r.sessions, { one: '# session', other: '# sessions' })}`}
                  {r.averageOnsetMinutes != null
                    ? `, ${t`onset ~${formatNumber(r.averageOnsetMinutes)} min`}`
                    : ''}
                  {r.averageDurationMinutes != null
                    ? `, ${t`lasts ~${formatNumber(r.averageDurationMinutes)} min`}`
                    : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Panel>
  );
}
