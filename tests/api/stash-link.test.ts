import { describe, expect, it } from 'vitest';
import { entrySchema } from '../../src/shared/entries.js';
import type { StashItem } from '../../src/shared/stash.js';
import {
  addToStash,
  type Client,
  entryBody,
  errorBody,
  fieldError,
  setupApp,
  signUp,
} from '../support/app.js';

const ctx = setupApp();

const blueDream = { strainName: 'Blue Dream', strainType: 'hybrid', quantity: 3.5 };
const addItem = (client: Client, body: Record<string, unknown> = {}) =>
  addToStash(client, { ...blueDream, ...body });

async function logFrom(client: Client, stashItemId: number | null, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/api/entries', entryBody({ stashItemId, ...overrides }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function stashOf(client: Client): Promise<StashItem[]> {
  const res = await client.get('/api/wishlist?list=all');
  expect(res.statusCode).toBe(200);
  return res.json();
}

const itemIn = async (client: Client, id: number) => (await stashOf(client)).find((i) => i.id === id);

describe('entries linked to stash items by id', () => {
  it('a session logged from an item carries its id and name; the item counts its sessions', async () => {
    const alice = await signUp(ctx);
    const item = await addItem(alice);
    expect(item.sessionCount).toBe(0);
    // A different strain name on the entry does not matter: the link is the id.
    const entry = await logFrom(alice, item.id, { strainName: 'Something else' });
    expect(entry).toMatchObject({ stashItemId: item.id, stashItemName: 'Blue Dream' });
    await logFrom(alice, item.id);
    await logFrom(alice, null, { strainName: 'Blue Dream' });

    expect(await itemIn(alice, item.id)).toMatchObject({ sessionCount: 2 });
    const read = (await alice.get(`/api/entries/${entry.id}`)).json();
    expect(entrySchema.parse(read)).toMatchObject({ stashItemId: item.id, stashItemName: 'Blue Dream' });
    const list = (await alice.get('/api/entries')).json() as Array<Record<string, unknown>>;
    expect(list.filter((e) => e.stashItemId === item.id)).toHaveLength(2);
    expect(list.find((e) => e.stashItemId === null)).toMatchObject({ stashItemName: null });
  });

  it('renaming the item keeps the link: the entry shows the new name, the count stays', async () => {
    const alice = await signUp(ctx);
    const item = await addItem(alice);
    const entry = await logFrom(alice, item.id);
    const renamed = await alice.put(`/api/wishlist/${item.id}`, { strainName: '  Blue Dream #2 ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().item).toMatchObject({ strainName: 'Blue Dream #2', sessionCount: 1 });
    expect((await alice.get(`/api/entries/${entry.id}`)).json()).toMatchObject({
      strainName: 'Blue Dream',
      stashItemId: item.id,
      stashItemName: 'Blue Dream #2',
    });
    expect(await itemIn(alice, item.id)).toMatchObject({ strainName: 'Blue Dream #2', sessionCount: 1 });
  });

  it('deleting the item keeps its entries, unlinked', async () => {
    const alice = await signUp(ctx);
    const item = await addItem(alice);
    const entry = await logFrom(alice, item.id);
    expect((await alice.del(`/api/wishlist/${item.id}`)).statusCode).toBe(200);
    const read = await alice.get(`/api/entries/${entry.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: entry.id, stashItemId: null, stashItemName: null });
  });

  it("never links another user's item: 404 with the field, on create and on edit", async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    const alices = await addItem(alice);
    const refused = await bob.post('/api/entries', entryBody({ stashItemId: alices.id }));
    expect(errorBody(refused)).toEqual(
      fieldError('stashItemId', 'That item is not in your stash', 404, 'not_found'),
    );
    const bobs = await logFrom(bob, null);
    const edit = await bob.put(`/api/entries/${bobs.id}`, entryBody({ stashItemId: alices.id }));
    expect(errorBody(edit)).toMatchObject({ status: 404, code: 'not_found', field: 'stashItemId' });
    expect((await bob.get('/api/entries')).json()).toHaveLength(1);
    expect(await itemIn(alice, alices.id)).toMatchObject({ sessionCount: 0 });
  });

  it('refuses a wish, a malformed id, and a link together with "add to my stash"', async () => {
    const alice = await signUp(ctx);
    const wish = await addItem(alice, { list: 'wish' });
    const item = await addItem(alice);
    const wished = await alice.post('/api/entries', entryBody({ stashItemId: wish.id }));
    expect(errorBody(wished)).toEqual(fieldError('stashItemId', 'Please choose an item from your stash'));
    const malformed = await alice.post('/api/entries', entryBody({ stashItemId: 'one' }));
    expect(errorBody(malformed)).toMatchObject({ status: 400, code: 'validation', field: 'stashItemId' });
    const both = await alice.post('/api/entries', entryBody({ stashItemId: item.id, addToStash: true }));
    expect(errorBody(both)).toEqual(
      fieldError('stashItemId', 'Choose an item from your stash or add a new one, not both'),
    );
  });

  it('an edit links, keeps (field left out) and unlinks (null)', async () => {
    const alice = await signUp(ctx);
    const item = await addItem(alice);
    const entry = await logFrom(alice, null);
    const put = (extra: Record<string, unknown>) => alice.put(`/api/entries/${entry.id}`, entryBody(extra));
    const linked = await put({ stashItemId: item.id });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ stashItemId: item.id, stashItemName: 'Blue Dream' });
    expect((await put({})).json()).toMatchObject({ stashItemId: item.id });
    expect((await put({ stashItemId: null })).json()).toMatchObject({
      stashItemId: null,
      stashItemName: null,
    });
  });

  it('"add to my stash" on a new entry links the entry to the item it makes', async () => {
    const alice = await signUp(ctx);
    const res = await alice.post('/api/entries', entryBody({ strainName: 'Gelato', addToStash: true }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.stashItemId).toEqual(expect.any(Number));
    expect(body.stashItemName).toBe('Gelato');
    expect((await alice.get(`/api/entries/${body.id}`)).json()).toMatchObject({
      stashItemId: body.stashItemId,
    });
    expect(await itemIn(alice, body.stashItemId)).toMatchObject({ sessionCount: 1 });
  });

  it('"add to my stash" takes the stash\'s own quantity limits and messages, and saves nothing when refused', async () => {
    const alice = await signUp(ctx);
    for (const [quantity, error] of [
      [100_001, 'Quantity must be at most 100,000'],
      [0.001, 'Quantity must be at least 0.01'],
    ] as const) {
      const res = await alice.post(
        '/api/entries',
        entryBody({
          addToStash: true,
          stashDetails: { productType: 'flower', quantity, currentAmount: 'high' },
        }),
      );
      expect(errorBody(res)).toEqual(fieldError('stashDetails.quantity', error));
    }
    expect((await alice.get('/api/entries')).json()).toEqual([]);
    expect(await stashOf(alice)).toEqual([]);
  });

  it('an export imported into another account keeps the links, to the new items', async () => {
    const alice = await signUp(ctx);
    const item = await addItem(alice, { strainName: 'Gelato' });
    await logFrom(alice, item.id, { strainName: 'Gelato' });
    await logFrom(alice, null, { strainName: 'Other' });
    const exported = (await alice.get('/api/user/export?format=json')).json();
    expect(exported.entries.map((e: { stashItemId: number | null }) => e.stashItemId).sort()).toEqual(
      [item.id, null].sort(),
    );

    const bob = await signUp(ctx);
    const res = await bob.post('/api/user/import', exported);
    expect(res.statusCode, res.body).toBe(200);
    const [bobsItem] = await stashOf(bob);
    expect(bobsItem).toMatchObject({ strainName: 'Gelato', sessionCount: 1 });
    expect(bobsItem.id).not.toBe(item.id);
    const entries = (await bob.get('/api/entries')).json() as Array<Record<string, unknown>>;
    expect(entries.find((e) => e.strainName === 'Gelato')).toMatchObject({
      stashItemId: bobsItem.id,
      stashItemName: 'Gelato',
    });
    expect(entries.find((e) => e.strainName === 'Other')).toMatchObject({ stashItemId: null });
  });
});

describe('finishing a stash item: amount and quantity together', () => {
  it('marked finished (amount empty), the quantity is 0; a level again moves the quantity back to the last full', async () => {
    const alice = await signUp(ctx);
    const item = await addItem(alice);
    expect(item).toMatchObject({ currentAmount: 'high', quantity: 3.5 });
    const put = async (body: Record<string, unknown>) => {
      const res = await alice.put(`/api/wishlist/${item.id}`, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().item as StashItem;
    };
    expect(await put({ currentAmount: 'empty' })).toMatchObject({ currentAmount: 'empty', quantity: 0 });
    // Both sent and disagreeing (finished with some left) is refused, saying what would be left.
    const both = await alice.put(`/api/wishlist/${item.id}`, { currentAmount: 'empty', quantity: 2 });
    expect(both.statusCode).toBe(400);
    // A quantity again: that much left of the last full (3.5 g).
    expect(await put({ quantity: 2 })).toMatchObject({ currentAmount: 'medium', quantity: 2 });
    await put({ currentAmount: 'empty' });
    // A level again: the quantity in the middle of that level's band of the last full.
    expect(await put({ currentAmount: 'high' })).toMatchObject({ currentAmount: 'high', quantity: 3.5 });
    expect(await put({ currentAmount: 'low' })).toMatchObject({ currentAmount: 'low', quantity: 0.58 });
    // A new quantity and a level: both are kept, the level's band set around the quantity (issue 57).
    expect(await put({ currentAmount: 'medium', quantity: 5 })).toMatchObject({
      currentAmount: 'medium',
      quantity: 5,
    });
    expect(await put({ currentAmount: 'low', quantity: 2.5, notes: 'kept' })).toMatchObject({
      currentAmount: 'low',
      quantity: 2.5,
      notes: 'kept',
    });
    // The unchanged quantity with a new level (the specification's client sends both): a level change.
    expect(await put({ currentAmount: 'empty', quantity: 2.5 })).toMatchObject({
      currentAmount: 'empty',
      quantity: 0,
    });
  });

  it('a new item stated at a level sits in that level’s band; one with some left is never empty (issue 57)', async () => {
    const alice = await signUp(ctx);
    const kush = { strainType: 'indica', productType: 'flower', quantity: 2.5, list: 'stash' };
    const low = await addToStash(alice, { ...kush, strainName: 'Low Kush', currentAmount: 'low' });
    expect(low).toMatchObject({ quantity: 2.5, currentAmount: 'low' });
    const empty = await alice.post('/api/wishlist', {
      ...kush,
      strainName: 'Empty Kush',
      currentAmount: 'empty',
    });
    expect(empty.statusCode).toBe(400);
  });
});
