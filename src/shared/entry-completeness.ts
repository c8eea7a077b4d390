import type { ProductType } from './constants.js';
import { PRODUCT_RATING_FIELDS, type RatingField } from './entry-rules.js';

/** Every rating an entry of this product type is asked for (unknown types: overall and potency). */
export function ratingsFor(productType: string): readonly RatingField[] {
  return PRODUCT_RATING_FIELDS[productType as ProductType] ?? PRODUCT_RATING_FIELDS.other;
}

export type CompletenessInput = Partial<Record<RatingField, number | null>> & {
  productType: string;
  notes?: string | null;
  effects?: readonly string[] | null;
};

/**
 * A complete entry earns the bonus: every rating of its product type, notes and at least one effect
 * filled in.
 */
export function isCompleteEntry(entry: CompletenessInput): boolean {
  if (!entry.notes?.trim()) return false;
  if (!entry.effects || entry.effects.length === 0) return false;
  return ratingsFor(entry.productType).every((field) => {
    const value = entry[field];
    return typeof value === 'number' && Number.isFinite(value) && value > 0;
  });
}
