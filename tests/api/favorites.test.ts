import { describe, expect, it } from 'vitest';
import { type Client, errorBody, logEntry, setupApp, signUp } from '../support/app.js';

const ctx = setupApp();

/** A new entry of the client's (the smallest valid one, of `strainName`): its id. */
const entryOf = async (client: Client, strainName = 'Blue Dream') =>
  (await logEntry(client, { strainName })).id as number;

describe('favorites', () => {
  it('adds, lists and removes a favorite', async () => {
    const alice = await signUp(ctx);
    const entryId = await entryOf(alice);
    expect((await alice.get('/api/favorites')).json()).toEqual([]);

    const added = await alice.post('/api/favorites', { entryId });
    expect(added.statusCode).toBe(201);
    const favorite = added.json();
    expect(favorite).toEqual({ id: expect.any(Number), entryId, createdAt: ctx.clock.now().toISOString() });
    expect((await alice.get('/api/favorites')).json()).toEqual([favorite]);

    const removed = await alice.del(`/api/favorites/${favorite.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    expect((await alice.get('/api/favorites')).json()).toEqual([]);
  });

  it('favoriting twice keeps one favorite', async () => {
    const alice = await signUp(ctx);
    const entryId = await entryOf(alice);
    const first = await alice.post('/api/favorites', { entryId });
    const again = await alice.post('/api/favorites', { entryId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await alice.get('/api/favorites')).json()).toHaveLength(1);
  });

  it('refuses a missing or malformed entry id', async () => {
    const alice = await signUp(ctx);
    for (const body of [{}, { entryId: 'one' }, { entryId: 1.5 }, { entryId: 0 }]) {
      const res = await alice.post('/api/favorites', body);
      expect(errorBody(res)).toMatchObject({ status: 400, error: 'Please choose an entry' });
    }
    const unknown = await alice.post('/api/favorites', { entryId: 12345 });
    expect(errorBody(unknown)).toMatchObject({ status: 404, error: 'Entry not found' });
    expect((await alice.post('/api/favorites', { entryId: 1, userId: 2 })).statusCode).toBe(400);
  });

  it('removing an unknown favorite is a 404', async () => {
    const alice = await signUp(ctx);
    const res = await alice.del('/api/favorites/777');
    expect(errorBody(res)).toMatchObject({ status: 404, error: 'Favorite not found' });
  });

  it("another user's favorite is invisible and cannot be removed", async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    const favorite = (await alice.post('/api/favorites', { entryId: await entryOf(alice) })).json();
    expect((await bob.get('/api/favorites')).json()).toEqual([]);
    const res = await bob.del(`/api/favorites/${favorite.id}`);
    expect(res.statusCode).toBe(404);
    expect((await alice.get('/api/favorites')).json()).toEqual([favorite]);
  });

  it('are for regular users only', async () => {
    const manager = await signUp(ctx, { role: 'manager' });
    expect((await manager.get('/api/favorites')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/favorites' })).statusCode).toBe(401);
  });
});
