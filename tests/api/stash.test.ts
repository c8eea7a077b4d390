import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pointActivities } from '../../src/server/db/schema.js';
import { createStashItem } from '../../src/server/domain/stash/stash.js';
import { POINTS } from '../../src/shared/progression.js';
import { STASH_PRODUCTS, type StashItem } from '../../src/shared/stash.js';
import { recommendationStashItem } from '../../src/shared/stash-rules.js';
import { addToStash, setupApp, signUp } from '../support/app.js';

const ctx = setupApp();

const blueDream = { strainName: 'Blue Dream', strainType: 'hybrid', productType: 'flower', quantity: 3.5 };

async function errorOf(res: { statusCode: number; json: () => { error: string } }) {
  return { status: res.statusCode, error: res.json().error };
}

describe('POST /api/wishlist', () => {
  it('adds a stash item with the form defaults and earns the add points', async () => {
    const alice = await signUp(ctx);
    const res = await alice.post('/api/wishlist', { strainName: '  Blue Dream ', quantity: 1 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.item).toMatchObject({
      userId: alice.id,
      list: 'stash',
      strainName: 'Blue Dream',
      strainType: null,
      productType: 'flower',
      quantity: 1,
      quantityUnit: 'grams',
      // Put in the stash: full, so it does not need restocking the moment it is added.
      currentAmount: 'high',
      notes: null,
      createdAt: '2026-06-15T12:00:00.000Z',
    });
    expect(body.pointsEarned).toBe(POINTS.addToStash);
    expect(body.achievements).toEqual([]);
    // A wish is not had yet.
    const wish = await alice.post('/api/wishlist', { list: 'wish', strainName: 'Gelato', quantity: 1 });
    expect(wish.json().item).toMatchObject({ list: 'wish', currentAmount: 'empty' });
  });

  it('takes the unit from the product type', async () => {
    const alice = await signUp(ctx);
    for (const product of STASH_PRODUCTS) {
      const item = await addToStash(alice, { strainName: 'Gelato', productType: product.value, quantity: 2 });
      expect([item.productType, item.quantityUnit]).toEqual([product.value, product.unit]);
    }
    const expected = {
      flower: 'grams',
      pre_rolls: 'count',
      vape_carts: 'count',
      edibles: 'count',
      concentrates: 'grams',
      tinctures: 'ml',
      topicals: 'oz',
    };
    for (const [productType, unit] of Object.entries(expected)) {
      const item = await addToStash(alice, {
        strainName: 'Gelato',
        productType,
        quantity: 1,
        quantityUnit: unit,
      });
      expect(item.quantityUnit).toBe(unit);
    }
  });

  it('refuses a unit that does not match the product type', async () => {
    const alice = await signUp(ctx);
    const flower = await alice.post('/api/wishlist', { ...blueDream, quantityUnit: 'ml' });
    expect(await errorOf(flower)).toEqual({ status: 400, error: 'Unit for Flower must be grams' });
    const tincture = await alice.post('/api/wishlist', {
      ...blueDream,
      productType: 'tinctures',
      quantityUnit: 'grams',
    });
    expect(await errorOf(tincture)).toEqual({ status: 400, error: 'Unit for Tinctures must be ml' });
    const odd = await alice.post('/api/wishlist', { ...blueDream, quantityUnit: 'gram' });
    expect(await errorOf(odd)).toEqual({ status: 400, error: 'Unit must be grams, ml, oz or count' });
  });

  it('keeps every field it is given, notes trimmed and rounded to two decimals', async () => {
    const alice = await signUp(ctx);
    const given = {
      strainName: 'Northern Lights',
      strainType: 'indica',
      productType: 'edibles',
      currentAmount: 'high',
    };
    const item = await addToStash(alice, { ...given, quantity: 2.345, notes: '  10 mg gummies  ' });
    // The unit is the product's own (edibles are counted).
    expect(item).toMatchObject({ ...given, quantity: 2.35, quantityUnit: 'count', notes: '10 mg gummies' });
    const blank = await addToStash(alice, { ...blueDream, notes: '   ' });
    expect(blank.notes).toBeNull();
  });

  it.each([
    [{ quantity: 1 }, 'Strain name is required'],
    [{ strainName: '   ', quantity: 1 }, 'Strain name is required'],
    [{ strainName: 'x'.repeat(101), quantity: 1 }, 'Strain name must be at most 100 characters'],
    [{ strainName: 'A' }, 'Quantity is required'],
    [{ strainName: 'A', quantity: '2' }, 'Quantity must be a number'],
    [{ strainName: 'A', quantity: 0 }, 'Quantity must be at least 0.01'],
    [{ strainName: 'A', quantity: 0.009 }, 'Quantity must be at least 0.01'],
    [{ strainName: 'A', quantity: -1 }, 'Quantity must be at least 0.01'],
    [{ strainName: 'A', quantity: 100_001 }, 'Quantity must be at most 100,000'],
    [{ strainName: 'A', quantity: 1, strainType: 'ruderalis' }, 'Please select a strain type'],
    [{ strainName: 'A', quantity: 1, productType: 'pre-roll' }, 'Please select a product type'],
    [{ strainName: 'A', quantity: 1, currentAmount: 'full' }, 'Amount must be high, medium, low or empty'],
    [{ strainName: 'A', quantity: 1, notes: 'n'.repeat(1001) }, 'Notes must be at most 1000 characters'],
    [{ strainName: 'A', quantity: 1, list: 'cart' }, 'List must be stash or wish'],
  ])('refuses %j with "%s"', async (body, message) => {
    const alice = await signUp(ctx);
    expect(await errorOf(await alice.post('/api/wishlist', body))).toEqual({ status: 400, error: message });
  });

  it('accepts the smallest quantity, 0.01', async () => {
    const alice = await signUp(ctx);
    expect((await addToStash(alice, { strainName: 'A', quantity: 0.01 })).quantity).toBe(0.01);
  });

  it('refuses unknown fields, so nobody sets another owner or the dates', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    for (const extra of [{ userId: bob.id }, { id: 99 }, { createdAt: '2020-01-01' }, { points: 100 }]) {
      const res = await alice.post('/api/wishlist', { ...blueDream, ...extra });
      expect(res.statusCode).toBe(400);
    }
    expect((await bob.get('/api/wishlist')).json()).toEqual([]);
  });

  it('adds a wish (a strain saved to try) without stash points', async () => {
    const alice = await signUp(ctx);
    const res = await alice.post('/api/wishlist', { ...blueDream, list: 'wish' });
    expect(res.statusCode).toBe(201);
    expect(res.json().item.list).toBe('wish');
    expect(res.json().pointsEarned).toBe(0);
  });

  it('sends Home recommendations as the spec does, as a wish: a strain to buy is not stock', async () => {
    const alice = await signUp(ctx);
    const body = recommendationStashItem(
      { strainName: 'Pineapple Express', strainType: 'hybrid' },
      'Jun 15, 2026',
    );
    expect(body).toEqual({
      list: 'wish',
      strainName: 'Pineapple Express',
      strainType: 'hybrid',
      productType: 'flower',
      quantity: 1,
      quantityUnit: 'grams',
      currentAmount: 'empty',
      notes: 'Added from recommendations on Jun 15, 2026',
    });
    // Not had yet, to buy: a wish (1 g empty in the stash would contradict itself, and is refused).
    const item = await addToStash(alice, body);
    expect(item).toMatchObject({ list: 'wish', currentAmount: 'empty', quantityUnit: 'grams' });
    const asStash = await alice.post('/api/wishlist', { ...body, list: 'stash' });
    expect(asStash.statusCode).toBe(400);
  });
});

