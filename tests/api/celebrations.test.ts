import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { celebrationsShown, userProgression, users } from '../../src/server/db/schema.js';
import type { Celebration } from '../../src/shared/celebrations.js';
import {
  type Client,
  entryBody,
  errorBody,
  logEntry,
  openApp,
  setupApp,
  signIn,
  signUp,
} from '../support/app.js';

const ctx = setupApp();

/** What the user's device asks after an action: everything since `since`. */
async function celebrations(client: Client, since?: string) {
  const res = await client.get(`/api/user/celebrations${since ? `?since=${encodeURIComponent(since)}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { now: string; items: Celebration[] };
}
async function setLifetimePoints(c: typeof ctx, userId: number, points: number) {
  await c.database.db.update(users).set({ points }).where(eq(users.id, userId));
  await c.database.db
    .update(userProgression)
    .set({ lifetimePoints: points })
    .where(eq(userProgression.userId, userId));
}
const keys = (items: Celebration[]) => items.map((c) => c.key).sort();

describe('GET /api/user/celebrations', () => {
  it('a device’s first ask is told the time and nothing old; then what came after, in the order it happened', async () => {
    const alice = await signUp(ctx);
    await logEntry(alice);
    ctx.clock.advance({ minutes: 2 });
    const first = await celebrations(alice);
    expect(first).toEqual({ now: ctx.clock.now().toISOString(), items: [] });

    ctx.clock.advance({ minutes: 5 });
    await logEntry(alice, { strainName: 'Gelato' });
    const next = await celebrations(alice, first.now);
    expect(next.items).toEqual([]); // nothing new: First Experience came before `since`

    const bob = await signUp(ctx);
    const before = (await celebrations(bob)).now;
    ctx.clock.advance({ minutes: 5 });
    await logEntry(bob);
    const after = await celebrations(bob, before);
    expect(after.items).toEqual([
      {
        key: 'achievement:first_experience',
        kind: 'achievement',
        name: 'First Experience',
        description: 'Log your first entry',
        pointsAwarded: 0,
        at: ctx.clock.now().toISOString(),
      },
      {
        key: `challenge:daily-log:${ctx.clock.now().toISOString().slice(0, 10)}`,
        kind: 'challenge',
        name: 'Daily Log',
        description: 'Log one entry today.',
        pointsAwarded: 10,
        at: ctx.clock.now().toISOString(),
      },
    ]);
    // Given once: asked again (the overlap a minute before `since`, a second tab), they are not told again.
    ctx.clock.advance({ seconds: 30 });
    expect((await celebrations(bob, before)).items).toEqual([]);
    // Alice's are not Bob's, and Bob's are not Alice's.
    expect(keys((await celebrations(alice, before)).items)).not.toContain('achievement:first_experience');
  });

  it('each celebration is given once per account: a second session (another browser) is not shown it again', async () => {
    const phone = await signUp(ctx, { username: 'alice-two-browsers', password: 'alice-pass' });
    const laptop = await signIn(ctx, 'alice-two-browsers', 'alice-pass');
    const since = (await celebrations(phone)).now;
    const laptopSince = (await celebrations(laptop)).now;
    ctx.clock.advance({ minutes: 1 });
    await logEntry(phone);
    // Both ask at once: each item goes to exactly one of them.
    const [a, b] = await Promise.all([celebrations(phone, since), celebrations(laptop, laptopSince)]);
    const given = [...a.items, ...b.items].map((c) => c.key).sort();
    expect(given).toEqual([
      'achievement:first_experience',
      `challenge:daily-log:${ctx.clock.now().toISOString().slice(0, 10)}`,
    ]);
    // A third browser signed in later asks from its first answer on: nothing old comes back.
    const tablet = await signIn(ctx, 'alice-two-browsers', 'alice-pass');
    const tabletSince = (await celebrations(tablet)).now;
    expect((await celebrations(tablet, since)).items).toEqual([]);
    expect((await celebrations(tablet, tabletSince)).items).toEqual([]);
  });

  it('marks older than the look-back are pruned', async () => {
    const alice = await signUp(ctx);
    const since = (await celebrations(alice)).now;
    ctx.clock.advance({ minutes: 1 });
    await logEntry(alice);
    expect((await celebrations(alice, since)).items).toHaveLength(2);
    const marks = () =>
      ctx.database.db.select().from(celebrationsShown).where(eq(celebrationsShown.userId, alice.id));
    expect(await marks()).toHaveLength(2);
    ctx.clock.advance({ days: 9 });
    await celebrations(alice, ctx.clock.now().toISOString());
    expect(await marks()).toHaveLength(0);
  });

  it('a level reached by logging is there to celebrate', async () => {
    const alice = await signUp(ctx);
    const since = (await celebrations(alice)).now;
    await setLifetimePoints(ctx, alice.id, 95);
    ctx.clock.advance({ minutes: 1 });
    const created = await logEntry(alice);
    expect(created).toMatchObject({ levelUp: true, newLevel: 'strain_explorer' });
    const items = (await celebrations(alice, since)).items;
    expect(items.find((c) => c.kind === 'level')).toEqual({
      key: 'level:strain_explorer',
      kind: 'level',
      name: 'Strain Explorer',
      description: 'You reached Strain Explorer',
      pointsAwarded: 0,
      at: ctx.clock.now().toISOString(),
    });
  });

  it('the seventh daily visit in a row unlocks Consistency Streak, found by the feed after the app opens', async () => {
    const alice = await signUp(ctx);
    await openApp(alice);
    const since = (await celebrations(alice)).now;
    for (let day = 1; day < 7; day++) {
      ctx.clock.advance({ days: 1 });
      await openApp(alice); // the app opening pays the day's visit (its answer names no celebration)
    }
    const items = (await celebrations(alice, since)).items;
    expect(items.map((c) => [c.key, c.pointsAwarded])).toContainEqual(['achievement:consistency_streak', 35]);
  });

  it('an import and an edit unlock achievements, celebrated like any other', async () => {
    const alice = await signUp(ctx);
    const since = (await celebrations(alice)).now;
    ctx.clock.advance({ minutes: 1 });
    const imported = await alice.post('/api/user/import', {
      entries: Array.from({ length: 10 }, (_, i) => ({
        ...entryBody({ strainName: `Strain ${i}` }),
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      })),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const afterImport = keys((await celebrations(alice, since)).items);
    expect(afterImport).toEqual(
      expect.arrayContaining([
        'achievement:first_experience',
        'achievement:journal_master',
        'achievement:strain_explorer',
      ]),
    );

    const now = (await celebrations(alice)).now;
    ctx.clock.advance({ minutes: 1 });
    const entry = await logEntry(alice, { effects: ['happy', 'relaxed', 'creative', 'focused'] });
    ctx.clock.advance({ minutes: 1 });
    const edit = await alice.put(`/api/entries/${entry.id}`, {
      ...entryBody(),
      effects: ['happy', 'relaxed', 'creative', 'focused', 'sleepy', 'hungry', 'energetic', 'talkative'],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(keys((await celebrations(alice, now)).items)).toContain('achievement:effect_explorer');
  });

  it('reaches back a week at most, and refuses a `since` that is not a date and time', async () => {
    const alice = await signUp(ctx);
    const longAgo = new Date(ctx.clock.now().getTime() - 30 * 86_400_000).toISOString();
    await logEntry(alice);
    ctx.clock.advance({ days: 8 });
    expect((await celebrations(alice, longAgo)).items).toEqual([]);

    const bad = await alice.get('/api/user/celebrations?since=yesterday');
    expect(errorBody(bad)).toMatchObject({
      status: 400,
      error: expect.stringContaining('since'),
      field: 'since',
    });
  });

  it('is for the signed-in user only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/celebrations' });
    expect(res.statusCode).toBe(401);
  });
});
