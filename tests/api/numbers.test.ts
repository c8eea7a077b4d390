import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { challenges, userChallenges } from '../../src/server/db/schema.js';
import { AMOUNT_USED_NEEDS_ITEM, AMOUNT_USED_WHOLE, LOGGED_AT_MESSAGE } from '../../src/shared/entries.js';
import { english } from '../../src/shared/message.js';
import { CURRENCY_MESSAGE } from '../../src/shared/session-rules.js';
import { emptyWithSomeLeft } from '../../src/shared/stash-rules.js';
import {
  addToStash,
  type Client,
  describeRaces,
  entryBody,
  errorBody,
  fieldError,
  logEntry,
  openApp,
  overHttp,
  setupApp,
  signUp,
} from '../support/app.js';

// Issue 43: numbers a person can trust.
const ctx = setupApp();

describe('money keeps its currency', () => {
  it('a price without its currency gets the account’s, the same whether logged or imported (one rule)', async () => {
    for (const chosen of ['EUR', null] as const) {
      const alice = await signUp(ctx);
      if (chosen) expect((await alice.put('/api/user/currency', { currency: chosen })).statusCode).toBe(200);
      const logged = await logEntry(alice, { strainName: 'Logged', price: 12 });
      const imported = await alice.post('/api/user/import', {
        entries: [
          { ...entryBody({ strainName: 'Imported', price: 12 }), createdAt: '2026-01-02T10:00:00.000Z' },
        ],
      });
      expect(imported.statusCode, imported.body).toBe(200);
      const list = (await alice.get('/api/entries')).json() as Array<{
        strainName: string;
        priceCurrency: string;
      }>;
      const currencyOf = (name: string) => list.find((e) => e.strainName === name)?.priceCurrency;
      expect(currencyOf('Imported'), String(chosen)).toBe(logged.priceCurrency);
      expect(logged.priceCurrency).toBe(chosen ?? (await alice.get('/api/user/currency')).json().currency);
    }
  });

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

describe('the stash is what you have', () => {
  const gelato = {
    strainName: 'Gelato',
    strainType: 'hybrid',
    productType: 'flower',
    quantity: 7.6,
    quantityUnit: 'grams',
  };

  const addItem = (client: Client, body: Record<string, unknown> = gelato) => addToStash(client, body);
  const itemOf = async (client: Client, id: number) =>
    (
      (await client.get('/api/wishlist')).json() as Array<{
        id: number;
        quantity: number;
        currentAmount: string;
      }>
    ).find((i) => i.id === id);

  it('the level follows the quantity: a new item is high, then medium and low by the share left', async () => {
    const alice = await signUp(ctx);
    // Stated at a level, a new item sits in that level's band (issue 57): 9 g stated low is low.
    const stated = await addItem(alice, { ...gelato, quantity: 9, currentAmount: 'low' });
    expect(stated).toMatchObject({ quantity: 9, baselineQuantity: 54, currentAmount: 'low' });
    const item = await addItem(alice, { ...gelato, strainName: 'Gelato 41', quantity: 9 });
    expect(item).toMatchObject({ quantity: 9, baselineQuantity: 9, currentAmount: 'high' });
    for (const [quantity, level] of [
      [6, 'high'],
      [5.9, 'medium'],
      [3, 'medium'],
      [2.9, 'low'],
      [0.01, 'low'],
    ] as const) {
      const res = await alice.put(`/api/wishlist/${item.id}`, { quantity });
      expect(res.json().item, String(quantity)).toMatchObject({ quantity, currentAmount: level });
    }
    // A quantity above the last full is the new full.
    const more = await alice.put(`/api/wishlist/${item.id}`, { quantity: 12 });
    expect(more.json().item).toMatchObject({ quantity: 12, baselineQuantity: 12, currentAmount: 'high' });
  });

  it('setting only the level moves the quantity to match; empty with some left is refused saying what is left', async () => {
    const alice = await signUp(ctx);
    const item = await addItem(alice, { ...gelato, quantity: 6 });
    const medium = await alice.put(`/api/wishlist/${item.id}`, { currentAmount: 'medium' });
    expect(medium.json().item).toMatchObject({ quantity: 3, currentAmount: 'medium' });
    const low = await alice.put(`/api/wishlist/${item.id}`, { currentAmount: 'low' });
    expect(low.json().item).toMatchObject({ quantity: 1, currentAmount: 'low' });
    const empty = await alice.put(`/api/wishlist/${item.id}`, { currentAmount: 'empty' });
    expect(empty.json().item).toMatchObject({ quantity: 0, currentAmount: 'empty' });
    // "+" after finishing is a little of the old full, not "High".
    const plus = await alice.put(`/api/wishlist/${item.id}`, { quantity: 0.5 });
    expect(plus.json().item).toMatchObject({ quantity: 0.5, currentAmount: 'low' });

    const contradiction = await alice.put(`/api/wishlist/${item.id}`, {
      quantity: 2,
      currentAmount: 'empty',
    });
    expect(errorBody(contradiction)).toMatchObject({
      status: 400,
      field: 'currentAmount',
      error: english(emptyWithSomeLeft('2 g left of Gelato')),
    });
    const created = await alice.post('/api/wishlist', { ...gelato, quantity: 1, currentAmount: 'empty' });
    expect(errorBody(created)).toMatchObject({
      status: 400,
      error: english(emptyWithSomeLeft('1 g left of Gelato')),
    });
    expect((await itemOf(alice, item.id))?.quantity).toBe(0.5);
  });

  it('a restock says how much there is now and sets the new full', async () => {
    const alice = await signUp(ctx);
    const item = await addItem(alice, { ...gelato, quantity: 3.5 });
    await alice.put(`/api/wishlist/${item.id}`, { currentAmount: 'empty' });
    const res = await alice.post(`/api/wishlist/${item.id}/restock`, { quantity: 7 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ quantity: 7, baselineQuantity: 7, currentAmount: 'high' });
    const bob = await signUp(ctx);
    expect((await bob.post(`/api/wishlist/${item.id}/restock`, { quantity: 1 })).statusCode).toBe(404);
  });

  it('a session from the stash uses it up: create, edit, move, delete, and never more than is left', async () => {
    const alice = await signUp(ctx);
    const item = await addItem(alice);
    const entry = await logEntry(alice, { stashItemId: item.id, amountUsed: 0.3 });
    expect(entry).toMatchObject({ stashItemId: item.id, amountUsed: 0.3 });
    expect(await itemOf(alice, item.id)).toMatchObject({
      quantity: 7.3,
      currentAmount: 'high',
      lastAmountUsed: 0.3,
    });

    const tooMuch = await alice.post('/api/entries', entryBody({ stashItemId: item.id, amountUsed: 8 }));
    expect(errorBody(tooMuch)).toMatchObject({
      status: 400,
      field: 'amountUsed',
      error: 'Only 7.3 g left of Gelato',
    });
    expect((await alice.get('/api/entries')).json()).toHaveLength(1);

    const edited = await alice.put(`/api/entries/${entry.id}`, { ...entryBody(), amountUsed: 1 });
    expect(edited.json().amountUsed).toBe(1);
    expect((await itemOf(alice, item.id))?.quantity).toBe(6.6);
    const over = await alice.put(`/api/entries/${entry.id}`, { ...entryBody(), amountUsed: 9 });
    expect(errorBody(over)).toMatchObject({ status: 400, error: 'Only 6.6 g left of Gelato' });
    expect((await itemOf(alice, item.id))?.quantity).toBe(6.6);

    // Moved to another item: the first gets its amount back, the second gives it.
    const other = await addItem(alice, { ...gelato, strainName: 'Runtz', quantity: 2 });
    await alice.put(`/api/entries/${entry.id}`, { ...entryBody(), stashItemId: other.id });
    expect((await itemOf(alice, item.id))?.quantity).toBe(7.6);
    expect((await itemOf(alice, other.id))?.quantity).toBe(1);

    expect((await alice.del(`/api/entries/${entry.id}`)).statusCode).toBe(200);
    expect(await itemOf(alice, other.id)).toMatchObject({ quantity: 2, currentAmount: 'high' });
  });

  it('counts are whole; an amount needs its item; the export carries it and an import keeps it without using twice', async () => {
    const alice = await signUp(ctx);
    const carts = await addItem(alice, {
      strainName: 'Blue Dream',
      productType: 'vape_carts',
      quantity: 6,
      quantityUnit: 'count',
    });
    const half = await alice.post('/api/entries', entryBody({ stashItemId: carts.id, amountUsed: 0.5 }));
    expect(errorBody(half)).toMatchObject({ status: 400, field: 'amountUsed', error: AMOUNT_USED_WHOLE });
    const alone = await alice.post('/api/entries', entryBody({ amountUsed: 1 }));
    expect(errorBody(alone)).toMatchObject({
      status: 400,
      field: 'amountUsed',
      error: AMOUNT_USED_NEEDS_ITEM,
    });
    await logEntry(alice, { stashItemId: carts.id, amountUsed: 2 });
    expect(await itemOf(alice, carts.id)).toMatchObject({ quantity: 4, currentAmount: 'high' });

    const exported = (await alice.get('/api/user/export')).json();
    expect(exported.entries[0].amountUsed).toBe(2);
    const bob = await signUp(ctx);
    expect((await bob.post('/api/user/import', exported)).statusCode).toBe(200);
    const [bobEntry] = (await bob.get('/api/entries')).json();
    expect(bobEntry.amountUsed).toBe(2);
    const [bobItem] = (await bob.get('/api/wishlist')).json();
    expect(bobItem).toMatchObject({ quantity: 4, currentAmount: 'high' });
  });
});

describeRaces('sessions from the last of an item', () => {
  /** `n` sessions of `used` g sent at once from an item holding `left` g: their statuses, sorted, and the item after. */
  async function atOnce(n: number, used: number, left: number) {
    const alice = await signUp(ctx);
    const res = await alice.post('/api/wishlist', {
      strainName: 'Gelato',
      productType: 'flower',
      quantity: left,
      quantityUnit: 'grams',
    });
    const item = res.json().item;
    const send = await overHttp(ctx);
    const answers = await Promise.all(
      Array.from({ length: n }, () =>
        send(alice, 'POST', '/api/entries', entryBody({ stashItemId: item.id, amountUsed: used })),
      ),
    );
    const [after] = (await alice.get('/api/wishlist')).json();
    return { statuses: answers.map((a) => a.status).sort(), after };
  }

  it('two sessions from the last 0.5 g: one is saved, the other told what is left; never below zero', async () => {
    const { statuses, after } = await atOnce(2, 0.5, 0.5);
    expect(statuses).toEqual([201, 400]);
    expect(after).toMatchObject({ quantity: 0, currentAmount: 'empty' });
  });

  it('ten sessions of 0.1 g at once from 0.5 g: five are saved, five told, none fails (no deadlock)', async () => {
    const { statuses, after } = await atOnce(10, 0.1, 0.5);
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(5).fill(400)]);
    expect(after).toMatchObject({ quantity: 0, currentAmount: 'empty', sessionCount: 5 });
  });
});

