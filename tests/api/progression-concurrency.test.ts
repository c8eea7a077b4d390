import { describe, expect, it } from 'vitest';
import { setupApp, signUp } from '../support/app.js';
import { addStashItem, createEntry, standing } from '../support/progress.js';

const ctx = setupApp();

/** Many actions of one user at once on a real PostgreSQL server: caps and once-only awards still hold. */
describe('awards under concurrency (over real HTTP, both databases)', () => {
  it('12 entries created at once: 5 earn entry points, Daily Log and First Experience pay once', async () => {
    const alice = await signUp(ctx);
    const results = await Promise.all(Array.from({ length: 12 }, () => createEntry(ctx, alice.id)));
    const s = await standing(ctx, alice.id);
    expect(s.ledger.filter((r) => r.activityType === 'entry')).toHaveLength(5);
    expect(s.ledger.filter((r) => r.description === 'Challenge completed: Daily Log')).toHaveLength(1);
    expect(
      results
        .flatMap((r) => r.outcome.achievements.map((a) => a.key))
        .filter((k) => k === 'first_experience'),
    ).toHaveLength(1);
    expect(s.points).toBe(s.ledgerTotal);
    expect(s.lifetime).toBe(s.ledgerTotal);
  });

  it('entries and stash adds at once never deadlock and keep the balance equal to the ledger', async () => {
    const alice = await signUp(ctx);
    await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => createEntry(ctx, alice.id, { strainName: `Strain ${i}` })),
      ...Array.from({ length: 6 }, (_, i) => addStashItem(ctx, alice.id, `Item ${i}`)),
      alice.get('/api/user/progression'),
      alice.get('/api/challenges/user'),
      alice.get('/api/user/achievements'),
    ]);
    const s = await standing(ctx, alice.id);
    expect(s.ledger.filter((r) => r.activityType === 'stash_add')).toHaveLength(5);
    expect(s.points).toBe(s.ledgerTotal);
    expect(s.lifetime).toBe(s.ledgerTotal);
  });
});
