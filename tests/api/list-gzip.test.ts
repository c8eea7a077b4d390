import { gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { listCacheSize } from '../../src/server/domain/entries/entry-list-cache.js';
import { TOTAL_COUNT_HEADER } from '../../src/shared/dashboard-rules.js';
import { type Client, entryBody, logEntry, setupApp, signUp } from '../support/app.js';

/**
 * The journal's list and its first page go gzipped to a client that accepts it (decision 0069): the whole
 * list compressed once per version of the list and kept beside the plain copy, a page compressed as it is
 * sent. Whatever the encoding, the entries are the same, and never an older list than the plain one.
 */
const ctx = setupApp();

const get = (client: Client, url: string, acceptEncoding?: string) =>
  client.request({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

/** The answer's entries, unzipped when it says it is gzip. */
function entriesOf(res: LightMyRequestResponse): Array<{ id: number; strainName: string }> {
  expect(res.statusCode, res.body).toBe(200);
  const text =
    res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString('utf8') : res.body;
  return JSON.parse(text);
}

describe('the journal list, gzipped', () => {
  it('comes gzipped to a browser, much smaller, with the same entries as the plain answer', async () => {
    const alice = await signUp(ctx);
    for (let i = 0; i < 20; i++) await logEntry(alice, { strainName: `Kush ${i}`, notes: 'Calm and clear.' });
    const plain = await get(alice, '/api/entries');
    const zipped = await get(alice, '/api/entries', 'gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(entriesOf(zipped)).toEqual(entriesOf(plain));
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    // Asked again, it is the copy kept for this version: the same bytes.
    expect((await get(alice, '/api/entries', 'gzip')).rawPayload.equals(zipped.rawPayload)).toBe(true);
  });

  it('the first page too, with the count of all entries', async () => {
    const alice = await signUp(ctx);
    for (let i = 0; i < 5; i++) await logEntry(alice, { strainName: `Page ${i}` });
    const plain = await get(alice, '/api/entries?limit=3');
    const zipped = await get(alice, '/api/entries?limit=3', 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers[TOTAL_COUNT_HEADER]).toBe('5');
    expect(entriesOf(zipped)).toEqual(entriesOf(plain));
    expect(entriesOf(zipped)).toHaveLength(3);
  });

  it('after every write the gzipped list is the new one, never a copy kept for the old version', async () => {
    const alice = await signUp(ctx);
    const first = await logEntry(alice, { strainName: 'First Haze' });
    expect(entriesOf(await get(alice, '/api/entries', 'gzip')).map((e) => e.id)).toEqual([first.id]);
    const second = await logEntry(alice, { strainName: 'Second Haze' });
    expect(
      entriesOf(await get(alice, '/api/entries', 'gzip'))
        .map((e) => e.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    const renamed = await alice.put(`/api/entries/${first.id}`, entryBody({ strainName: 'Renamed Haze' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(entriesOf(await get(alice, '/api/entries', 'gzip')).map((e) => e.strainName)).toContain(
      'Renamed Haze',
    );
    expect((await alice.del(`/api/entries/${second.id}`)).statusCode).toBe(200);
    expect(entriesOf(await get(alice, '/api/entries', 'gzip')).map((e) => e.id)).toEqual([first.id]);
    // Nobody else's list comes back under this account's request.
    const bob = await signUp(ctx);
    expect(entriesOf(await get(bob, '/api/entries', 'gzip'))).toEqual([]);
  });

  it('goes plain to a client that does not take gzip', async () => {
    const alice = await signUp(ctx);
    await logEntry(alice);
    for (const header of [undefined, 'identity', 'gzip;q=0, deflate', 'br;q=0']) {
      const res = await get(alice, '/api/entries', header);
      expect(res.headers['content-encoding'], String(header)).toBeUndefined();
      expect(entriesOf(res)).toHaveLength(1);
    }
    expect((await get(alice, '/api/entries', '*')).headers['content-encoding']).toBe('gzip');
  });

  it('an erased account’s gzipped list leaves the server’s memory with the plain one', async () => {
    const alice = await signUp(ctx, { password: 'alice-pass' });
    await logEntry(alice);
    const zipped = await get(alice, '/api/entries', 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const before = listCacheSize().gzipBytes;
    expect(before).toBeGreaterThanOrEqual(zipped.rawPayload.length);
    expect((await alice.del('/api/user', { password: 'alice-pass' })).statusCode).toBe(200);
    expect(listCacheSize().gzipBytes).toBe(before - zipped.rawPayload.length);
  });
});
