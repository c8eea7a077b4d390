import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { label } from '../../../shared/constants';
import { productTypeLabel } from '../../../shared/entry-rules';
import { RELIEF_ENOUGH_SESSIONS, type ReliefGroup, usualRange } from '../../../shared/relief-rules';
import { formatDecimal, formatNumber } from '../../lib/format';

/**
 * "Flower · Joint" in the active language: the product's and the method's shared labels (their English text
 * is their id in the catalogs, decision 0080), written as `productAndMethod` writes them in English.
 */
export function productAndMethodIn(i18n: I18n, productType: string, method: string): string {
  const product = productTypeLabel(productType);
  const how = label(method);
  return how === product ? i18n._(product) : `${i18n._(product)} · ${i18n._(how)}`;
}

/**
 * A label inside a sentence: lower case ("your pain"), but German keeps its nouns' capital ("deine
 * Schmerzen").
 */
export function inSentence(i18n: I18n, text: string): string {
  return i18n.locale === 'de' ? text : text.toLowerCase();
}

/** "2–5", or "-1 to 3" (a dash beside a minus sign reads as a sum); joined so it never breaks across lines. */
function rangeText(i18n: I18n, [low, high]: [number, number]): string {
  const a = formatNumber(low);
  const b = formatNumber(high);
  return low < 0 ? i18n._(msg`${a} to ${b}`) : `${a}\u2060–\u2060${b}`;
}

/** What a group says after its label: "3.4 lower on average over 9 sessions (usually 2–5)" (`reliefDetail`). */
export function reliefDetailIn(i18n: I18n, g: ReliefGroup): string {
  const n = g.sessions;
  if (!g.enough)
    return i18n._(msg`${plural(n, { one: '# session', other: '# sessions' })}, not enough sessions yet`);
  const value = formatDecimal(Math.abs(g.averageRelief));
  const main =
    g.averageRelief >= 0
      ? i18n._(msg`${value} lower on average over ${plural(n, { one: '# session', other: '# sessions' })}`)
      : i18n._(msg`${value} higher on average over ${plural(n, { one: '# session', other: '# sessions' })}`);
  const range = usualRange(g);
  if (!range) return main;
  const usually = range[0] === range[1] ? formatNumber(range[0]) : rangeText(i18n, range);
  return i18n._(msg`${main} (usually ${usually})`);
}

/** A group in plain words: "Vaporizer: 3.4 lower on average over 9 sessions (usually 2–5)" (`reliefSentence`). */
export function reliefSentenceIn(i18n: I18n, g: ReliefGroup, groupLabel = i18n._(g.label)): string {
  return `${groupLabel}: ${reliefDetailIn(i18n, g)}`;
}

/** Why a take-now item ranks where it does (`takeNowReason`), from its counts, in the active language. */
export function takeNowReasonIn(
  i18n: I18n,
  symptom: string,
  sessions: number,
  averageRelief: number | null,
): string {
  if (sessions === 0 || averageRelief == null)
    return i18n._(msg`This strain and product not tried for ${symptom} yet`);
  if (sessions < RELIEF_ENOUGH_SESSIONS)
    return i18n._(
      msg`Tried for ${symptom} in ${plural(sessions, { one: '# session', other: '# sessions' })} of this strain and product: too few to say how much it helps`,
    );
  const value = formatDecimal(Math.abs(averageRelief));
  return averageRelief >= 0
    ? i18n._(
        msg`${value} lower on average over ${plural(sessions, { one: '# session', other: '# sessions' })} of this strain and product for ${symptom}`,
      )
    : i18n._(
        msg`${value} higher on average over ${plural(sessions, { one: '# session', other: '# sessions' })} of this strain and product for ${symptom}`,
      );
}