describe('GET /api/wishlist', () => {
  it('lists the stash by default, newest first; wishes with ?list=wish; both with ?list=all', async () => {
    const alice = await signUp(ctx);
    const first = await addToStash(alice, { ...blueDream, strainName: 'First' });
    ctx.clock.advance({ minutes: 1 });
    const wish = await addToStash(alice, { ...blueDream, strainName: 'Wish', list: 'wish' });
    ctx.clock.advance({ minutes: 1 });
    const second = await addToStash(alice, { ...blueDream, strainName: 'Second' });

    const names = async (url: string) =>
      ((await alice.get(url)).json() as StashItem[]).map((i) => i.strainName);
    expect(await names('/api/wishlist')).toEqual(['Second', 'First']);
    expect(await names('/api/wishlist?list=stash')).toEqual(['Second', 'First']);
    expect(await names('/api/wishlist?list=wish')).toEqual(['Wish']);
    expect(await names('/api/wishlist?list=all')).toEqual(['Second', 'Wish', 'First']);
    expect([first.id, wish.id, second.id]).toHaveLength(3);

    const bad = await alice.get('/api/wishlist?list=everything');
    expect(await errorOf(bad)).toEqual({ status: 400, error: 'List must be stash, wish or all' });
  });

  it("shows only the signed-in user's items", async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    await addToStash(alice, blueDream);
    await addToStash(bob, { ...blueDream, strainName: 'Bob Kush' });
    const mine = (await alice.get('/api/wishlist?list=all')).json() as StashItem[];
    expect(mine.map((i) => i.strainName)).toEqual(['Blue Dream']);
    expect(mine.every((i) => i.userId === alice.id)).toBe(true);
  });

  it('is for regular users only, and signed in', async () => {
    const manager = await signUp(ctx, { role: 'manager' });
    const admin = await signUp(ctx, { role: 'admin' });
    expect((await manager.get('/api/wishlist')).statusCode).toBe(403);
    expect((await admin.post('/api/wishlist', blueDream)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/wishlist' });
    expect(anonymous.statusCode).toBe(401);
    const anonymousPost = await ctx.app.inject({ method: 'POST', url: '/api/wishlist', payload: blueDream });
    expect(anonymousPost.statusCode).toBe(401);
  });
});

describe('PUT /api/wishlist/:id', () => {
  it('changes quantity, amount and notes', async () => {
    const alice = await signUp(ctx);
    const item = await addToStash(alice, blueDream);
    ctx.clock.advance({ hours: 1 });
    const res = await alice.put(`/api/wishlist/${item.id}`, {
      quantity: 1.75,
      currentAmount: 'medium',
      notes: 'Half an eighth left',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({
      id: item.id,
      strainName: 'Blue Dream',
      quantity: 1.75,
      currentAmount: 'medium',
      notes: 'Half an eighth left',
      createdAt: item.createdAt,
      updatedAt: '2026-06-15T13:00:00.000Z',
    });
    const cleared = await alice.put(`/api/wishlist/${item.id}`, { notes: '' });
    expect(cleared.json().item.notes).toBeNull();
    const [listed] = (await alice.get('/api/wishlist')).json() as StashItem[];
    expect(listed).toMatchObject({ quantity: 1.75, currentAmount: 'medium', notes: null });
  });

  it('validates like the add form and refuses anything else', async () => {
    const alice = await signUp(ctx);
    const item = await addToStash(alice, blueDream);
    const put = (body: unknown) => alice.put(`/api/wishlist/${item.id}`, body);
    expect(await errorOf(await put({ quantity: 0 }))).toEqual({
      status: 400,
      error: 'Quantity must be at least 0.01',
    });
    expect(await errorOf(await put({ currentAmount: 'lots' }))).toEqual({
      status: 400,
      error: 'Amount must be high, medium, low or empty',
    });
    expect(await errorOf(await put({}))).toEqual({ status: 400, error: 'Nothing to update' });
    // The name may change (entries stay linked by id); the product type may not.
    expect((await put({ productType: 'edibles' })).statusCode).toBe(400);
    expect((await put({ strainName: '' })).statusCode).toBe(400);
    expect((await put({ userId: 99, quantity: 2 })).statusCode).toBe(400);
    expect(await errorOf(await put({ list: 'wish' }))).toEqual({
      status: 400,
      error: 'An item can only move from the wishlist to the stash',
    });
  });

  it("answers 404 for another user's item, a missing one and a malformed id", async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    const item = await addToStash(alice, blueDream);
    expect(await errorOf(await bob.put(`/api/wishlist/${item.id}`, { quantity: 9 }))).toEqual({
      status: 404,
      error: 'Stash item not found',
    });
    expect((await alice.put('/api/wishlist/999999', { quantity: 9 })).statusCode).toBe(404);
    expect((await alice.put('/api/wishlist/abc', { quantity: 9 })).statusCode).toBe(404);
    const [unchanged] = (await alice.get('/api/wishlist')).json() as StashItem[];
    expect(unchanged.quantity).toBe(3.5);
  });

  it('calls the update hook (+2, once per item per day) when amount or quantity changes', async () => {
    const alice = await signUp(ctx);
    const item = await addToStash(alice, blueDream);
    const put = async (body: unknown) => (await alice.put(`/api/wishlist/${item.id}`, body)).json();

    expect((await put({ notes: 'only notes' })).pointsEarned).toBe(0);
    expect((await put({ currentAmount: 'low' })).pointsEarned).toBe(POINTS.updateStash);
    expect((await put({ quantity: 3 })).pointsEarned).toBe(0);
    ctx.clock.advance({ days: 1 });
    expect((await put({ quantity: 2.5 })).pointsEarned).toBe(POINTS.updateStash);

    const rows = await ctx.database.db
      .select()
      .from(pointActivities)
      .where(and(eq(pointActivities.userId, alice.id), eq(pointActivities.refId, item.id)));
    expect(rows.map((r) => r.pointsEarned).sort()).toEqual(
      [POINTS.addToStash, POINTS.updateStash, POINTS.updateStash].sort(),
    );
  });

  it('moves a wish to the stash, which earns the add points then', async () => {
    const alice = await signUp(ctx);
    const wish = await addToStash(alice, { ...blueDream, list: 'wish' });
    const res = await alice.put(`/api/wishlist/${wish.id}`, { list: 'stash', currentAmount: 'high' });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ list: 'stash', currentAmount: 'high' });
    expect(res.json().pointsEarned).toBe(POINTS.addToStash);
    expect(((await alice.get('/api/wishlist')).json() as StashItem[]).map((i) => i.id)).toEqual([wish.id]);
  });
});

