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
    await alice.get('/api/user/progression'); // the day's visit: 7
    const res = await alice.post('/api/entries', complete);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.pointsEarned).toBe(15 + 10 + 15);
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