describe('one streak, named for what it counts', () => {
  it('days logged in a row count days with an entry, ending today or yesterday, in the account time zone', async () => {
    const alice = await signUp(ctx);
    await openApp(alice);
    const now = ctx.clock.now().getTime();
    const day = 86_400_000;
    const streak = async () => (await alice.get('/api/user/progression')).json().loggedStreak as number;
    expect(await streak()).toBe(0);
    // Logged on 4 of the last 5 days: yesterday, 2 and 3 days ago, 5 days ago (not today yet).
    for (const back of [1, 2, 3, 5])
      await logEntry(alice, { consumedAt: new Date(now - back * day).toISOString() });
    expect(await streak()).toBe(3);
    await logEntry(alice);
    expect(await streak()).toBe(4);
    // Two sessions on one day are one day; the visit streak is another count, kept under its own name.
    await logEntry(alice, { consumedAt: new Date(now - 2 * day - 60_000).toISOString() });
    const progression = (await alice.get('/api/user/progression')).json();
    expect(progression).toMatchObject({ loggedStreak: 4, streakCount: 1 });
  });

  it('a missed whole day ends the run', async () => {
    const alice = await signUp(ctx);
    const now = ctx.clock.now().getTime();
    await logEntry(alice, { consumedAt: new Date(now - 2 * 86_400_000).toISOString() });
    expect((await alice.get('/api/user/progression')).json().loggedStreak).toBe(0);
  });
});