describe('DELETE /api/wishlist/:id', () => {
  it('removes the item', async () => {
    const alice = await signUp(ctx);
    const item = await addToStash(alice, blueDream);
    const res = await alice.del(`/api/wishlist/${item.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await alice.get('/api/wishlist')).json()).toEqual([]);
    expect((await alice.del(`/api/wishlist/${item.id}`)).statusCode).toBe(404);
  });

  it("never removes another user's item", async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    const item = await addToStash(alice, blueDream);
    expect(await errorOf(await bob.del(`/api/wishlist/${item.id}`))).toEqual({
      status: 404,
      error: 'Stash item not found',
    });
    expect((await alice.get('/api/wishlist')).json()).toHaveLength(1);
  });
});

describe('stash points, once a day per strain', () => {
  it('count by the strain, never by the ledger line’s words: deleted and added again in another case, it pays nothing more that day', async () => {
    const alice = await signUp(ctx);
    const first = await alice.post('/api/wishlist', { strainName: 'Blue Dream', quantity: 3.5 });
    expect(first.json().pointsEarned).toBe(POINTS.addToStash);
    const id = first.json().item.id as number;
    expect((await alice.put(`/api/wishlist/${id}`, { quantity: 1 })).json().pointsEarned).toBe(
      POINTS.updateStash,
    );
    // The lines' words are for people: rewording them changes nothing.
    await ctx.database.db
      .update(pointActivities)
      .set({ description: 'reworded' })
      .where(eq(pointActivities.userId, alice.id));
    await alice.del(`/api/wishlist/${id}`);

    const again = await alice.post('/api/wishlist', { strainName: 'BLUE DREAM', quantity: 3.5 });
    expect(again.json().pointsEarned).toBe(0);
    const againId = again.json().item.id as number;
    expect((await alice.put(`/api/wishlist/${againId}`, { quantity: 1 })).json().pointsEarned).toBe(0);

    ctx.clock.advance({ days: 1 });
    await alice.del(`/api/wishlist/${againId}`);
    expect((await alice.post('/api/wishlist', blueDream)).json().pointsEarned).toBe(POINTS.addToStash);
  });

  it('lines written before the strain key get it from their words (migration 0024)', async () => {
    const alice = await signUp(ctx);
    const line = { userId: alice.id, pointsEarned: 0, createdAt: ctx.clock.now() };
    await ctx.database.db.insert(pointActivities).values([
      { ...line, activityType: 'stash_add', description: 'Added Old Kush  to stash' },
      { ...line, activityType: 'stash_update', description: 'Updated old kush in stash' },
      { ...line, activityType: 'entry', description: 'New entry: Old Kush' },
    ]);
    const migration = readFileSync('src/server/db/migrations/0024_stash-points-by-strain-key.sql', 'utf8');
    for (const statement of migration.split('--> statement-breakpoint'))
      if (statement.includes('UPDATE')) await ctx.database.db.execute(sql.raw(statement));

    const rows = await ctx.database.db
      .select({ type: pointActivities.activityType, key: pointActivities.strainKey })
      .from(pointActivities)
      .where(eq(pointActivities.userId, alice.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { type: 'stash_add', key: 'old kush' },
        { type: 'stash_update', key: 'old kush' },
        { type: 'entry', key: null },
      ]),
    );
    const res = await alice.post('/api/wishlist', { strainName: 'Old Kush', quantity: 1 });
    expect(res.json().pointsEarned).toBe(0);
  });
});

describe('createStashItem (the journal writes stash items through it)', () => {
  it("stores an entry's product type as the stash's, with its unit", async () => {
    const alice = await signUp(ctx);
    const now = ctx.clock.now();
    const db = ctx.database.db;
    const preRoll = await createStashItem(
      db,
      alice.id,
      {
        strainName: 'OG Kush',
        strainType: 'hybrid',
        productType: 'pre-roll',
        quantity: 2,
        currentAmount: 'medium',
      },
      now,
    );
    expect([preRoll.productType, preRoll.quantityUnit]).toEqual(['pre_rolls', 'count']);
    const cart = await createStashItem(
      db,
      alice.id,
      { strainName: 'OG Kush', productType: 'vape cartridge', quantity: 1, quantityUnit: 'grams' },
      now,
    );
    expect([cart.productType, cart.quantityUnit]).toEqual(['vape_carts', 'count']);
    const concentrate = await createStashItem(
      db,
      alice.id,
      { strainName: 'OG Kush', productType: 'concentrate', quantity: 0.5 },
      now,
    );
    expect([concentrate.productType, concentrate.quantityUnit]).toEqual(['concentrates', 'grams']);
    const listed = (await alice.get('/api/wishlist')).json() as StashItem[];
    expect(listed).toHaveLength(3);
  });
});
