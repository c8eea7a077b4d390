import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { PUSH_MESSAGES } from '../../src/shared/reminder-rules.js';
import { errorBody, fieldError, signUp } from '../support/app.js';
import { setupPushApp } from './push-app.js';

const ctx = setupPushApp();

const keys = { p256dh: `B${'a'.repeat(86)}`, auth: 'c2VjcmV0LWF1dGgtMTI' };
const https = (path: string) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/${path}`, keys });

async function endpointsOf(userId: number) {
  const res = await ctx.database.db.execute(
    sql`select endpoint from push_subscriptions where user_id = ${userId} order by endpoint`,
  );
  return res.rows.map((r) => (r as { endpoint: string }).endpoint);
}

describe('Web Push subscriptions', () => {
  it('GET /api/push/key gives every server the same VAPID public key, and only to the signed in', async () => {
    const alice = await signUp(ctx);
    const first = (await alice.get('/api/push/key')).json();
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    // Another server on the same database (its own key cache) answers the key the database keeps.
    const bob = await signUp({ ...ctx, app: ctx.second });
    expect((await bob.get('/api/push/key')).json()).toEqual(first);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/push/key' })).statusCode).toBe(401);
  });

  it('a configured key pair is the one answered', async () => {
    const app = await buildApp({
      database: ctx.database,
      now: ctx.clock.now,
      push: { vapid: { publicKey: 'BConfigured', privateKey: 'secret' } },
    });
    const alice = await signUp({ ...ctx, app });
    expect((await alice.get('/api/push/key')).json()).toEqual({ publicKey: 'BConfigured' });
    await app.close();
  });

  it('stores a subscription once per account and endpoint; sent again, it refreshes the keys', async () => {
    const alice = await signUp(ctx);
    const res = await alice.post('/api/push/subscriptions', { ...https('a'), expirationTime: null });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const again = await alice.post('/api/push/subscriptions', {
      ...https('a'),
      keys: { ...keys, auth: 'bmV3' },
    });
    expect(again.statusCode).toBe(201);
    const rows = await ctx.database.db.execute(
      sql`select auth from push_subscriptions where user_id = ${alice.id}`,
    );
    expect(rows.rows).toEqual([{ auth: 'bmV3' }]);
  });

  it('refuses endpoints that are not public https addresses (no calls into the server’s own network)', async () => {
    const alice = await signUp(ctx);
    for (const endpoint of [
      'http://push.example.com/x',
      'https://127.0.0.1/x',
      'https://10.0.0.5/x',
      'https://[::1]/x',
      'https://localhost/x',
      'https://metadata.internal/x',
      'https://user:pw@push.example.com/x',
      'ftp://push.example.com/x',
    ]) {
      const res = await alice.post('/api/push/subscriptions', { endpoint, keys });
      expect(errorBody(res), endpoint).toMatchObject({ status: 400, field: 'endpoint' });
    }
    expect(errorBody(await alice.post('/api/push/subscriptions', { endpoint: 'nope', keys }))).toEqual(
      fieldError('endpoint', PUSH_MESSAGES.endpoint),
    );
    const badKeys = await alice.post('/api/push/subscriptions', {
      endpoint: https('a').endpoint,
      keys: { p256dh: 'not base64 !', auth: 'x' },
    });
    expect(badKeys.statusCode).toBe(400);
    expect(await endpointsOf(alice.id)).toEqual([]);
  });

  it('takes http://127.0.0.1 only from a server configured for a local push endpoint', async () => {
    const local = { endpoint: 'http://127.0.0.1:9/push/x', keys };
    const alice = await signUp(ctx);
    expect((await alice.post('/api/push/subscriptions', local)).statusCode).toBe(201);
    const strict = await buildApp({ database: ctx.database, now: ctx.clock.now });
    const bob = await signUp({ ...ctx, app: strict });
    expect(errorBody(await bob.post('/api/push/subscriptions', local))).toEqual(
      fieldError('endpoint', PUSH_MESSAGES.endpoint),
    );
    await strict.close();
  });

  it('DELETE forgets this account’s subscription by endpoint, never another account’s', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    await alice.post('/api/push/subscriptions', https('shared'));
    await alice.post('/api/push/subscriptions', https('alice'));
    await bob.post('/api/push/subscriptions', https('shared'));

    expect((await bob.del('/api/push/subscriptions', { endpoint: https('alice').endpoint })).json()).toEqual({
      ok: true,
      deleted: 0,
    });
    expect((await bob.del('/api/push/subscriptions', { endpoint: https('shared').endpoint })).json()).toEqual(
      {
        ok: true,
        deleted: 1,
      },
    );
    expect(await endpointsOf(alice.id)).toEqual([https('alice').endpoint, https('shared').endpoint]);
    expect(await endpointsOf(bob.id)).toEqual([]);
    const signedOut = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint: https('alice').endpoint },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
