import type { I18n } from '@lingui/core';
import { label } from '../../../shared/constants';
import { productTypeLabel } from '../../../shared/entry-rules';
import { symptomLabel } from '../../../shared/session-rules';

// Shared labels (product types, methods, symptoms) as the entries' screens write them in the active
// language: each label is its English text, the id of its translation (decision 0080).

/** "Flower · Joint", or one word when the product and the method are named the same ("Edible"). */
export function productAndMethodText(i18n: I18n, productType: string, method: string): string {
  const product = productTypeLabel(productType);
  const how = label(method);
  return how === product ? i18n._(product) : `${i18n._(product)} · ${i18n._(how)}`;
}

/**
 * A symptom's name inside a sentence ("for anxiety"): lower case, except in German, which writes every
 * noun with its capital.
 */
export function symptomInText(i18n: I18n, symptom: string): string {
  const name = i18n._(symptomLabel(symptom));
  return i18n.locale === 'de' ? name : name.toLowerCase();
}
