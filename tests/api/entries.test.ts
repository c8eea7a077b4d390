import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { entries, favorites, pointActivities, wishlistItems } from '../../src/server/db/schema.js';
import { PRODUCT_TYPES, type ProductType } from '../../src/shared/constants.js';
import {
  type EntryCreateInput,
  entrySchema,
  PRODUCT_RATING_FIELDS,
  RATING_FIELDS,
  RATING_LABELS,
  ratingNotApplicableMessage,
} from '../../src/shared/entries.js';
import { type Client, ENTRY_BASICS, flowerRatings, openApp, setupApp, signUp } from '../support/app.js';

const ctx = setupApp();

/** A valid new entry as the form sends it (flower, every flower rating at 3), with overrides. */
function newEntry(overrides: Record<string, unknown> = {}): EntryCreateInput {
  return {
    ...ENTRY_BASICS,
    ...flowerRatings(3),
    notes: 'Citrus on the exhale.',
    effects: ['happy', 'relaxed'],
    allowManagerAccess: false,
    addToStash: false,
    ...overrides,
  } as EntryCreateInput;
}

/** Overrides for a product other than flower: the flower-only ratings (appearance, aroma) left out. */
const notFlower = (productType: string, method?: string) => ({
  productType,
  ...(method ? { method } : {}),
  appearanceRating: undefined,
  aromaRating: undefined,
});

async function create(client: Client, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/api/entries', newEntry(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number } & Record<string, unknown>;
}

async function expectError(res: { statusCode: number; json(): unknown }, status: number, error: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ error });
}

