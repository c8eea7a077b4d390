import { describe, expect, it } from 'vitest';
import { ENTRY_BASICS, flowerRatings, setupApp, signUp } from '../support/app.js';
import { standing } from '../support/progress.js';

const ctx = setupApp();

const complete = {
  ...ENTRY_BASICS,
  ...flowerRatings(4),
  notes: 'Citrus on the exhale.',
  effects: ['happy'],
};

/** The journal's create route, through the hooks, as the client sees it. */
describe('points through POST /api/entries', () => {
  it('a complete first entry answers 15 points plus Daily Log and Say It in Detail, and First Experience', async () => {
    const alice = await signUp(ctx);
    await alice.post('/api/user/visit'); // the day's visit, as the app records it on opening: 7
    const res = await alice.post('/api/entries', complete);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.pointsEarned).toBe(15 + 10 + 15);
    // Each award named with its own points, as the points log names it; they add up to pointsEarned.
    expect(body.awards).toMatchObject([
      { points: 15, reason: `New entry: ${complete.strainName} (complete entry bonus)` },
      { points: 10, reason: 'Challenge completed: Daily Log' },
      { points: 15, reason: 'Challenge completed: Say It in Detail' },
    ]);
    // Each with its message, for the celebration to read in the screen's language (issue 59).
    expect(body.awards[1].message).toEqual({
      id: 'Challenge completed: {title}',
      values: { title: { id: 'Daily Log' } },
    });
    const log = (await alice.get('/api/user/points/activities')).json() as Array<{ description: string }>;
    for (const award of body.awards) expect(log.map((a) => a.description)).toContain(award.reason);
    expect(body.achievements.map((a: { key: string }) => a.key)).toEqual(['first_experience']);
    const p = (await alice.get('/api/user/progression')).json();
    expect(p).toMatchObject({ points: 7 + 40, lifetimePoints: 7 + 40 });
  });

  it('an entry with the stash box earns the stash add too; the sixth entry of the day earns nothing of its own', async () => {
    const alice = await signUp(ctx);
    const withStash = (
      await alice.post('/api/entries', {
        ...complete,
        notes: '',
        addToStash: true,
        stashDetails: { quantity: 1 },
      })
    ).json();
    expect(withStash.pointsEarned).toBe(10 + 10 + 3); // entry, Daily Log, stash add
    expect(withStash.awards.map((a: { points: number }) => a.points)).toEqual([10, 10, 3]);
    for (let i = 0; i < 4; i++) await alice.post('/api/entries', { ...complete, notes: '' });
    const sixth = (await alice.post('/api/entries', { ...complete, notes: '' })).json();
    expect(sixth.pointsEarned).toBe(0);
    const s = await standing(ctx, alice.id);
    expect(s.points).toBe(s.ledgerTotal);
    expect(s.lifetime).toBe(s.ledgerTotal);
    // Nothing left for a retroactive award to pay.
    expect((await alice.post('/api/user/retroactive-points')).json()).toMatchObject({ entriesProcessed: 0 });
  });
});
