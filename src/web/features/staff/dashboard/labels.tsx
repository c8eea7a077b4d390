import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AmountLevel } from '../../../../shared/constants';
import { FORECAST_LABELS } from '../../../../shared/dashboard-rules';

/**
 * A shared label (a product type, a method, an amount, a sort) in the active language: its English text
 * is its id in the catalogs (decision 0080). For the tables' cells, drawn outside a component.
 */
export function Translated({ id }: { id: string }) {
  const { i18n } = useLingui();
  return <>{i18n._(id)}</>;
}

const FORECASTS = {
  high: msg`1-2 months`,
  medium: msg`2-3 weeks`,
  low: msg`3-7 days`,
} as const;

/** How long an amount lasts ("2-3 weeks", "Restock now"), from its level or the server's English words. */
export function forecastText(i18n: I18n, levelOrWords: string): string {
  const level = (Object.keys(FORECAST_LABELS) as AmountLevel[]).find(
    (l) => l === levelOrWords || FORECAST_LABELS[l] === levelOrWords,
  );
  if (level && level in FORECASTS) return i18n._(FORECASTS[level as keyof typeof FORECASTS]);
  return i18n._(level ? FORECAST_LABELS[level] : levelOrWords);
}

/** A server-made forecast in a table's cell, in the active language. */
export function Forecast({ words }: { words: string }) {
  const { i18n } = useLingui();
  return <>{forecastText(i18n, words)}</>;
}

/** "Any rating", "3+ stars", "5 stars": the minimum-rating filter's choices. */
export function minRatingText(i18n: I18n, value: number, english: string): string {
  if (value === 0) return i18n._(english);
  if (value >= 5) return i18n._(msg`${plural(value, { one: '# star', other: '# stars' })}`);
  return i18n._(msg`${plural(value, { one: '#+ star', other: '#+ stars' })}`);
}
