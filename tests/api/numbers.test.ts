import { describe, expect, it } from 'vitest';
import { CURRENCY_MESSAGE } from '../../src/shared/session-rules.js';
import { entryBody, errorBody, logEntry, setupApp, signUp } from '../support/app.js';

// Issue 43: numbers a person can trust.
const ctx = setupApp();

describe('money keeps its currency', () => {
  it('a price is kept in the currency of the day it was saved; a change of the account currency relabels nothing', async () => {
    const alice = await signUp(ctx);
    expect((await alice.put('/api/user/currency', { currency: 'USD' })).statusCode).toBe(200);
    const dollars = await logEntry(alice, { price: 45, strainName: 'Dollar Kush' });
    expect(dollars).toMatchObject({ price: 45, priceCurrency: 'USD' });
    const noPrice = await logEntry(alice);
    expect(noPrice.priceCurrency).toBeNull();

    expect((await alice.put('/api/user/currency', { currency: 'EUR' })).statusCode).toBe(200);
    const euros = await logEntry(alice, { price: 30, strainName: 'Euro Haze' });
    expect(euros.priceCurrency).toBe('EUR');
    expect((await alice.get(`/api/entries/${dollars.id}`)).json()).toMatchObject({
      price: 45,
      priceCurrency: 'USD',
    });

    // An edit that sends the price again keeps its currency; a price given with its currency takes it.
    const edited = await alice.put(`/api/entries/${dollars.id}`, {
      ...entryBody({ strainName: 'Dollar Kush' }),
      price: 50,
    });
    expect(edited.json()).toMatchObject({ price: 50, priceCurrency: 'USD' });
    const moved = await alice.put(`/api/entries/${dollars.id}`, {
      ...entryBody({ strainName: 'Dollar Kush' }),
      price: 50,
      priceCurrency: 'GBP',
    });
    expect(moved.json()).toMatchObject({ price: 50, priceCurrency: 'GBP' });
    // A price added later to an entry without one takes the account's currency then; cleared, neither stays.
    const added = await alice.put(`/api/entries/${noPrice.id}`, { ...entryBody(), price: 12.5 });
    expect(added.json()).toMatchObject({ price: 12.5, priceCurrency: 'EUR' });
    const cleared = await alice.put(`/api/entries/${noPrice.id}`, { ...entryBody(), price: null });
    expect(cleared.json()).toMatchObject({ price: null, priceCurrency: null });

    // The list, the export and an import into another account keep each price's own currency.
    const list = (await alice.get('/api/entries')).json() as Array<{
      id: number;
      priceCurrency: string | null;
    }>;
    expect(list.find((e) => e.id === euros.id)?.priceCurrency).toBe('EUR');
    const exported = (await alice.get('/api/user/export')).json();
    const bob = await signUp(ctx);
    await bob.put('/api/user/currency', { currency: 'JPY' });
    expect((await bob.post('/api/user/import', exported)).statusCode).toBe(200);
    const imported = (await bob.get('/api/entries')).json() as Array<{
      price: number | null;
      priceCurrency: string | null;
    }>;
    expect(
      imported
        .filter((e) => e.price != null)
        .map((e) => e.priceCurrency)
        .sort(),
    ).toEqual(['EUR', 'GBP']);
  });

  it('refuses a currency that is not ISO 4217, naming the field', async () => {
    const alice = await signUp(ctx);
    const res = await alice.post('/api/entries', entryBody({ price: 10, priceCurrency: 'XYZW' }));
    expect(errorBody(res)).toMatchObject({ status: 400, error: CURRENCY_MESSAGE, field: 'priceCurrency' });
  });
});
