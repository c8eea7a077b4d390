import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entries, userProgression, users } from '../../src/server/db/schema.js';
import { POINTS } from '../../src/shared/progression.js';
import { flowerRatings, setupApp, signUp } from '../support/app.js';
import { addStashItem, createEntry, setTimeZone, standing, updateStashItem } from '../support/progress.js';

const ctx = setupApp();

describe('entry points', () => {
  it('a new entry earns 10 points: one ledger row, balance and lifetime points together', async () => {
    const alice = await signUp(ctx);
    const { entry, outcome } = await createEntry(ctx, alice.id);
    expect(outcome.pointsEarned).toBeGreaterThanOrEqual(POINTS.newEntry);
    const s = await standing(ctx, alice.id);
    const entryRows = s.ledger.filter((r) => r.activityType === 'entry');
    expect(entryRows).toHaveLength(1);
    expect(entryRows[0]).toMatchObject({
      pointsEarned: 10,
      refId: entry.id,
      description: 'New entry: Blue Dream',
    });
    expect(s.points).toBe(s.ledgerTotal);
    expect(s.lifetime).toBe(s.ledgerTotal);
    const [row] = await ctx.database.db.select().from(entries).where(eq(entries.id, entry.id));
    expect(row.pointsAwarded).toBe(true);
  });

  it('a complete entry earns 5 more, for every product type', async () => {
    const alice = await signUp(ctx);
    const complete = { notes: 'Lovely', effects: ['happy'], overallRating: 4, potencyRating: 4 };
    const cases = [
      { productType: 'flower', appearanceRating: 4, aromaRating: 4, flavorRating: 4, smoothnessRating: 4 },
      { productType: 'pre-roll', appearanceRating: 4, aromaRating: 4, flavorRating: 4, smoothnessRating: 4 },
      {
        productType: 'vape cartridge',
        oilQualityRating: 4,
        purityRating: 4,
        hardwareQualityRating: 4,
        flavorRating: 4,
        vaporProductionRating: 4,
        smoothnessRating: 4,
      },
      {
        productType: 'concentrate',
        oilQualityRating: 4,
        purityRating: 4,
        flavorRating: 4,
        smoothnessRating: 4,
      },
      { productType: 'edible', tasteRating: 4, onsetTimeRating: 4, durationRating: 4, packagingRating: 4 },
    ];
    for (const [i, c] of cases.entries()) {
      ctx.clock.advance({ days: 1 }); // a fresh day: the daily cap stays out of the way
      const { entry } = await createEntry(ctx, alice.id, { ...complete, ...c, strainName: `Strain ${i}` });
      const s = await standing(ctx, alice.id);
      const row = s.ledger.find((r) => r.activityType === 'entry' && r.refId === entry.id);
      expect(row?.pointsEarned, c.productType).toBe(POINTS.newEntry + POINTS.completeEntryBonus);
      expect(row?.description).toContain('complete entry bonus');
    }
  });

  it('no bonus when a rating of the product type, the notes or every effect is missing', async () => {
    const alice = await signUp(ctx);
    const full = {
      notes: 'Lovely',
      effects: ['happy'],
      ...flowerRatings(4),
    };
    const missing = [
      { notes: null },
      { notes: '   ' },
      { effects: [] },
      { aromaRating: null },
      { potencyRating: null },
    ];
    for (const m of missing) {
      ctx.clock.advance({ days: 1 });
      const { entry } = await createEntry(ctx, alice.id, { ...full, ...m });
      const s = await standing(ctx, alice.id);
      expect(s.ledger.find((r) => r.refId === entry.id && r.activityType === 'entry')?.pointsEarned).toBe(10);
    }
    // An edible's flower ratings do not count: it needs its own.
    ctx.clock.advance({ days: 1 });
    const { entry } = await createEntry(ctx, alice.id, { ...full, productType: 'edible' });
    const s = await standing(ctx, alice.id);
    expect(s.ledger.find((r) => r.refId === entry.id && r.activityType === 'entry')?.pointsEarned).toBe(10);
  });

  it('only the first 5 entries of a day earn entry points; the next day earns again', async () => {
    const alice = await signUp(ctx);
    const earned: number[] = [];
    for (let i = 0; i < 7; i++) {
      const { entry } = await createEntry(ctx, alice.id, { strainName: 'Blue Dream' });
      const s = await standing(ctx, alice.id);
      earned.push(
        s.ledger.find((r) => r.refId === entry.id && r.activityType === 'entry')?.pointsEarned ?? 0,
      );
    }
    expect(earned).toEqual([10, 10, 10, 10, 10, 0, 0]);
    ctx.clock.advance({ days: 1 });
    const { entry } = await createEntry(ctx, alice.id);
    const s = await standing(ctx, alice.id);
    expect(s.ledger.find((r) => r.refId === entry.id && r.activityType === 'entry')?.pointsEarned).toBe(10);
    expect(s.points).toBe(s.ledgerTotal);
    expect(s.lifetime).toBe(s.ledgerTotal);
  });

  it('the day of the cap is the user’s own calendar day', async () => {
    const alice = await signUp(ctx);
    await setTimeZone(ctx, alice.id, 'America/Los_Angeles');
    ctx.clock.set('2026-06-15T06:00:00Z'); // 23:00 on 14 June in Los Angeles
    for (let i = 0; i < 5; i++) await createEntry(ctx, alice.id);
    ctx.clock.set('2026-06-15T08:00:00Z'); // 01:00 on 15 June there; still 15 June in UTC
    const { entry } = await createEntry(ctx, alice.id);
    const s = await standing(ctx, alice.id);
    expect(s.ledger.find((r) => r.refId === entry.id && r.activityType === 'entry')?.pointsEarned).toBe(10);
  });

  it('deleting entries does not reopen the day’s cap', async () => {
    const alice = await signUp(ctx);
    for (let i = 0; i < 5; i++) await createEntry(ctx, alice.id);
    await ctx.database.db.delete(entries).where(eq(entries.userId, alice.id));
    const { entry } = await createEntry(ctx, alice.id);
    const s = await standing(ctx, alice.id);
    expect(s.ledger.some((r) => r.refId === entry.id && r.activityType === 'entry')).toBe(false);
  });

  it('reports a level-up when an entry crosses a threshold', async () => {
    const alice = await signUp(ctx);
    await ctx.database.db.update(users).set({ points: 95 }).where(eq(users.id, alice.id));
    await ctx.database.db
      .update(userProgression)
      .set({ lifetimePoints: 95 })
      .where(eq(userProgression.userId, alice.id));
    const { outcome } = await createEntry(ctx, alice.id, { strainName: 'Gelato' });
    expect(outcome).toMatchObject({ levelUp: true, newLevel: 'strain_explorer' });
    const s = await standing(ctx, alice.id);
    expect(s.level).toBe('strain_explorer');
  });
});

