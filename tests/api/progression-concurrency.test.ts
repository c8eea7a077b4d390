import { expect, it } from 'vitest';
import { describeRaces, entryBody, openApp, overHttp, setupApp, signUp } from '../support/app.js';
import { standing } from '../support/progress.js';

const ctx = setupApp();

const entry = (strainName = 'Blue Dream') =>
  entryBody({ strainName, effects: [], allowManagerAccess: false, addToStash: false });

/** Many actions of one user at once: caps and once-only awards still hold. */
describeRaces('awards under concurrency', () => {
  it('12 entries created at once: 5 earn entry points, Daily Log and First Experience pay once', async () => {
    const alice = await signUp(ctx);
    await openApp(alice); // today's visit paid before the race
    const call = await overHttp(ctx);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => call(alice, 'POST', '/api/entries', entry())),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(201));
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as {
      achievements?: { key: string }[];
    }[];
    const s = await standing(ctx, alice.id);
    expect(s.ledger.filter((r) => r.activityType === 'entry')).toHaveLength(5);
    expect(s.ledger.filter((r) => r.description === 'Challenge completed: Daily Log')).toHaveLength(1);
    expect(
      bodies.flatMap((b) => (b.achievements ?? []).map((a) => a.key)).filter((k) => k === 'first_experience'),
    ).toHaveLength(1);
    expect(s.points).toBe(s.ledgerTotal);
    expect(s.lifetime).toBe(s.ledgerTotal);
  });

  it('entries and stash adds at once never deadlock and keep the balance equal to the ledger', async () => {
    const alice = await signUp(ctx);
    await alice.get('/api/user/progression');
    const call = await overHttp(ctx);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => call(alice, 'POST', '/api/entries', entry(`Strain ${i}`))),
      ...Array.from({ length: 6 }, (_, i) =>
        call(alice, 'POST', '/api/wishlist', {
          strainName: `Item ${i}`,
          strainType: 'hybrid',
          productType: 'flower',
          quantity: 3.5,
        }),
      ),
      call(alice, 'GET', '/api/user/progression'),
      call(alice, 'GET', '/api/challenges/user'),
      call(alice, 'GET', '/api/user/achievements'),
    ]);
    expect(answers.map((r) => r.status).filter((s) => s >= 300)).toEqual([]);
    const s = await standing(ctx, alice.id);
    expect(s.ledger.filter((r) => r.activityType === 'stash_add')).toHaveLength(5);
    expect(s.points).toBe(s.ledgerTotal);
    expect(s.lifetime).toBe(s.ledgerTotal);
  });
});