describe('an entry saved offline counts on the day it was saved', () => {
  const dailyLog = async (userId: number) =>
    (
      await ctx.database.db
        .select({ periodStart: userChallenges.periodStart, completed: userChallenges.completed })
        .from(userChallenges)
        .innerJoin(challenges, eq(challenges.id, userChallenges.challengeId))
        .where(and(eq(userChallenges.userId, userId), eq(challenges.key, 'daily-log')))
    ).sort((a, b) => a.periodStart.localeCompare(b.periodStart));

  it('its loggedAt (the moment of Save) dates the entry, its points and the challenge of that day', async () => {
    ctx.clock.set('2026-03-10T08:00:00Z');
    const alice = await signUp(ctx);
    await openApp(alice); // this morning's opening, which then sends what was saved offline
    const savedAt = '2026-03-09T23:30:00.000Z'; // last night, offline; synced this morning
    const res = await alice.post('/api/entries', entryBody({ consumedAt: savedAt, loggedAt: savedAt }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ createdAt: savedAt, consumedAt: savedAt });
    expect(res.json().awards).toContainEqual(
      expect.objectContaining({ points: 10, reason: 'Challenge completed: Daily Log' }),
    );
    expect(await dailyLog(alice.id)).toEqual([
      { periodStart: '2026-03-09', completed: true },
      { periodStart: '2026-03-10', completed: false },
    ]);
    const ledger = (await alice.get('/api/user/points/activities')).json() as Array<{
      activityType: string;
      createdAt: string;
    }>;
    expect(ledger.find((a) => a.activityType === 'entry')?.createdAt).toBe(savedAt);
    // Today's Daily Log is still to do: the next entry, logged now, completes it.
    await logEntry(alice);
    expect(await dailyLog(alice.id)).toEqual([
      { periodStart: '2026-03-09', completed: true },
      { periodStart: '2026-03-10', completed: true },
    ]);
  });

  it('a loggedAt older than the replay limit (48 h), in the future or absent is now; one not a date is refused', async () => {
    ctx.clock.set('2026-03-10T08:00:00Z');
    const alice = await signUp(ctx);
    const now = ctx.clock.now().toISOString();
    for (const loggedAt of ['2026-03-08T07:59:00Z', '2026-03-10T08:05:00Z', undefined]) {
      const res = await alice.post('/api/entries', entryBody({ loggedAt }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().createdAt).toBe(now);
    }
    expect(await dailyLog(alice.id)).toEqual([{ periodStart: '2026-03-10', completed: true }]);
    const bad = await alice.post('/api/entries', entryBody({ loggedAt: 'yesterday' }));
    expect(errorBody(bad)).toEqual(fieldError('loggedAt', LOGGED_AT_MESSAGE));
  });
});