describe('creating an entry', () => {
  it('stores every field and answers the entry with what it earned', async () => {
    const alice = await signUp(ctx);
    const res = await alice.post('/api/entries', newEntry());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      ...ENTRY_BASICS,
      ...flowerRatings(3),
      relaxationRating: null,
      oilQualityRating: null,
      notes: 'Citrus on the exhale.',
      effects: ['happy', 'relaxed'],
      allowManagerAccess: false,
      createdAt: ctx.clock.now().toISOString(),
      stashItemId: null,
      achievements: expect.any(Array),
    });
    expect(body.pointsEarned).toBeGreaterThan(0);
    expect(body.userId).toBe(alice.id);
    expect(body).not.toHaveProperty('pointsAwarded');
    const fetched = await alice.get(`/api/entries/${body.id}`);
    expect(fetched.statusCode).toBe(200);
    // The create answer is the entry as read back (its stash link included) plus what it earned.
    const { pointsEarned: _p, awards: _w, achievements: _a, levelUp: _l, newLevel: _n, ...entry } = body;
    expect(fetched.json()).toEqual(entry);
  });

  it('trims text, drops empty notes and repeated effects, and takes the defaults', async () => {
    const alice = await signUp(ctx);
    const body = await create(alice, {
      strainName: '  Gelato  ',
      dosage: ' 2 puffs ',
      notes: '   ',
      effects: ['happy', 'happy', 'giggly'],
      productType: undefined,
      allowManagerAccess: undefined,
      addToStash: undefined,
    });
    expect(body).toMatchObject({
      strainName: 'Gelato',
      dosage: '2 puffs',
      notes: null,
      effects: ['happy', 'giggly'],
      productType: 'flower',
      allowManagerAccess: false,
    });
    const minimal = await alice.post('/api/entries', {
      strainName: 'OG Kush',
      strainType: 'indica',
      method: 'pipe',
      dosage: '1 bowl',
      overallRating: 5,
    });
    expect(minimal.statusCode).toBe(201);
    expect(minimal.json()).toMatchObject({ effects: [], notes: null, potencyRating: null });
  });

  it.each([
    ['strainName', undefined, 'Strain name is required'],
    ['strainName', '   ', 'Strain name is required'],
    ['strainName', 42, 'Strain name is required'],
    ['strainName', 'x'.repeat(101), 'Strain name must be at most 100 characters'],
    ['strainType', 'ruderalis', 'Please select a strain type'],
    ['strainType', undefined, 'Please select a strain type'],
    ['productType', 'tea', 'Please select a product type'],
    ['method', 'dab rig', 'Please select a consumption method'],
    ['method', undefined, 'Please select a consumption method'],
    ['dosage', '', 'Dosage is required'],
    ['dosage', '  ', 'Dosage is required'],
    ['dosage', undefined, 'Dosage is required'],
    ['dosage', 'x'.repeat(101), 'Dosage must be at most 100 characters'],
    ['overallRating', undefined, 'Overall rating is required'],
    ['overallRating', 3.5, 'Overall rating must be a whole number from 1 to 5'],
    ['overallRating', 0, 'Overall rating must be a whole number from 1 to 5'],
    ['overallRating', 6, 'Overall rating must be a whole number from 1 to 5'],
    ['overallRating', '4', 'Overall rating must be a whole number from 1 to 5'],
    ['potencyRating', 2.5, 'Potency rating must be a whole number from 1 to 5'],
    ['aromaRating', 9, 'Aroma rating must be a whole number from 1 to 5'],
    ['notes', 'x'.repeat(5001), 'Notes must be at most 5000 characters'],
    ['effects', ['flying'], 'Please choose effects from the list'],
    ['effects', 'happy', 'Please choose effects from the list'],
    ['allowManagerAccess', 'yes', 'allowManagerAccess must be true or false'],
    ['addToStash', 1, 'addToStash must be true or false'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const alice = await signUp(ctx);
    await expectError(await alice.post('/api/entries', newEntry({ [field]: value })), 400, message);
    expect(await ctx.database.db.select().from(entries)).toHaveLength(0);
  });

  it('reports the first failing field in form order', async () => {
    const alice = await signUp(ctx);
    const res = await alice.post('/api/entries', newEntry({ strainName: '', dosage: '' }));
    await expectError(res, 400, 'Strain name is required');
  });

  it('refuses fields nobody may set, like userId or points', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    for (const extra of [
      { userId: bob.id },
      { pointsAwarded: true },
      { id: 99 },
      { createdAt: '2020-01-01' },
    ]) {
      const res = await alice.post('/api/entries', newEntry(extra));
      expect(res.statusCode).toBe(400);
    }
    expect(await ctx.database.db.select().from(entries)).toHaveLength(0);
  });
});

