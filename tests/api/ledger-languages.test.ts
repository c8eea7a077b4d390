import { describe, expect, it } from 'vitest';
import { pointActivities } from '../../src/server/db/schema.js';
import { type Client, logEntry, openApp, setupApp, signUp } from '../support/app.js';

// Issue 59: a ledger line's words (the points history, a celebration's reasons) in the reader's language,
// from the message kept with the line; a line written before messages were kept reads as it was written.
// Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
const ctx = setupApp();

const history = async (client: Client, headers: Record<string, string> = {}) =>
  (await client.request({ method: 'GET', url: '/api/user/points/activities', headers })).json() as Array<{
    activityType: string;
    description: string;
    message: { id: string; values?: Record<string, unknown> } | null;
  }>;

describe('the points history in the reader’s language', () => {
  it('a German account reads its lines in German, with their message; English text stays as it was', async () => {
    const alice = await signUp(ctx);
    await openApp(alice);
    const created = await logEntry(alice, { strainName: 'Gelato' });
    const stash = await alice.post('/api/wishlist', { strainName: 'Gelato', quantity: 1 });
    expect(stash.statusCode, stash.body).toBe(201);

    // In English (no choice, no header), the words stay exactly as they were.
    const english = await history(alice);
    const byType = (lines: typeof english, type: string) => lines.find((l) => l.activityType === type);
    expect(byType(english, 'login')?.description).toBe('Daily visit (1-day streak)');
    expect(byType(english, 'entry')?.description).toBe('New entry: Gelato');
    expect(byType(english, 'stash_add')?.description).toBe('Added Gelato to stash');
    expect(byType(english, 'entry')?.message).toEqual({
      id: 'New entry: {strainName}',
      values: { strainName: 'Gelato' },
    });
    // The action's own answer names its award in English and carries the message for the screen.
    expect(created.awards[0]).toEqual({
      points: expect.any(Number),
      reason: 'New entry: Gelato',
      message: byType(english, 'entry')?.message,
    });

    expect((await alice.put('/api/user/language', { language: 'de' })).statusCode).toBe(200);
    const german = await history(alice);
    expect(byType(german, 'login')?.description).toBe('Täglicher Besuch (1-Tage-Serie)');
    expect(byType(german, 'entry')?.description).toBe('Neuer Eintrag: Gelato');
    expect(byType(german, 'stash_add')?.description).toBe('Gelato zum Vorrat hinzugefügt');
    // The shape is the same, the message too: only the words changed.
    expect(german.map((l) => l.message)).toEqual(english.map((l) => l.message));
  });

  it('a challenge’s line translates its catalogue title; a line from before messages reads as written', async () => {
    const alice = await signUp(ctx);
    await logEntry(alice);
    await ctx.database.db.insert(pointActivities).values({
      userId: alice.id,
      activityType: 'entry',
      pointsEarned: 0,
      description: 'New entry: Old Kush',
      createdAt: new Date(ctx.clock.now().getTime() + 1000),
    });
    const lines = await history(alice, { 'accept-language': 'fr' });
    expect(lines[0]).toMatchObject({ description: 'New entry: Old Kush', message: null });
    const challenge = lines.find((l) => l.activityType === 'challenge');
    expect(challenge?.message).toEqual({
      id: 'Challenge completed: {title}',
      values: { title: { id: 'Daily Log' } },
    });
    expect(challenge?.description).toBe('Défi réussi : Entrée du jour');
  });
});
