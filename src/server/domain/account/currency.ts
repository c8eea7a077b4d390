import { eq } from 'drizzle-orm';
import { type CurrencyInput, type CurrencySetting, DEFAULT_CURRENCY } from '../../../shared/sessions.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';

const toSetting = (currency: string | null): CurrencySetting => ({
  currency: currency ?? DEFAULT_CURRENCY,
  chosen: currency !== null,
});

/** The currency of the account's prices; `chosen` is false until the browser or the user picks one. */
export async function getCurrencySetting(db: DbOrTx, userId: number): Promise<CurrencySetting> {
  const [row] = await db.select({ currency: users.currency }).from(users).where(eq(users.id, userId));
  return toSetting(row?.currency ?? null);
}

export async function chooseCurrency(
  db: DbOrTx,
  userId: number,
  { currency }: CurrencyInput,
): Promise<CurrencySetting> {
  const [row] = await db
    .update(users)
    .set({ currency })
    .where(eq(users.id, userId))
    .returning({ currency: users.currency });
  return toSetting(row.currency);
}

/** GET and PUT /api/user/currency. */
export const currencyStore = { read: getCurrencySetting, write: chooseCurrency };