describe('ratings by product type', () => {
  it.each(PRODUCT_TYPES)('a %s entry stores the ratings of its product', async (productType) => {
    const alice = await signUp(ctx);
    const fields = PRODUCT_RATING_FIELDS[productType];
    const ratings = Object.fromEntries(fields.map((f, i) => [f, (i % 5) + 1]));
    const body = await create(alice, {
      productType,
      potencyRating: undefined,
      appearanceRating: undefined,
      aromaRating: undefined,
      flavorRating: undefined,
      smoothnessRating: undefined,
      ...ratings,
    });
    for (const field of RATING_FIELDS) {
      expect(body[field], field).toBe(field in ratings ? ratings[field] : null);
    }
  });

  it('gives each product type the spec set of ratings, by the labels the form shows', () => {
    const asked = (type: ProductType) => PRODUCT_RATING_FIELDS[type].map((f) => RATING_LABELS[f]).join(', ');
    expect(asked('flower')).toBe('Overall, Potency, Appearance, Aroma, Flavor, Smoothness');
    expect(asked('pre-roll')).toBe(asked('flower'));
    expect(asked('vape cartridge')).toBe(
      'Overall, Potency, Oil Quality, Purity, Hardware Quality, Flavor, Vapor Production, Smoothness',
    );
    expect(asked('concentrate')).toBe('Overall, Potency, Oil Quality, Purity, Flavor, Smoothness');
    expect(asked('edible')).toBe('Overall, Potency, Taste, Onset Time, Duration, Packaging');
    expect(asked('other')).toBe('Overall, Potency');
  });

  it.each([
    ['flower', 'oilQualityRating'],
    ['pre-roll', 'tasteRating'],
    ['vape cartridge', 'aromaRating'],
    ['concentrate', 'hardwareQualityRating'],
    ['edible', 'smoothnessRating'],
    ['other', 'appearanceRating'],
  ] as Array<[ProductType, (typeof RATING_FIELDS)[number]]>)(
    'refuses a rating that does not apply: %s with %s',
    async (productType, field) => {
      const alice = await signUp(ctx);
      const res = await alice.post(
        '/api/entries',
        newEntry({
          productType,
          appearanceRating: undefined,
          aromaRating: undefined,
          smoothnessRating: undefined,
          flavorRating: undefined,
          [field]: 4,
        }),
      );
      await expectError(res, 400, ratingNotApplicableMessage(field, productType));
      expect(ratingNotApplicableMessage('oilQualityRating', 'flower')).toBe(
        'Oil Quality rating does not apply to flower entries',
      );
    },
  );

  it('accepts the experience ratings (relaxation, creativity, energy, flavor) on any product', async () => {
    const alice = await signUp(ctx);
    const body = await create(alice, {
      ...notFlower('edible', 'edible'),
      smoothnessRating: undefined,
      relaxationRating: 5,
      creativityRating: 2,
      energyRating: 1,
      flavorRating: 4,
      tasteRating: 5,
    });
    expect(body).toMatchObject({
      relaxationRating: 5,
      creativityRating: 2,
      energyRating: 1,
      flavorRating: 4,
    });
  });
});

describe('adding to the stash with a new entry', () => {
  it('writes the stash item in the same request, in the unit of the product', async () => {
    const alice = await signUp(ctx);
    const body = await create(alice, {
      ...notFlower('concentrate', 'vaporizer'),
      oilQualityRating: 4,
      addToStash: true,
      stashDetails: { quantity: 1.5, currentAmount: 'high' },
    });
    expect(body.stashItemId).toEqual(expect.any(Number));
    const [item] = await ctx.database.db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, alice.id));
    expect(item).toMatchObject({
      id: body.stashItemId,
      strainName: 'Blue Dream',
      strainType: 'hybrid',
      productType: 'concentrates',
      quantity: 1.5,
      quantityUnit: 'grams',
      currentAmount: 'high',
      list: 'stash',
    });
  });

  it('defaults to a quantity of 1, full (the level follows the quantity), counted for cartridges', async () => {
    const alice = await signUp(ctx);
    await create(alice, {
      ...notFlower('vape cartridge', 'vaporizer'),
      addToStash: true,
    });
    const [item] = await ctx.database.db.select().from(wishlistItems);
    expect(item).toMatchObject({
      productType: 'vape_carts',
      quantity: 1,
      quantityUnit: 'count',
      currentAmount: 'high',
      baselineQuantity: 1,
    });
  });

  it('reports the points of the entry and of the stash item together', async () => {
    const alice = await signUp(ctx);
    await openApp(alice); // today's visit is paid as the app opens
    const before = await ctx.database.db.select().from(pointActivities);
    const stashed = await create(alice, {
      addToStash: true,
      stashDetails: { quantity: 2, currentAmount: 'low' },
    });
    const activities = (
      await ctx.database.db.select().from(pointActivities).where(eq(pointActivities.userId, alice.id))
    ).filter((a) => !before.some((b) => b.id === a.id));
    expect(activities.some((a) => a.refId === stashed.stashItemId)).toBe(true);
    expect(activities.some((a) => a.refId === stashed.id)).toBe(true);
    expect(stashed.pointsEarned).toBe(activities.reduce((sum, a) => sum + a.pointsEarned, 0));
  });

  it('writes no stash item unless asked', async () => {
    const alice = await signUp(ctx);
    await create(alice, { stashDetails: { quantity: 3, currentAmount: 'low' } });
    expect(await ctx.database.db.select().from(wishlistItems)).toHaveLength(0);
  });

  it.each([
    // One minimum for every stash quantity (stash-rules.ts QUANTITY_MIN, issue 13).
    [{ quantity: 0.005 }, 'Quantity must be at least 0.01'],
    [{ quantity: 0 }, 'Quantity must be at least 0.01'],
    [{ quantity: 'lots' }, 'Quantity must be at least 0.01'],
    [{ quantity: 1, currentAmount: 'full' }, 'Please choose an amount level: high, medium, low or empty'],
    [{ quantity: 1.5, productType: 'edible' }, 'Quantity must be a whole number for this product'],
  ])('refuses stash details %j with "%s"', async (stashDetails, message) => {
    const alice = await signUp(ctx);
    await expectError(
      await alice.post('/api/entries', newEntry({ addToStash: true, stashDetails })),
      400,
      message,
    );
    expect(await ctx.database.db.select().from(entries)).toHaveLength(0);
    expect(await ctx.database.db.select().from(wishlistItems)).toHaveLength(0);
  });
});

