import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Experiment } from '../../../../shared/experiments';
import { BLOCKS_COUNTED_MIN } from '../../../../shared/experiments-rules';
import { formatNumber } from '../../../lib/format';

/** A probability as the answer says it: "over 99%", "under 1%", else a whole percent. */
function likelihood(i18n: I18n, p: number) {
  const percent = formatNumber(Math.round(p * 100));
  if (p > 0.99) return i18n._(msg`over 99%`);
  if (p < 0.01) return i18n._(msg`under 1%`);
  return i18n._(msg`${percent}%`);
}

/**
 * The answer in a sentence or two, made here from its figures in the reader's language (the API's
 * `summary` is the same in English): what was counted, the difference with its 95 % interval, how likely
 * A is better, and how many more blocks would likely settle it.
 */
export function resultSummary(i18n: I18n, e: Experiment): string {
  const r = e.result;
  const counted = r.blocksCounted;
  const stopped = r.stoppedEarly
    ? i18n._(msg`Stopped early with ${plural(counted, { one: '# block', other: '# blocks' })} counted.`)
    : null;
  const said = (() => {
    if (r.interval === null || r.difference === null || r.probabilityABetter === null) {
      const needed = BLOCKS_COUNTED_MIN;
      return i18n._(
        msg`Collecting: ${plural(counted, { one: '# block', other: '# blocks' })} counted so far; an answer needs at least ${needed}.`,
      );
    }
    const lo = formatNumber(Math.round(r.interval[0] * 100) / 100);
    const hi = formatNumber(Math.round(r.interval[1] * 100) / 100);
    const difference = formatNumber(Math.round(r.difference * 100) / 100);
    if (r.verdict === 'winner' && r.winner) {
      const arm = r.winner;
      const more = formatNumber(Math.round(Math.abs(r.difference) * 100) / 100);
      const likely = likelihood(i18n, arm === 'A' ? r.probabilityABetter : 1 - r.probabilityABetter);
      return i18n._(
        msg`Product ${arm} helped more: ${more} points more relief a day (95% interval ${lo} to ${hi} points), ${likely} likely better.`,
      );
    }
    if (r.verdict === 'no-difference') {
      const minimum = formatNumber(e.minimumDifference);
      return i18n._(
        msg`No difference worth acting on: the 95% interval ${lo} to ${hi} points lies within ±${minimum}.`,
      );
    }
    const likely = likelihood(i18n, r.probabilityABetter);
    const moreBlocks = r.moreBlocks;
    const settle =
      moreBlocks === null
        ? i18n._(msg`More blocks are unlikely to settle it soon.`)
        : i18n._(
            msg`About ${plural(moreBlocks, { one: '# block', other: '# blocks' })} more would likely settle it.`,
          );
    return i18n._(
      msg`No clear winner: A minus B is ${difference} points (95% interval ${lo} to ${hi} points); A is better with probability ${likely}. ${settle}`,
    );
  })();
  if (!stopped) return said;
  return r.interval === null ? `${stopped} ${said}` : i18n._(msg`${stopped} So far: ${said}`);
}
