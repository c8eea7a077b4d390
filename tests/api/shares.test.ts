import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sharedReportBuilds } from '../../src/server/domain/reports/share-cache.js';
import {
  SHARE_BAD_EXPIRY,
  SHARE_LIMIT_REACHED,
  SHARE_LOOKUP_LIMIT,
  SHARE_MAX_ACTIVE,
  SHARE_NOT_FOUND,
  SHARE_TOO_MANY_TRIES,
  SHARED_GONE,
} from '../../src/shared/report.js';
import { type Client, errorBody, logEntry, setupApp, signUp } from '../support/app.js';

const ctx = setupApp();

const log = (client: Client, body: Record<string, unknown> = {}) => logEntry(client, body);

/** Opens a shared link without any account, from `address`. */
const open = (url: string, address = '203.0.113.7') =>
  ctx.app.inject({ method: 'GET', url: url.replace('/shared/', '/api/shared/'), remoteAddress: address });

describe('share links', () => {
  it('creates a link whose report anyone can open without an account', async () => {
    const alice = await signUp(ctx);
    await log(alice, { strainName: 'Alice Haze', notes: 'alice private note' });
    const res = await alice.post('/api/shares', { from: '2026-06-01', to: '2026-06-15', expiresInDays: 3 });
    expect(res.statusCode, res.body).toBe(201);
    const share = res.json();
    expect(share).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/shared\/[A-Za-z0-9_-]{43}$/),
      expiresAt: '2026-06-18T12:00:00.000Z',
      includeNotes: false,
      from: '2026-06-01',
      to: '2026-06-15',
    });

    const view = await open(share.url);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.headers['cache-control']).toBe('private, no-store');
    expect(view.json()).toMatchObject({
      from: '2026-06-01',
      to: '2026-06-15',
      sessions: 1,
      includeNotes: false,
    });
    expect(view.json().topStrains[0].strainName).toBe('Alice Haze');
    // The page says when the link stops working; the owner's own report has no such line.
    expect(view.json().share).toEqual({ expiresAt: '2026-06-18T12:00:00.000Z' });
    expect((await alice.get('/api/report')).json()).not.toHaveProperty('share');
    expect(view.body).not.toContain('alice private note');
    expect(view.body).not.toContain(alice.username);
  });

  it('stores the token only as its SHA-256 hash', async () => {
    const alice = await signUp(ctx);
    const { url } = (await alice.post('/api/shares', {})).json();
    const token = url.slice('/shared/'.length);
    const rows = (await ctx.database.db.execute(sql`select * from shares`)) as unknown as
      | { rows: Record<string, unknown>[] }
      | Record<string, unknown>[];
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(token);
    expect(dump).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify((await alice.get('/api/shares')).json())).not.toContain(token);
  });

  it('shows notes only when the link includes them, and the last 30 days by default', async () => {
    const alice = await signUp(ctx);
    await log(alice, { notes: 'Slept well' });
    const withNotes = (await alice.post('/api/shares', { includeNotes: true })).json();
    expect(withNotes).toMatchObject({ from: '2026-05-17', to: '2026-06-15', includeNotes: true });
    expect((await open(withNotes.url)).json().notes).toEqual([
      { day: '2026-06-15', strainName: 'Blue Dream', text: 'Slept well' },
    ]);
    const without = (await alice.post('/api/shares', {})).json();
    const view = await open(without.url);
    expect(view.json()).not.toHaveProperty('notes');
    expect(view.body).not.toContain('Slept well');
  });

  it("never exposes another user's data", async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    await log(bob, { strainName: 'Bob Secret Kush', notes: 'bob note' });
    await log(alice);
    const share = (await alice.post('/api/shares', { includeNotes: true })).json();
    const view = await open(share.url);
    expect(view.json()).toMatchObject({ sessions: 1 });
    expect(view.body).not.toContain('Bob Secret Kush');
    expect(view.body).not.toContain('bob note');
    // Bob can neither see nor revoke Alice's share.
    expect((await bob.get('/api/shares')).json()).toEqual([]);
    const revoke = await bob.del(`/api/shares/${share.id}`);
    expect(errorBody(revoke)).toMatchObject({ status: 404, error: SHARE_NOT_FOUND });
    expect((await open(share.url)).statusCode).toBe(200);
  });

  it('logs each view for the owner', async () => {
    const alice = await signUp(ctx);
    const share = (await alice.post('/api/shares', {})).json();
    expect((await alice.get('/api/shares')).json()[0]).toMatchObject({
      viewCount: 0,
      lastViewedAt: null,
      active: true,
    });
    await open(share.url);
    ctx.clock.advance({ hours: 2 });
    await open(share.url);
    expect((await alice.get('/api/shares')).json()).toEqual([
      {
        id: share.id,
        from: share.from,
        to: share.to,
        includeNotes: false,
        createdAt: '2026-06-15T12:00:00.000Z',
        expiresAt: share.expiresAt,
        revokedAt: null,
        active: true,
        viewCount: 2,
        lastViewedAt: '2026-06-15T14:00:00.000Z',
      },
    ]);
  });

  it('revoked links answer 404 at once', async () => {
    const alice = await signUp(ctx);
    const share = (await alice.post('/api/shares', {})).json();
    const revoke = await alice.del(`/api/shares/${share.id}`);
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toEqual({ ok: true });
    const view = await open(share.url);
    expect(errorBody(view)).toMatchObject({ status: 404, error: SHARED_GONE });
    expect((await alice.get('/api/shares')).json()[0]).toMatchObject({ active: false, viewCount: 0 });
  });

  it('expired links answer 404', async () => {
    const alice = await signUp(ctx);
    const share = (await alice.post('/api/shares', { expiresInDays: 1 })).json();
    ctx.clock.advance({ hours: 23, minutes: 59 });
    expect((await open(share.url)).statusCode).toBe(200);
    ctx.clock.advance({ minutes: 1 });
    const view = await open(share.url);
    expect(errorBody(view)).toMatchObject({ status: 404, error: SHARED_GONE });
  });

  it('goes gzipped to a browser: the same report in far fewer bytes, kept per version; a refusal goes plain', async () => {
    const alice = await signUp(ctx);
    for (let i = 0; i < 30; i++)
      await log(alice, { strainName: `Haze ${i}`, notes: 'Calm and clear, slept through the night.' });
    const { url } = (await alice.post('/api/shares', { includeNotes: true })).json();
    const view = (acceptEncoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: url.replace('/shared/', '/api/shared/'),
        remoteAddress: '203.0.113.9',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const unzipped = (res: { rawPayload: Buffer }) => JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));

    const plain = await view();
    const zipped = await view('gzip, deflate, br');
    expect(zipped.statusCode, zipped.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(unzipped(zipped)).toEqual(plain.json());
    expect(plain.json().sessions).toBe(30);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    // Asked again: the copy kept for this version, the same bytes, and no new build.
    const builds = sharedReportBuilds();
    expect((await view('gzip')).rawPayload.equals(zipped.rawPayload)).toBe(true);
    expect(sharedReportBuilds()).toBe(builds);
    // After a write, the gzipped report is the new one.
    await log(alice, { strainName: 'Fresh Kush' });
    expect(unzipped(await view('gzip')).sessions).toBe(31);
    // A gzip refused by the client is plain.
    expect((await view('identity, gzip;q=0')).headers['content-encoding']).toBeUndefined();

    // A refusal is plain JSON, whatever the client accepts.
    const gone = await ctx.app.inject({
      method: 'GET',
      url: `/api/shared/${'A'.repeat(43)}`,
      remoteAddress: '203.0.113.10',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-encoding']).toBeUndefined();
    expect(gone.json()).toMatchObject({ error: SHARED_GONE });
  });

  it('unknown and malformed tokens answer 404', async () => {
    for (const token of ['A'.repeat(43), 'short', 'x'.repeat(90), `${'A'.repeat(42)}!`]) {
      const res = await open(`/shared/${token}`);
      expect(res.statusCode, token).toBe(404);
      expect(res.json()).toMatchObject({ error: SHARED_GONE });
    }
  });

  it('limits token guessing per address, counted in the database', async () => {
    const alice = await signUp(ctx);
    const share = (await alice.post('/api/shares', {})).json();
    for (let i = 0; i < SHARE_LOOKUP_LIMIT; i++) {
      expect((await open(`/shared/${'B'.repeat(42)}${i % 10}`, '198.51.100.1')).statusCode).toBe(404);
    }
    const blocked = await open(share.url, '198.51.100.1');
    expect(errorBody(blocked)).toMatchObject({ status: 429, error: SHARE_TOO_MANY_TRIES });
    // Another address is not affected, and a new window lets the first one in again.
    expect((await open(share.url, '198.51.100.2')).statusCode).toBe(200);
    ctx.clock.advance({ minutes: 1 });
    expect((await open(share.url, '198.51.100.1')).statusCode).toBe(200);
  });

  it(`allows at most ${SHARE_MAX_ACTIVE} active links`, async () => {
    const alice = await signUp(ctx);
    const ids: number[] = [];
    for (let i = 0; i < SHARE_MAX_ACTIVE; i++) ids.push((await alice.post('/api/shares', {})).json().id);
    const over = await alice.post('/api/shares', {});
    expect(errorBody(over)).toMatchObject({ status: 409, error: SHARE_LIMIT_REACHED });
    await alice.del(`/api/shares/${ids[0]}`);
    expect((await alice.post('/api/shares', {})).statusCode).toBe(201);
  });

  it('refuses bad input with a message', async () => {
    const alice = await signUp(ctx);
    for (const expiresInDays of [0, 31, 1.5, '7']) {
      const res = await alice.post('/api/shares', { expiresInDays });
      expect(res.statusCode, String(expiresInDays)).toBe(400);
      expect(res.json()).toMatchObject({ error: SHARE_BAD_EXPIRY });
    }
    expect((await alice.post('/api/shares', { from: '2026-06-10', to: '2026-06-01' })).statusCode).toBe(400);
    expect((await alice.post('/api/shares', { from: 'soon' })).statusCode).toBe(400);
    expect((await alice.post('/api/shares', { userId: 2 })).statusCode).toBe(400);
    expect((await alice.del('/api/shares/999')).statusCode).toBe(404);
    expect((await alice.get('/api/shares')).json()).toEqual([]);
  });
});
