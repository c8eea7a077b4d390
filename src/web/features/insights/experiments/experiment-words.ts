import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { productTypeLabel } from '../../../../shared/entry-rules';
import type { Arm, ExperimentResult, ExperimentSummary } from '../../../../shared/experiments';
import { symptomLabel } from '../../../../shared/session-rules';
import { formatDecimal, formatNumber, pluralOf } from '../../../lib/format';
import { inSentence } from '../labels';

// An experiment in words: its products, today's session and the answer, said no surer than the data (in
// the active language: screens that show these read `useLingui`, so they are drawn again on a switch).

type Arms = ExperimentSummary['arms'];

export const armOf = (arms: Arms, arm: Arm) => arms.find((a) => a.arm === arm) ?? arms[0];

/** "Gelato edible": the strain's name as logged, its product in the active language (`productName`). */
export function productNameIn(a: { strainName: string; productType: string }): string {
  const strain = a.strainName;
  const product = inSentence(i18n, i18n._(productTypeLabel(a.productType)));
  return i18n._(
    msg({ message: `${strain} ${product}`, comment: 'A strain and its product type: "Gelato edible"' }),
  );
}

/** "A: Gelato edible" */
export const armName = (arms: Arms, arm: Arm) => `${arm}: ${productNameIn(armOf(arms, arm))}`;

/** "Gelato edible or Blue Dream flower for sleep" */
export function experimentTitle(e: Pick<ExperimentSummary, 'arms' | 'symptom'>): string {
  const [a, b] = e.arms;
  const first = productNameIn(a);
  const second = productNameIn(b);
  const symptom = inSentence(i18n, i18n._(symptomLabel(e.symptom)));
  return i18n._(msg`${first} or ${second} for ${symptom}`);
}

/** Today's session in the person's words: "Today, before bed: B, Gelato edible, 5 mg". */
export function todayLine(e: ExperimentSummary): string | null {
  if (!e.today) return null;
  const time = e.timeOfDay;
  const arm = e.today.arm;
  const product = productNameIn(armOf(e.arms, e.today.arm));
  const dose = e.dose;
  return i18n._(msg`Today, ${time}: ${arm}, ${product}, ${dose}`);
}

/** "Logged today: 1 session." once today has a session of the experiment; '' before. */
export const loggedToday = (sessions: number) =>
  sessions > 0
    ? i18n._(msg`Logged today: ${plural(sessions, { one: '# session', other: '# sessions' })}.`)
    : '';

/** "3.0 points": one decimal, the word agreeing with the figure as shown. */
function points(n: number): string {
  const value = formatDecimal(Math.abs(n));
  return pluralOf(Math.abs(n), 1) === 'one' ? i18n._(msg`${value} point`) : i18n._(msg`${value} points`);
}

/** The answer's headline: who helps more, or how far from knowing. */
export function verdictTitle(result: ExperimentResult, arms: Arms): string {
  const stopped = result.stoppedEarly;
  switch (result.verdict) {
    case 'winner': {
      const winner = result.winner ? armName(arms, result.winner) : i18n._(msg`One product`);
      return stopped ? i18n._(msg`Stopped early: ${winner} helps more`) : i18n._(msg`${winner} helps more`);
    }
    case 'no-difference':
      return stopped
        ? i18n._(msg`Stopped early: No difference worth acting on`)
        : i18n._(msg`No difference worth acting on`);
    case 'no-clear-winner':
      return stopped ? i18n._(msg`Stopped early: No clear winner yet`) : i18n._(msg`No clear winner yet`);
    default:
      return stopped ? i18n._(msg`Stopped before an answer`) : i18n._(msg`No answer yet`);
  }
}

/** The difference in words, for the drawing's description. */
export function differenceWords(result: ExperimentResult, arms: Arms): string {
  if (result.difference === null)
    return i18n._(msg`No block has counted yet, so there is no difference to show.`);
  const m = result.difference;
  const better = armName(arms, m > 0 ? 'A' : 'B');
  const amount = points(m);
  if (!result.interval)
    return m === 0
      ? i18n._(msg`Both products brought the same relief on average; a likely range needs 2 counted blocks.`)
      : i18n._(
          msg`${better} brought ${amount} more relief on average; a likely range needs 2 counted blocks.`,
        );
  const lead =
    m === 0
      ? i18n._(msg`Both products brought the same relief on average.`)
      : i18n._(msg`${better} brought ${amount} more relief on average.`);
  const [lo, hi] = result.interval;
  const say = (n: number) => {
    if (n === 0) return i18n._(msg`no difference`);
    const value = points(n);
    return n > 0 ? i18n._(msg`${value} in favour of A`) : i18n._(msg`${value} in favour of B`);
  };
  const from = say(lo);
  const to = say(hi);
  const range = i18n._(msg`The 95% likely range runs from ${from} to ${to}.`);
  if (result.probabilityABetter === null) return `${lead} ${range}`;
  const percent = formatNumber(Math.round(result.probabilityABetter * 100));
  return `${lead} ${range} ${i18n._(msg`The chance that A helps more is ${percent} percent.`)}`;
}
