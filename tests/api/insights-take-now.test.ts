import { describe, expect, it } from 'vitest';
import { takeNowSchema } from '../../src/shared/sessions.js';
import {
  addToStash,
  type Client,
  errorBody,
  fieldError,
  logEntry,
  setupApp,
  signUp,
} from '../support/app.js';

const ctx = setupApp();

/** Sessions for anxiety of one strain and product, one per relief given (before 10). */
async function sessions(client: Client, reliefs: number[], details: Record<string, unknown>) {
  for (const r of reliefs)
    await logEntry(client, {
      consumedAt: '2026-06-01T12:00:00Z',
      outcomes: [{ symptom: 'anxiety', before: 10, after: 10 - r }],
      ...details,
    });
}

describe('GET /api/insights/take-now', () => {
  it('ranks what is left in the stash: tried enough by relief, then tried less, then never tried', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    const blueDream = await addToStash(alice, {
      strainName: 'Blue Dream',
      productType: 'flower',
      quantity: 3.5,
    });
    const gelato = await addToStash(alice, { strainName: 'Gelato', productType: 'pre_rolls', quantity: 5 });
    const harlequin = await addToStash(alice, {
      strainName: 'Harlequin',
      productType: 'edibles',
      quantity: 10,
    });
    const sour = await addToStash(alice, { strainName: 'Sour Diesel', productType: 'flower', quantity: 1 });
    // Used up, and a wish: neither is on hand.
    const finished = await addToStash(alice, { strainName: 'Finished', productType: 'flower', quantity: 2 });
    expect((await alice.put(`/api/wishlist/${finished.id}`, { currentAmount: 'empty' })).statusCode).toBe(
      200,
    );
    await addToStash(alice, { list: 'wish', strainName: 'Wished For', quantity: 1 });
    // Bob's stash and sessions are his alone.
    await addToStash(bob, { strainName: 'Blue Dream', productType: 'flower', quantity: 7 });
    await sessions(bob, [10, 10, 10], { strainName: 'Blue Dream' });

    // Blue Dream flower however written: 5, 4, 3. An open session counts for nothing.
    await sessions(alice, [5], { strainName: 'Blue Dream' });
    await sessions(alice, [4], { strainName: 'blue dream' });
    await sessions(alice, [3], { strainName: ' BLUE DREAM ' });
    await logEntry(alice, {
      strainName: 'Blue Dream',
      outcomes: [{ symptom: 'anxiety', before: 8, after: null }],
    });
    // Gelato pre-rolls (the journal's "pre-roll" is the stash's "pre_rolls"): 6, 6, 6; its flower is another product.
    await sessions(alice, [6, 6, 6], { strainName: 'Gelato', productType: 'pre-roll' });
    await sessions(alice, [0, 0, 0], { strainName: 'Gelato', productType: 'flower' });
    // Harlequin edibles once, with the most relief of all: too few to rank above what is known.
    await sessions(alice, [8], { strainName: 'Harlequin', productType: 'edible', method: 'edible' });
    // Sour Diesel: tried, but for pain only.
    await logEntry(alice, {
      strainName: 'Sour Diesel',
      outcomes: [{ symptom: 'pain', before: 8, after: 1 }],
    });

    const res = await alice.get('/api/insights/take-now?symptom=anxiety');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(takeNowSchema.parse(body)).toEqual(body);
    expect(body).toEqual([
      {
        stashItemId: gelato.id,
        strainName: 'Gelato',
        productType: 'pre_rolls',
        quantity: 5,
        quantityUnit: 'count',
        currentAmount: 'high',
        sessions: 3,
        averageRelief: 6,
        reason: '6.0 lower on average over 3 sessions of this strain and product for anxiety',
      },
      {
        stashItemId: blueDream.id,
        strainName: 'Blue Dream',
        productType: 'flower',
        quantity: 3.5,
        quantityUnit: 'grams',
        currentAmount: 'high',
        sessions: 3,
        averageRelief: 4,
        reason: '4.0 lower on average over 3 sessions of this strain and product for anxiety',
      },
      {
        stashItemId: harlequin.id,
        strainName: 'Harlequin',
        productType: 'edibles',
        quantity: 10,
        quantityUnit: 'count',
        currentAmount: 'high',
        sessions: 1,
        averageRelief: 8,
        reason: 'Tried for anxiety in 1 session of this strain and product: too few to say how much it helps',
      },
      {
        stashItemId: sour.id,
        strainName: 'Sour Diesel',
        productType: 'flower',
        quantity: 1,
        quantityUnit: 'grams',
        currentAmount: 'high',
        sessions: 0,
        averageRelief: null,
        reason: 'This strain and product not tried for anxiety yet',
      },
    ]);

    const forPain = (await alice.get('/api/insights/take-now?symptom=pain')).json();
    expect(forPain[0]).toMatchObject({ strainName: 'Sour Diesel', sessions: 1, averageRelief: 7 });
    expect(forPain.slice(1).map((i: { sessions: number }) => i.sessions)).toEqual([0, 0, 0]);
  });

  it('answers an empty list without a stash', async () => {
    const alice = await signUp(ctx);
    expect((await alice.get('/api/insights/take-now?symptom=insomnia')).json()).toEqual([]);
  });

  it('asks for a known symptom', async () => {
    const alice = await signUp(ctx);
    for (const url of ['/api/insights/take-now', '/api/insights/take-now?symptom=boredom'])
      expect(errorBody(await alice.get(url))).toEqual(fieldError('symptom', 'Unknown symptom'));
  });
});