describe('stash points', () => {
  it('adding to the stash earns 3, for the first 5 adds of a day', async () => {
    const alice = await signUp(ctx);
    const earned: number[] = [];
    for (let i = 0; i < 6; i++) {
      const { item } = await addStashItem(ctx, alice.id, `Strain ${i}`);
      const s = await standing(ctx, alice.id);
      earned.push(
        s.ledger.find((r) => r.activityType === 'stash_add' && r.refId === item.id)?.pointsEarned ?? 0,
      );
    }
    expect(earned).toEqual([3, 3, 3, 3, 3, 0]);
    const s = await standing(ctx, alice.id);
    expect(s.points).toBe(s.ledgerTotal);
    expect(s.lifetime).toBe(s.ledgerTotal);
  });

  it('updating an item’s amount earns 2, once per item per day', async () => {
    const alice = await signUp(ctx);
    const { item } = await addStashItem(ctx, alice.id, 'Gelato');
    const { item: other } = await addStashItem(ctx, alice.id, 'Zkittlez');
    expect((await updateStashItem(ctx, alice.id, item.id, 2)).pointsEarned).toBe(2);
    expect((await updateStashItem(ctx, alice.id, item.id, 3)).pointsEarned).toBe(0);
    expect((await updateStashItem(ctx, alice.id, other.id, 3)).pointsEarned).toBe(2);
    ctx.clock.advance({ days: 1 });
    expect((await updateStashItem(ctx, alice.id, item.id, 4)).pointsEarned).toBe(2);
    const s = await standing(ctx, alice.id);
    expect(s.ledger.filter((r) => r.activityType === 'stash_update').map((r) => r.pointsEarned)).toEqual([
      2, 2, 2,
    ]);
    expect(s.points).toBe(s.ledgerTotal);
    expect(s.lifetime).toBe(s.ledgerTotal);
  });

  it('add → update → delete loops through the API pay once per strain a day, and a capped amount in all', async () => {
    const alice = await signUp(ctx);
    const stashPoints = async () =>
      (await standing(ctx, alice.id)).ledger
        .filter((r) => r.activityType === 'stash_add' || r.activityType === 'stash_update')
        .reduce((n, r) => n + r.pointsEarned, 0);
    for (let round = 0; round < 10; round++) {
      const added = await alice.post('/api/wishlist', { strainName: 'Gelato', quantity: 3.5 });
      expect(added.statusCode).toBe(201);
      const id = added.json().item.id as number;
      expect((await alice.put(`/api/wishlist/${id}`, { quantity: 1 })).statusCode).toBe(200);
      expect((await alice.del(`/api/wishlist/${id}`)).statusCode).toBe(200);
    }
    // One add (3) and one update (2) for Gelato, however many rounds.
    expect(await stashPoints()).toBe(POINTS.addToStash + POINTS.updateStash);

    // Many different strains: adds and updates stop paying at their daily caps.
    for (let i = 0; i < 12; i++) {
      const added = await alice.post('/api/wishlist', { strainName: `Strain ${i}`, quantity: 3.5 });
      const id = added.json().item.id as number;
      await alice.put(`/api/wishlist/${id}`, { quantity: 1 });
      await alice.del(`/api/wishlist/${id}`);
    }
    expect(await stashPoints()).toBe(
      POINTS.stashAddsPerDayRewarded * POINTS.addToStash +
        POINTS.stashUpdatesPerDayRewarded * POINTS.updateStash,
    );
    const s = await standing(ctx, alice.id);
    expect(s.points).toBe(s.ledgerTotal);

    // The next day pays again.
    ctx.clock.advance({ days: 1 });
    const again = await alice.post('/api/wishlist', { strainName: 'Gelato', quantity: 3.5 });
    expect(again.json().pointsEarned).toBe(POINTS.addToStash);
  });
});