describe('listing and reading entries', () => {
  it('lists only my entries, newest first', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    const first = await create(alice, { strainName: 'First' });
    ctx.clock.advance({ hours: 1 });
    const second = await create(alice, { strainName: 'Second' });
    await create(bob, { strainName: 'Not yours' });
    const list = (await alice.get('/api/entries')).json() as Array<{ id: number }>;
    expect(list.map((e) => e.id)).toEqual([second.id, first.id]);
  });

  it('lists exactly the fields of the entry schema, the same as reading one entry', async () => {
    const alice = await signUp(ctx);
    const full = await create(alice, {
      notes: 'Line one\nand "quotes" \\ ünïcode 🌿',
      effects: ['pain relief', 'happy'],
    });
    ctx.clock.advance({ minutes: 1 });
    await create(alice, {
      ...notFlower('vape cartridge'),
      oilQualityRating: 5,
      notes: undefined,
      effects: [],
    });
    const res = await alice.get('/api/entries');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const list = z.array(entrySchema.strict()).parse(res.json());
    expect(list).toHaveLength(2);
    for (const item of list) expect(item).toEqual((await alice.get(`/api/entries/${item.id}`)).json());
    expect(list[1]).toMatchObject({ id: full.id, notes: 'Line one\nand "quotes" \\ ünïcode 🌿' });
    expect(list[0]).toMatchObject({ notes: null, effects: [], oilQualityRating: 5, aromaRating: null });
    expect((await (await signUp(ctx)).get('/api/entries')).json()).toEqual([]);
  });

  it('carries the author as userId in every answer: create, list, read and edit', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    const created = await create(alice);
    await create(bob);
    expect(created.userId).toBe(alice.id);
    const list = (await alice.get('/api/entries')).json() as Array<{ userId: number }>;
    expect(list.map((e) => e.userId)).toEqual([alice.id]);
    expect((await alice.get(`/api/entries/${created.id}`)).json().userId).toBe(alice.id);
    const edited = await alice.put(`/api/entries/${created.id}`, {
      strainName: 'Renamed',
      strainType: 'hybrid',
      method: 'joint',
      dosage: '1 g',
      overallRating: 3,
      notes: null,
      effects: [],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().userId).toBe(alice.id);
  });

  it('answers only the newest entries with ?limit=N, and the number of all of them in x-total-count', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    // Taken out of order: the page follows when each was taken (then the id), like the whole list.
    for (const [i, hoursAgo] of [5, 1, 3, 2, 4].entries()) {
      await create(alice, {
        strainName: `Strain ${i}`,
        consumedAt: new Date(ctx.clock.now().getTime() - hoursAgo * 3_600_000).toISOString(),
      });
    }
    await create(bob, { strainName: 'Not yours' });
    const all = (await alice.get('/api/entries')).json() as Array<{ id: number }>;
    expect(all).toHaveLength(5);

    const res = await alice.get('/api/entries?limit=2');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-total-count']).toBe('5');
    const page = z.array(entrySchema.strict()).parse(res.json());
    expect(page).toEqual(all.slice(0, 2));

    const more = await alice.get('/api/entries?limit=50');
    expect(more.headers['x-total-count']).toBe('5');
    expect(more.json()).toEqual(all);
    const max = await alice.get('/api/entries?limit=1000');
    expect(max.statusCode).toBe(200);
    expect(max.json()).toEqual(all);

    const empty = await (await signUp(ctx)).get('/api/entries?limit=50');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    expect(empty.headers['x-total-count']).toBe('0');
  });

  it('answers the whole list as before without limit, and 400 with a message for a bad limit', async () => {
    const alice = await signUp(ctx);
    await create(alice);
    const res = await alice.get('/api/entries');
    expect(res.headers['x-total-count']).toBeUndefined();
    expect(res.json()).toHaveLength(1);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '1001', '99999999999', '1e2x']) {
      const answer = await alice.get(`/api/entries?limit=${encodeURIComponent(bad)}`);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json(), bad).toMatchObject({
        error: 'limit must be a whole number from 1 to 1000',
        code: 'validation',
      });
    }
    expect((await alice.get('/api/entries?limit=1&limit=2')).statusCode).toBe(400);
  });

  it('answers 404 for an id that does not exist or is not a number', async () => {
    const alice = await signUp(ctx);
    await expectError(await alice.get('/api/entries/999'), 404, 'Entry not found');
    expect((await alice.get('/api/entries/abc')).statusCode).toBe(404);
    expect((await alice.get('/api/entries/-1')).statusCode).toBe(404);
  });

  it('is for signed-in regular users only', async () => {
    const manager = await signUp(ctx, { role: 'manager' });
    expect((await manager.get('/api/entries')).statusCode).toBe(403);
    expect((await manager.post('/api/entries', newEntry())).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/entries' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('reading entries in the session look-up (one round trip)', () => {
  const reads = async (client: Client, id: number) => [
    (await client.get(`/api/entries/${id}`)).statusCode,
    (await client.get('/api/entries')).statusCode,
  ];

  it('answers what the guard allows only: a manager, a wrong x-user-id, another user and no session are refused', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    const manager = await signUp(ctx, { role: 'manager' });
    const entry = await create(alice, { notes: 'mine' });
    expect(await reads(alice, entry.id)).toEqual([200, 200]);
    expect((await bob.get(`/api/entries/${entry.id}`)).statusCode).toBe(404);
    expect((await bob.get('/api/entries')).json()).toEqual([]);
    expect(await reads(manager, entry.id)).toEqual([403, 403]);
    const claimed = await alice.request({
      method: 'GET',
      url: `/api/entries/${entry.id}`,
      headers: { 'x-user-id': String(bob.id) },
    });
    expect(claimed.statusCode).toBe(403);
    expect(claimed.body).not.toContain('mine');
    const none = await ctx.app.inject({
      method: 'GET',
      url: `/api/entries/${entry.id}`,
      headers: { cookie: 'sj_session=not-a-session' },
    });
    expect(none.statusCode).toBe(401);
  });

  it('refuses a signed-out cookie at once, and a session ended in the database at once on PostgreSQL', async () => {
    const { sql } = await import('drizzle-orm');
    const alice = await signUp(ctx);
    const entry = await create(alice);
    expect(await reads(alice, entry.id)).toEqual([200, 200]);
    expect((await alice.post('/api/logout')).statusCode).toBe(200);
    expect(await reads(alice, entry.id)).toEqual([401, 401]);

    const bob = await signUp(ctx);
    const his = await create(bob);
    expect(await reads(bob, his.id)).toEqual([200, 200]);
    await ctx.database.db.execute(sql`delete from sessions where user_id = ${bob.id}`);
    // PGlite keeps a session for up to 5 s (one process: nobody else can end it); PostgreSQL reads it each time.
    if (ctx.database.kind === 'pglite') ctx.clock.advance({ seconds: 6 });
    expect(await reads(bob, his.id)).toEqual([401, 401]);
  });

  it('refuses an expired session and answers a list with a query string the same way', async () => {
    const alice = await signUp(ctx);
    const entry = await create(alice);
    const plain = (await alice.get('/api/entries')).json();
    expect((await alice.get('/api/entries?x=1')).json()).toEqual(plain);
    ctx.clock.advance({ days: 15 });
    expect(await reads(alice, entry.id)).toEqual([401, 401]);
  });
});

