import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/server/app.js';
import { resetDatabase, testDatabase } from '../support/db.js';

// The build writes .br and .gz beside each text file; the server sends the one the browser accepts,
// says so (content-encoding, vary), and falls back to the plain file.
const script = `console.log(${JSON.stringify('strain journal '.repeat(200))});`;
const page = `<!doctype html><title>Strain Journal</title>${'<!-- filler -->'.repeat(100)}`;
let app: App;

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'sj-static-'));
  mkdirSync(path.join(root, 'assets'));
  for (const [file, body] of [
    ['index.html', page],
    ['assets/index-abc123.js', script],
  ]) {
    writeFileSync(path.join(root, file), body);
    writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(root, `${file}.gz`), gzipSync(body));
  }
  writeFileSync(path.join(root, 'assets/plain-def456.css'), 'body{margin:0}');
  const database = await testDatabase();
  await resetDatabase(database);
  app = await buildApp({ database, webRoot: root });
});

afterAll(async () => {
  await app?.close();
});

describe('built files are sent compressed when the browser accepts it', () => {
  it('sends brotli first, then gzip, then the plain file, each saying what it is', async () => {
    const url = '/assets/index-abc123.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the app page for a client route compressed, and not cached for good', async () => {
    const res = await app.inject({ url: '/journal', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });

  it('sends a small file the build left uncompressed as it is, and a missing asset is a 404', async () => {
    const css = await app.inject({ url: '/assets/plain-def456.css', headers: { 'accept-encoding': 'br' } });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body).toBe('body{margin:0}');
    const missing = await app.inject({ url: '/assets/gone-000000.js', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
  });
});
