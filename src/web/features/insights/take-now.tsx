import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Loader2, NotebookPen, Pill } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import type { AmountLevel } from '../../../shared/constants';
import { symptomsInOrder, trackedFirst } from '../../../shared/onboarding-rules';
import { type Symptom, symptomLabel } from '../../../shared/session-rules';
import { productLabel } from '../../../shared/stash-rules';
import { useTrackedSymptoms } from '../../lib/first-day';
import { openQuickLog } from '../../lib/quick-log';
import { AmountBar } from '../../ui/amount-bar';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { SelectField } from '../../ui/field';
import { QueryState } from '../../ui/query-state';
import { quantityText } from '../stash/quantity-text';
import { reliefQueries } from './api';
import { inSentence, takeNowReasonIn } from './labels';

const SHOWN = 4;

/**
 * The symptoms in the list's order (the tracked ones first) and the one picked before the person picks:
 * the one logged most, a tracked one first, or the list's first until that is known.
 */
function useFirstSymptom() {
  const relief = useQuery(reliefQueries.mine());
  const tracked = useTrackedSymptoms();
  const symptoms = symptomsInOrder(tracked);
  const mostLogged = trackedFirst(relief.data ?? [], tracked)[0]?.symptom as Symptom | undefined;
  return { symptoms, first: mostLogged ?? symptoms[0], relief };
}

/** Asked and not answered yet (offline, a query waits paused: nothing is coming until the network is back). */
const coming = (q: { isPending: boolean; fetchStatus: string }) =>
  q.isPending && q.fetchStatus === 'fetching';

/**
 * Whether the card's first ranking has come (or could not, or cannot now): until then it holds one line,
 * and what Home draws under it would move down when the ranking comes. Once true it stays true (another
 * symptom's ranking keeps the list shown while it loads).
 */
export function useTakeNowSettled(shown: boolean): boolean {
  const { first, relief } = useFirstSymptom();
  const ranking = useQuery({ ...reliefQueries.takeNow(first), enabled: shown });
  const settled = useRef(false);
  if (shown && !coming(relief) && !coming(ranking)) settled.current = true;
  return settled.current;
}

/**
 * "What should I take now?": today's symptom picked (the one logged most, a tracked one first, until
 * changed), the stash's items with something left ranked by how much they eased it, and a session logged
 * from one in a tap.
 */
export function TakeNow() {
  const [chosen, setChosen] = useState<Symptom | null>(null);
  const { symptoms, first } = useFirstSymptom();
  const symptom = chosen ?? first;
  // Another symptom (picked, or the tracked ones once they load) keeps the list shown until its own ranking
  // is in, so nothing under the card jumps while it loads.
  const items = useQuery({ ...reliefQueries.takeNow(symptom), placeholderData: keepPreviousData });
  const { i18n, t } = useLingui();
  const name = inSentence(i18n, i18n._(symptomLabel(symptom)));
  return (
    <Card aria-labelledby="take-now-title">
      <CardHeader>
        <CardTitle id="take-now-title" icon={Pill}>
          <Trans>What should I take now?</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            What is left in your stash, ranked by how much each strain and product eased this symptom for you,
            over all your sessions of it.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <SelectField
          id="take-now-symptom"
          label={t`Today's symptom`}
          className="max-w-xs"
          value={symptom}
          values={symptoms}
          optionLabel={(s) => i18n._(symptomLabel(s))}
          onValueChange={setChosen}
        />
        <QueryState
          compact
          queries={[items]}
          loading={t`Loading your stash...`}
          // One line, as tall as the line an empty stash gets: the cards under it do not move when it comes.
          pending={
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" />
              <Trans>Loading your stash...</Trans>
            </p>
          }
          failed={t`Could not rank your stash`}
          empty={
            <p className="text-sm text-muted-foreground">
              <Trans>
                Nothing left in your stash.{' '}
                <Link href="/stash" className="font-medium text-primary underline-offset-4 hover:underline">
                  Add what you have
                </Link>{' '}
                to see what helped you most.
              </Trans>
            </p>
          }
        >
          {(list) => (
            <ol className="space-y-2" aria-label={t`Your stash for ${name}, best first`}>
              {list.slice(0, SHOWN).map((item) => (
                <li
                  key={item.stashItemId}
                  className="flex flex-col gap-2 rounded-xl bg-muted/60 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-3"
                >
                  <div className="min-w-0 flex-1 space-y-1">
                    <p>
                      <span className="font-medium break-words">{item.strainName}</span>
                      <span className="text-muted-foreground">
                        {' '}
                        · {i18n._(productLabel(item.productType))} ·{' '}
                        {t`${quantityText(item.quantity, item.quantityUnit, item.productType)} left`}
                      </span>
                    </p>
                    <AmountBar level={item.currentAmount as AmountLevel} size="sm" className="max-w-40" />
                    <p className="text-xs text-muted-foreground">
                      {takeNowReasonIn(i18n, name, item.sessions, item.averageRelief)}
                    </p>
                  </div>
                  {/* The stash card's two-tap sheet (decision 0078), not New Entry. */}
                  <Button
                    size="sm"
                    variant="outline"
                    className="self-end sm:self-center"
                    aria-label={t`Log a session from ${item.strainName}`}
                    onClick={() => openQuickLog({ stashItemId: item.stashItemId })}
                  >
                    <NotebookPen aria-hidden="true" /> <Trans>Log a session</Trans>
                  </Button>
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
