import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { SESSION_COOKIE } from '../../src/server/auth/sessions.js';
import type { StartUpFiles } from '../../src/server/page.js';
import { type Ctx, signUp, TestClock } from '../support/app.js';
import { resetDatabase, testDatabase } from '../support/db.js';

// The page the server sends for a client route names the code that address's first load needs as
// modulepreload links (decision 0041), from the list the build writes, for who the session says is there.
const page = `<!doctype html>
<html>
  <head>
    <title>Strain Journal</title>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-r1.js">
    <link rel="stylesheet" crossorigin href="/assets/web-w1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

const files: StartUpFiles = {
  'features/account/login/login-page': [
    'assets/login-page-l1.js',
    'assets/runtime-r1.js',
    'assets/form-f1.js',
    'assets/login-page-l1.css',
  ],
  'features/report/shared/shared-report-page': ['assets/shared-report-s1.js', 'assets/report-p1.css'],
  'app/not-found/not-found-page': ['assets/not-found-n1.js'],
  'app/shell/layout': ['assets/layout-y1.js', 'assets/runtime-r1.js'],
  'features/rewards/progress/celebrations': ['assets/celebrations-c1.js'],
  'features/entries/outbox/sync': ['assets/sync-o1.js'],
  'features/entries/follow-up/reminders': ['assets/reminders-m1.js'],
  'app/home/home-page': ['assets/home-page-h1.js', 'assets/celebrations-c1.js', 'assets/web-w1.css'],
  'features/report/report-page': ['assets/report-page-t1.js', 'assets/report-p1.css'],
  'features/staff/manager/manager-page': ['assets/manager-page-g1.js'],
  'features/staff/manager/analytics-tab': ['assets/analytics-tab-a1.js'],
  'features/staff/manager/users-tab': ['assets/users-tab-u1.js'],
  'features/staff/admin/admin-page': ['assets/admin-page-d1.js'],
  'catalog:en': ['assets/messages-en1.js'],
  'catalog:de': ['assets/messages-de1.js'],
  'catalog-start:en': ['assets/messages-start-en1.js'],
  'catalog-start:de': ['assets/messages-start-de1.js'],
};

const ctx = {} as Ctx;

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'sj-page-'));
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(path.join(root, 'index.html'), page);
  writeFileSync(path.join(root, '.vite', 'start-up.json'), JSON.stringify(files));
  ctx.database = await testDatabase();
  await resetDatabase(ctx.database);
  ctx.clock = new TestClock();
  ctx.app = await buildApp({ database: ctx.database, now: ctx.clock.now, webRoot: root });
});

afterAll(async () => {
  await ctx.app?.close();
});

/** The page for a URL, as a browser with that session cookie (or none) gets it. */
async function pageFor(url: string, cookie?: string) {
  const res = await ctx.app.inject({
    url,
    headers: {
      accept: 'text/html',
      'accept-encoding': 'identity',
      ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
    },
  });
  // An address with no screen is the app's page with its not-found screen, answered 404.
  expect(res.statusCode).toBe(url.startsWith('/no-such') ? 404 : 200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  return res.body;
}

/** The files the page asks for beyond the built page's own, in order. */
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="(modulepreload|stylesheet)" crossorigin href="\/([^"]+)">/g)]
    .map((m) => `${m[1]} ${m[2]}`)
    .filter((l) => !page.includes(l.split(' ')[1]) && !l.includes('/messages-'));

/** The data the page starts fetching, with the session's cookie. */
const dataPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map(
    (m) => m[1],
  );

describe('the app page names the first load’s code', () => {
  it('signed out: only the stylesheets of what it opens, no script and no data (the app asks for the code)', async () => {
    for (const url of ['/', '/login?returnTo=%2Fjournal'])
      expect(preloads(await pageFor(url))).toEqual(['stylesheet assets/login-page-l1.css']);
    expect(preloads(await pageFor('/shared/abc'))).toEqual(['stylesheet assets/report-p1.css']);
    expect(preloads(await pageFor('/no-such-screen'))).toEqual([]);
    for (const url of ['/', '/login', '/shared/abc', '/no-such-screen'])
      expect(dataPreloads(await pageFor(url))).toEqual([]);
  });

  it('starts the data the screen opens on, for the role it is for', async () => {
    const user = await signUp(ctx);
    expect(dataPreloads(await pageFor('/', user.cookie))).toEqual(['/api/entries?limit=50']);
    expect(dataPreloads(await pageFor('/journal', user.cookie))).toEqual(['/api/entries?limit=50']);
    expect(dataPreloads(await pageFor('/stash', user.cookie))).toEqual([]);
    expect(dataPreloads(await pageFor('/manager', user.cookie))).toEqual([]);
    const manager = await signUp(ctx, { role: 'manager' });
    expect(dataPreloads(await pageFor('/manager', manager.cookie))).toEqual([
      '/api/manager/summary',
      '/api/manager/trends?days=30',
    ]);
    expect(dataPreloads(await pageFor('/manager/users', manager.cookie))).toEqual(['/api/manager/summary']);
    expect(dataPreloads(await pageFor('/manager?tab=rewards', manager.cookie))).toEqual([
      '/api/manager/summary',
    ]);
    expect(dataPreloads(await pageFor('/', manager.cookie))).toEqual([]);
    // The preload is a request like the app's own: the session's cookie and no x-user-id header.
    const list = await ctx.app.inject({
      url: '/api/entries',
      headers: { cookie: `${SESSION_COOKIE}=${user.cookie}` },
    });
    expect(list.statusCode).toBe(200);
  });

  it('a user: the frame, its parts and the screen, each file once, styles as stylesheets', async () => {
    const user = await signUp(ctx);
    expect(preloads(await pageFor('/', user.cookie))).toEqual([
      'modulepreload assets/layout-y1.js',
      'modulepreload assets/celebrations-c1.js',
      'modulepreload assets/sync-o1.js',
      'modulepreload assets/reminders-m1.js',
      'modulepreload assets/home-page-h1.js',
    ]);
    expect(preloads(await pageFor('/report', user.cookie))).toContain('stylesheet assets/report-p1.css');
    // The manager's screen is not a user's: the guard sends them home, so its code is not asked for.
    expect(preloads(await pageFor('/manager', user.cookie))).not.toContain(
      'modulepreload assets/manager-page-g1.js',
    );
  });

  it('a manager: the manager screen with the tab the address opens on; an admin is not shown home', async () => {
    const manager = await signUp(ctx, { role: 'manager' });
    const users = preloads(await pageFor('/manager/users', manager.cookie));
    expect(users).toContain('modulepreload assets/manager-page-g1.js');
    expect(users).toContain('modulepreload assets/users-tab-u1.js');
    expect(users).not.toContain('modulepreload assets/analytics-tab-a1.js');
    expect(users).not.toContain('modulepreload assets/reminders-m1.js');
    expect(preloads(await pageFor('/manager', manager.cookie))).toContain(
      'modulepreload assets/analytics-tab-a1.js',
    );

    const admin = await signUp(ctx, { role: 'admin' });
    const home = preloads(await pageFor('/', admin.cookie));
    expect(home).toContain('modulepreload assets/layout-y1.js');
    expect(home).not.toContain('modulepreload assets/home-page-h1.js');
    expect(preloads(await pageFor('/admin', admin.cookie))).toContain(
      'modulepreload assets/admin-page-d1.js',
    );
  });

  it('a cookie that is no session gets the signed-out page, and a signed-out session too', async () => {
    const signedOut = preloads(await pageFor('/'));
    expect(preloads(await pageFor('/', 'made-up-token'))).toEqual(signedOut);
    const user = await signUp(ctx);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: `${SESSION_COOKIE}=${user.cookie}`, 'x-user-id': String(user.id) },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect(preloads(await pageFor('/', user.cookie))).toEqual(signedOut);
  });

  it('is sent compressed, revalidated by its ETag, and the build’s list itself is not served', async () => {
    const br = await ctx.app.inject({ url: '/journal', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const plain = await pageFor('/journal');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await ctx.app.inject({ url: '/journal', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);

    const again = await ctx.app.inject({
      url: '/journal',
      headers: { 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another page (a user's) has another ETag: a cached signed-out page is not taken for it.
    const user = await signUp(ctx);
    const theirs = await ctx.app.inject({
      url: '/journal',
      headers: { 'if-none-match': String(br.headers.etag), cookie: `${SESSION_COOKIE}=${user.cookie}` },
    });
    expect(theirs.statusCode).toBe(200);

    expect((await ctx.app.inject({ url: '/.vite/start-up.json' })).statusCode).toBe(404);
  });

  it('carries the document’s security headers: its sources, no framing, its own opener', async () => {
    const res = await ctx.app.inject({ url: '/journal' });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('an address the app has no page for is a 404, by the route table, however it is spelled (issues 55, 57)', async () => {
    const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'identity' };
    for (const url of [
      '/no/such/page',
      '/%61pi/nothing-here',
      '//api/admin/users',
      '/API/user',
      '/x/..%2Fapi',
    ]) {
      // A browser gets the app's page, whose not-found screen says so, with the 404.
      const page = await ctx.app.inject({ url, headers: html });
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      // Anything else (an API client, a script) gets the JSON 404 with the API's headers.
      const json = await ctx.app.inject({ url });
      expect(json.statusCode, url).toBe(404);
      expect(json.json(), url).toMatchObject({ code: 'not_found' });
      expect(json.headers['cache-control'], url).toBe('private, no-store');
    }
    // The addresses of the route table and the public screens are pages, with or without an Accept.
    for (const url of ['/', '/journal', '/entry/12', '/login', '/signup', '/invite/abc', '/shared/abc']) {
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(200);
    }
  });
});

describe('the page speaks the reader’s language (issue 59)', () => {
  const open = (headers: Record<string, string>) =>
    ctx.app.inject({ url: '/', headers: { accept: 'text/html', 'accept-encoding': 'identity', ...headers } });
  const catalogs = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/(assets\/messages-[^"]+)">/g)].map(
      (m) => m[1],
    );

  it('signed out: <html lang> and the sign-in page’s part of the catalog the browser asks for, English when none of ours', async () => {
    const german = await open({ 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' });
    expect(german.body).toMatch(/<html lang="de">/);
    expect(catalogs(german.body)).toEqual(['assets/messages-start-de1.js']);
    expect(german.headers.vary).toContain('Accept-Language');
    const japanese = await open({ 'accept-language': 'ja' });
    expect(japanese.body).toMatch(/<html lang="en">/);
    expect(catalogs(japanese.body)).toEqual(['assets/messages-start-en1.js']);
    // A language whose catalog the build did not list gets no preload, only its lang.
    const french = await open({ 'accept-language': 'fr' });
    expect(french.body).toMatch(/<html lang="fr">/);
    expect(catalogs(french.body)).toEqual([]);
    expect(german.headers.etag).not.toBe(japanese.headers.etag);
  });

  it('signed in: the account’s choice over the browser’s', async () => {
    const user = await signUp(ctx);
    expect((await user.put('/api/user/language', { language: 'de' })).statusCode).toBe(200);
    const res = await open({ cookie: `${SESSION_COOKIE}=${user.cookie}`, 'accept-language': 'en-US' });
    expect(res.body).toMatch(/<html lang="de">/);
    expect(catalogs(res.body)).toEqual(['assets/messages-de1.js']);
  });
});