describe('editing an entry', () => {
  const edit = {
    strainName: 'Blue Dream #2',
    strainType: 'sativa',
    method: 'vaporizer',
    dosage: '2 puffs',
    overallRating: 3.5,
    relaxationRating: 4.5,
    creativityRating: 1,
    energyRating: 5,
    flavorRating: 2.5,
    notes: 'Better the second time.',
    effects: ['creative', 'focused'],
  };

  /** A new account and its entry (`create` with `overrides`), which the test edits. */
  async function entryToEdit(overrides: Record<string, unknown> = {}) {
    const alice = await signUp(ctx);
    return { alice, created: await create(alice, overrides) };
  }

  it('saves the edit form in steps of 0.5 and keeps the product ratings', async () => {
    const { alice, created } = await entryToEdit();
    ctx.clock.advance({ minutes: 5 });
    const res = await alice.put(`/api/entries/${created.id}`, edit);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ...edit,
      productType: 'flower',
      aromaRating: 3,
      createdAt: created.createdAt,
      updatedAt: ctx.clock.now().toISOString(),
    });
    expect((await alice.get(`/api/entries/${created.id}`)).json()).toMatchObject(edit);
  });

  it('may leave experience ratings unset and clear the notes', async () => {
    const { alice, created } = await entryToEdit();
    const res = await alice.put(`/api/entries/${created.id}`, {
      ...edit,
      relaxationRating: null,
      creativityRating: undefined,
      notes: '',
    });
    expect(res.json()).toMatchObject({ relaxationRating: null, creativityRating: null, notes: null });
  });

  it('may withdraw the consent for managers', async () => {
    const { alice, created } = await entryToEdit({ allowManagerAccess: true });
    const kept = await alice.put(`/api/entries/${created.id}`, edit);
    expect(kept.json().allowManagerAccess).toBe(true);
    const withdrawn = await alice.put(`/api/entries/${created.id}`, { ...edit, allowManagerAccess: false });
    expect(withdrawn.json().allowManagerAccess).toBe(false);
  });

  it.each([
    ['strainName', '', 'Strain name is required'],
    ['strainType', 'unknown', 'Please select a strain type'],
    ['method', 'spoon', 'Please select a consumption method'],
    ['dosage', '', 'Dosage is required'],
    ['overallRating', 3.25, 'Overall rating must be from 1 to 5 in steps of 0.5'],
    ['overallRating', 0.5, 'Overall rating must be from 1 to 5 in steps of 0.5'],
    ['overallRating', undefined, 'Overall rating is required'],
    ['relaxationRating', 5.5, 'Relaxation rating must be from 1 to 5 in steps of 0.5'],
    ['creativityRating', 2.2, 'Creativity rating must be from 1 to 5 in steps of 0.5'],
    ['energyRating', 0, 'Energy rating must be from 1 to 5 in steps of 0.5'],
    ['flavorRating', 'good', 'Flavor rating must be from 1 to 5 in steps of 0.5'],
    ['effects', ['sad'], 'Please choose effects from the list'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const { alice, created } = await entryToEdit();
    await expectError(
      await alice.put(`/api/entries/${created.id}`, { ...edit, [field]: value }),
      400,
      message,
    );
  });

  it('refuses fields the edit form does not carry', async () => {
    const { alice, created } = await entryToEdit();
    for (const extra of [
      { productType: 'powder' },
      { aromaRating: 5.2 },
      { userId: 1 },
      { pointsAwarded: true },
    ]) {
      expect((await alice.put(`/api/entries/${created.id}`, { ...edit, ...extra })).statusCode).toBe(400);
    }
  });
});

