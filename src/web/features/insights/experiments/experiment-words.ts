import type { Arm, ExperimentResult, ExperimentSummary } from '../../../../shared/experiments';
import { productName } from '../../../../shared/experiments-rules';
import { symptomLabel } from '../../../../shared/session-rules';
import { formatDecimal, formatNumber, plural } from '../../../lib/format';

// An experiment in words: its products, today's session and the answer, said no surer than the data.

type Arms = ExperimentSummary['arms'];

export const armOf = (arms: Arms, arm: Arm) => arms.find((a) => a.arm === arm) ?? arms[0];

/** "A: Gelato edible" */
export const armName = (arms: Arms, arm: Arm) => `${arm}: ${productName(armOf(arms, arm))}`;

/** "Gelato edible or Blue Dream flower for sleep" */
export function experimentTitle(e: Pick<ExperimentSummary, 'arms' | 'symptom'>): string {
  const [a, b] = e.arms;
  return `${productName(a)} or ${productName(b)} for ${symptomLabel(e.symptom).toLowerCase()}`;
}

/** Today's session in the person's words: "Today, before bed: B, Gelato edible, 5 mg". */
export function todayLine(e: ExperimentSummary): string | null {
  if (!e.today) return null;
  return `Today, ${e.timeOfDay}: ${e.today.arm}, ${productName(armOf(e.arms, e.today.arm))}, ${e.dose}`;
}

/** "Logged today: 1 session." once today has a session of the experiment; '' before. */
export const loggedToday = (sessions: number) =>
  sessions > 0 ? `Logged today: ${plural(sessions, 'session')}.` : '';

const points = (n: number) => `${formatDecimal(Math.abs(n))} ${Math.abs(n) === 1 ? 'point' : 'points'}`;

/** The answer's headline: who helps more, or how far from knowing. */
export function verdictTitle(result: ExperimentResult, arms: Arms): string {
  const stopped = result.stoppedEarly ? 'Stopped early: ' : '';
  switch (result.verdict) {
    case 'winner':
      return `${stopped}${result.winner ? armName(arms, result.winner) : 'One product'} helps more`;
    case 'no-difference':
      return `${stopped}No difference worth acting on`;
    case 'no-clear-winner':
      return `${stopped}No clear winner yet`;
    default:
      return result.stoppedEarly ? 'Stopped before an answer' : 'No answer yet';
  }
}

/** The difference in words, for the drawing's description. */
export function differenceWords(result: ExperimentResult, arms: Arms): string {
  if (result.difference === null) return 'No block has counted yet, so there is no difference to show.';
  const m = result.difference;
  const lead =
    m === 0
      ? 'Both products brought the same relief on average'
      : `${armName(arms, m > 0 ? 'A' : 'B')} brought ${points(m)} more relief on average`;
  if (!result.interval) return `${lead}; a likely range needs 2 counted blocks.`;
  const [lo, hi] = result.interval;
  const say = (n: number) => (n === 0 ? 'no difference' : `${points(n)} in favour of ${n > 0 ? 'A' : 'B'}`);
  const chance =
    result.probabilityABetter !== null
      ? ` The chance that A helps more is ${formatNumber(Math.round(result.probabilityABetter * 100))} percent.`
      : '';
  return `${lead}. The 95% likely range runs from ${say(lo)} to ${say(hi)}.${chance}`;
}
