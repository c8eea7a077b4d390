import { plural, t } from '@lingui/core/macro';
import { isFinished } from '../../../shared/stash';
import { formatNumber } from '../../lib/format';

// What is left of a stash item, as the screens say it in the active language (issue 59): the shared
// `formatQuantity`, `stockLabel`, `leftOf` and `itemCount` write English for the server's messages.
// Units stay as stored (g, ml, oz); a count is counted in the language's words.

const UNIT_SHORT: Record<string, string> = { grams: 'g', ml: 'ml', oz: 'oz' };

/** "3,5 g", "10 ml", "2 pre-rolls", "1 item", in the active language. */
export function quantityText(quantity: number, unit: string, productType?: string): string {
  const short = UNIT_SHORT[unit];
  if (short) return `${formatNumber(quantity)} ${short}`;
  switch (productType) {
    case 'pre_rolls':
      return plural(quantity, { one: '# pre-roll', other: '# pre-rolls' });
    case 'vape_carts':
      return plural(quantity, { one: '# cart', other: '# carts' });
    case 'edibles':
      return plural(quantity, { one: '# piece', other: '# pieces' });
    default:
      return plural(quantity, { one: '# item', other: '# items' });
  }
}

interface Stocked {
  quantity: number;
  quantityUnit: string;
  productType: string;
  currentAmount: string;
}

/** What is left, as a card or a picker shows it: "3,5 g", or "Finished" for a finished item at 0. */
export function stockText(item: Stocked): string {
  return isFinished(item) && item.quantity === 0
    ? t`Finished`
    : quantityText(item.quantity, item.quantityUnit, item.productType);
}

/** What is left of an item, in words: "7,3 g left of Gelato". */
export function leftOfText(item: Stocked & { strainName: string }): string {
  const left = quantityText(item.quantity, item.quantityUnit, item.productType);
  const strain = item.strainName;
  return t`${left} left of ${strain}`;
}

/** "1 item" or "N items". */
export const itemCountText = (n: number) => plural(n, { one: '# item', other: '# items' });