describe('deleting an entry', () => {
  it('removes it and its favorite', async () => {
    const alice = await signUp(ctx);
    const created = await create(alice);
    const kept = await create(alice, { strainName: 'Kept' });
    await alice.post('/api/favorites', { entryId: created.id });
    await alice.post('/api/favorites', { entryId: kept.id });
    const res = await alice.del(`/api/entries/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    await expectError(await alice.get(`/api/entries/${created.id}`), 404, 'Entry not found');
    const favs = (await alice.get('/api/favorites')).json() as Array<{ entryId: number }>;
    expect(favs.map((f) => f.entryId)).toEqual([kept.id]);
    expect(await ctx.database.db.select().from(favorites).where(eq(favorites.entryId, created.id))).toEqual(
      [],
    );
    await expectError(await alice.del(`/api/entries/${created.id}`), 404, 'Entry not found');
  });
});

describe("another user's entry", () => {
  it('is a 404 to read, edit, delete or favorite, and stays untouched', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    const entry = await create(alice);
    const url = `/api/entries/${entry.id}`;
    await expectError(await bob.get(url), 404, 'Entry not found');
    await expectError(
      await bob.put(url, {
        strainName: 'Hijacked',
        strainType: 'indica',
        method: 'bong',
        dosage: '1',
        overallRating: 1,
      }),
      404,
      'Entry not found',
    );
    await expectError(await bob.del(url), 404, 'Entry not found');
    await expectError(await bob.post('/api/favorites', { entryId: entry.id }), 404, 'Entry not found');
    expect((await bob.get('/api/entries')).json()).toEqual([]);
    expect((await alice.get(url)).json()).toMatchObject({ strainName: 'Blue Dream', overallRating: 4 });
  });
});

describe('an edit can change the product type and its own ratings', () => {
  it('keeps what it leaves out, clears the old type’s own ratings, and refuses ones that do not apply', async () => {
    const alice = await signUp(ctx);
    const entry = await create(alice, { aromaRating: 4, potencyRating: 3 });
    const base = {
      strainName: 'Blue Dream',
      strainType: 'hybrid',
      method: 'edible',
      dosage: '10 mg',
      overallRating: 4,
      effects: [],
    };
    // Left out: the product ratings stay.
    const kept = (await alice.put(`/api/entries/${entry.id}`, { ...base, potencyRating: 3.5 })).json();
    expect(kept).toMatchObject({ productType: 'flower', aromaRating: 4, potencyRating: 3.5 });

    const moved = await alice.put(`/api/entries/${entry.id}`, {
      ...base,
      productType: 'edible',
      tasteRating: 4.5,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      productType: 'edible',
      tasteRating: 4.5,
      potencyRating: 3.5, // every product has potency
      aromaRating: null, // a flower's own rating goes with the flower
      appearanceRating: null,
    });

    for (const body of [
      { ...base, oilQualityRating: 4 } as Record<string, unknown>, // the stored type (edible) has none
      { ...base, productType: 'flower', tasteRating: 4 },
    ]) {
      const res = await alice.put(`/api/entries/${entry.id}`, body);
      expect(res.statusCode).toBe(400);
      const field = 'oilQualityRating' in body ? 'oilQualityRating' : 'tasteRating';
      const type = (body.productType as string | undefined) ?? 'edible';
      expect(res.json()).toEqual({
        error: ratingNotApplicableMessage(field, type as ProductType),
        code: 'validation',
        field,
      });
    }
    const bob = await signUp(ctx);
    expect((await bob.put(`/api/entries/${entry.id}`, { ...base, productType: 'other' })).statusCode).toBe(
      404,
    );
  });
});
