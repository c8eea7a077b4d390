import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from '../../src/shared/catalogue.js';
import { LEVELS } from '../../src/shared/progression-rules.js';
import { openApp, setupApp, signUp } from '../support/app.js';
import { createEntry, standing } from '../support/progress.js';

const ctx = setupApp();

const keys = (list: Array<{ key: string }>) => list.map((a) => a.key).sort();

describe('achievements', () => {
  it('each has a name of its own, none a level’s name, and no two count the same thing', async () => {
    const alice = await signUp(ctx);
    const list = (await alice.get('/api/user/achievements')).json() as Array<{
      id: string;
      title: string;
      description: string;
      total: number;
    }>;
    const titles = list.map((a) => a.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const level of LEVELS) expect(titles).not.toContain(level.name);
    const conditions = list.map((a) => `${ACHIEVEMENTS.find((c) => c.key === a.id)?.category}/${a.total}`);
    expect(new Set(conditions).size).toBe(conditions.length);
    expect(list.map((a) => a.id)).not.toContain('cannabis_explorer');
    expect(list.map((a) => a.id)).not.toContain('cannabis_connoisseur');
  });

  it('ten entries pay the 10-entry milestone once, as Journal Master: its retired twin is neither listed nor paid', async () => {
    const alice = await signUp(ctx);
    for (let i = 0; i < 10; i++) {
      if (i === 5) ctx.clock.advance({ days: 1 });
      await createEntry(ctx, alice.id);
    }
    const listed = (await alice.get('/api/user/achievements')).json() as Array<{ id: string }>;
    expect(listed).toHaveLength(ACHIEVEMENTS.length);
    // The 10-entry milestone is paid once, as Journal Master: the retired twin pays nothing.
    const s = await standing(ctx, alice.id);
    expect(s.ledger.filter((r) => r.activityType === 'achievement').map((r) => r.description)).toEqual([
      'Achievement unlocked: Journal Master',
    ]);
  });

  it('the first entry unlocks First Experience, returned once for the popup', async () => {
    const alice = await signUp(ctx);
    const first = await createEntry(ctx, alice.id);
    expect(first.outcome.achievements).toEqual([
      {
        key: 'first_experience',
        name: 'First Experience',
        description: 'Log your first entry',
        pointsAwarded: 0,
        type: 'entry',
      },
    ]);
    const second = await createEntry(ctx, alice.id);
    expect(second.outcome.achievements).toEqual([]);
  });

  it('five different strains unlock Cannabis Explorer, paying 25 once', async () => {
    const alice = await signUp(ctx);
    const strains = ['Gelato', 'gelato ', 'Zkittlez', 'Blue Dream', 'OG Kush', 'Jack Herer'];
    const unlocked: string[][] = [];
    for (const [i, strainName] of strains.entries()) {
      if (i > 0 && i % 5 === 0) ctx.clock.advance({ days: 1 });
      unlocked.push(keys((await createEntry(ctx, alice.id, { strainName })).outcome.achievements));
    }
    expect(unlocked[4]).toEqual([]); // "gelato " is Gelato again: four strains so far
    expect(unlocked[5]).toEqual(['strain_explorer']);
    const s = await standing(ctx, alice.id);
    expect(
      s.ledger.filter((r) => r.activityType === 'achievement').map((r) => [r.description, r.pointsEarned]),
    ).toEqual([['Achievement unlocked: Cannabis Explorer', 25]]);
    expect(s.points).toBe(s.ledgerTotal);
    expect(s.lifetime).toBe(s.ledgerTotal);
  });

  it('ten entries unlock Journal Master (50 points)', async () => {
    const alice = await signUp(ctx);
    let last: string[] = [];
    for (let i = 0; i < 10; i++) {
      if (i === 5) ctx.clock.advance({ days: 1 });
      last = keys((await createEntry(ctx, alice.id)).outcome.achievements);
    }
    expect(last).toEqual(['journal_master']);
    const s = await standing(ctx, alice.id);
    expect(s.ledger.find((r) => r.description === 'Achievement unlocked: Journal Master')?.pointsEarned).toBe(
      50,
    );
  });

  it('all three strain types unlock Variety Seeker; eight effects unlock Effect Explorer', async () => {
    const alice = await signUp(ctx);
    await createEntry(ctx, alice.id, { strainType: 'indica', effects: ['happy', 'creative', 'focused'] });
    await createEntry(ctx, alice.id, { strainType: 'sativa', effects: ['sleepy', 'hungry', 'relaxed'] });
    const third = await createEntry(ctx, alice.id, {
      strainType: 'hybrid',
      effects: ['energetic', 'talkative'],
    });
    expect(keys(third.outcome.achievements)).toEqual(['effect_explorer', 'variety_seeker']);
  });

  it('seven days in a row unlock Consistency Streak (35 points) on the seventh visit', async () => {
    const alice = await signUp(ctx);
    for (let day = 1; day <= 7; day++) {
      await openApp(alice);
      const s = await standing(ctx, alice.id);
      const paid = s.ledger.filter((r) => r.description === 'Achievement unlocked: Consistency Streak');
      expect(paid.length, `day ${day}`).toBe(day < 7 ? 0 : 1);
      ctx.clock.advance({ days: 1 });
    }
    await openApp(alice);
    const s = await standing(ctx, alice.id);
    expect(s.ledger.filter((r) => r.activityType === 'achievement').map((r) => r.pointsEarned)).toEqual([35]);
    expect(s.points).toBe(s.ledgerTotal);
  });

  it('lists every achievement with its progress for the home dialog', async () => {
    const alice = await signUp(ctx);
    await openApp(alice);
    await createEntry(ctx, alice.id, { strainName: 'Gelato', effects: ['happy', 'relaxed'] });
    await createEntry(ctx, alice.id, { strainName: 'Zkittlez', strainType: 'indica' });
    const res = await alice.get('/api/user/achievements');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((a: { id: string }) => a.id)).toEqual(ACHIEVEMENTS.map((a) => a.key));
    const byId = Object.fromEntries(list.map((a: { id: string }) => [a.id, a]));
    expect(byId.first_experience).toMatchObject({
      title: 'First Experience',
      unlocked: true,
      progress: 1,
      total: 1,
      icon: 'sparkles',
    });
    expect(byId.strain_explorer).toMatchObject({
      title: 'Cannabis Explorer',
      unlocked: false,
      progress: 2,
      total: 5,
    });
    expect(byId.variety_seeker).toMatchObject({ unlocked: false, progress: 2, total: 3 });
    expect(byId.effect_explorer).toMatchObject({ unlocked: false, progress: 2, total: 8 });
    expect(byId.consistency_streak).toMatchObject({
      unlocked: false,
      progress: 1,
      total: 7,
      pointsReward: 35,
    });
  });

  it('catches up on data the hooks never saw, paying once', async () => {
    const alice = await signUp(ctx);
    const { insertPastEntries } = await import('../support/progress.js');
    await insertPastEntries(
      ctx,
      alice.id,
      ['A', 'B', 'C', 'D', 'E'].map((strainName) => ({
        strainName,
        createdAt: new Date('2026-01-01T12:00:00Z'),
      })),
    );
    await alice.get('/api/user/achievements');
    await alice.get('/api/user/achievements');
    const s = await standing(ctx, alice.id);
    expect(s.ledger.filter((r) => r.activityType === 'achievement').map((r) => r.pointsEarned)).toEqual([25]);
  });
});
