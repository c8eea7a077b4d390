import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, FlaskConical } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { ExperimentSummary } from '../../../../shared/experiments';
import type { Symptom } from '../../../../shared/session-rules';
import { lazyComponent } from '../../../lib/lazy-component';
import { Button } from '../../../ui/button';
import { QueryCard } from '../../../ui/query-card';
import { experimentQueries } from './api';
import { experimentTitle, todayLine, verdictTitle } from './experiment-words';

// The plan's form (its schema, the stash) loads when it is first asked for.
const PlanExperimentDialog = lazyComponent(() => import('./plan-form'));

function ExperimentRow({ e }: { e: ExperimentSummary }) {
  const { t } = useLingui();
  const now = todayLine(e);
  return (
    <li>
      <Link
        href={`/experiments/${e.id}`}
        className="flex min-h-11 items-center justify-between gap-3 rounded-xl bg-muted/60 px-3 py-2 text-sm hover:bg-muted"
      >
        <span className="min-w-0">
          <span className="block font-medium break-words">{experimentTitle(e)}</span>
          <span className="block text-xs text-muted-foreground">
            {now ?? (e.status === 'scheduled' ? t`Not started yet` : verdictTitle(e.result, e.arms))}
          </span>
        </span>
        <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
    </li>
  );
}

/**
 * "Your experiments": every experiment, or those of one symptom, each opening its page; with a symptom,
 * "Compare two products" plans a new one.
 */
export function ExperimentList({ symptom }: { symptom?: Symptom }) {
  const list = useQuery(experimentQueries.list());
  const [planning, setPlanning] = useState(false);
  const { t } = useLingui();
  return (
    <QueryCard
      title={t`Experiments`}
      icon={FlaskConical}
      description={t`Two products taken in turns, in an order drawn at random: which helps you more, and how sure that is.`}
      queries={[list]}
      loading={t`Loading your experiments...`}
      failed={t`Could not load your experiments`}
      isEmpty={(items) => items.filter((e) => !symptom || e.symptom === symptom).length === 0}
      empty={
        <p className="text-sm text-muted-foreground">
          {symptom
            ? t`No experiments for this symptom yet.`
            : t`No experiments yet: open a symptom above and choose "Compare two products".`}
        </p>
      }
      footer={
        symptom ? (
          <>
            <Button variant="outline" className="mt-3" onClick={() => setPlanning(true)}>
              <FlaskConical aria-hidden="true" /> <Trans>Compare two products</Trans>
            </Button>
            {planning ? (
              <Suspense fallback={null}>
                <PlanExperimentDialog symptom={symptom} onClose={() => setPlanning(false)} />
              </Suspense>
            ) : null}
          </>
        ) : null
      }
    >
      {(items) => (
        <ul className="space-y-2">
          {items
            .filter((e) => !symptom || e.symptom === symptom)
            .map((e) => (
              <ExperimentRow key={e.id} e={e} />
            ))}
        </ul>
      )}
    </QueryCard>
  );
}
