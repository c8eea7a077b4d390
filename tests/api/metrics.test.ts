import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { METRICS_FORBIDDEN } from '../../src/server/metrics.js';
import { errorBody, setupApp, signUp } from '../support/app.js';
import { createEntry } from '../support/progress.js';

const ctx = setupApp();
const TOKEN = 'a-metrics-token-of-32-characters';

function value(text: string, series: string) {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : undefined;
}

describe('GET /metrics', () => {
  it('counts requests and latencies by route, sign-in failures and the database pool', async () => {
    const alice = await signUp(ctx);
    await createEntry(ctx, alice.id);
    const list = await alice.get('/api/entries');
    expect(list.json()).toHaveLength(1);
    await alice.get('/api/entries/998');
    await alice.get('/api/entries/999');
    for (let i = 0; i < 2; i++)
      await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: alice.username, password: 'wrong-password' },
      });
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(value(text, 'http_requests_total{method="GET",route="/api/entries",status="200"}')).toBe(1);
    expect(value(text, 'http_requests_total{method="GET",route="/api/entries/:id",status="404"}')).toBe(2);
    expect(value(text, 'http_request_duration_seconds_count{method="GET",route="/api/entries/:id"}')).toBe(2);
    expect(
      value(text, 'http_request_duration_seconds_bucket{method="GET",route="/api/entries/:id",le="+Inf"}'),
    ).toBe(2);
    expect(value(text, 'sign_in_failures_total{reason="wrong_credentials"}')).toBe(2);
    expect(value(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    // Alice's list, read once, is kept (with whatever other lists this process holds).
    expect(value(text, 'entry_list_cache_users')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'entry_list_cache_bytes')).toBeGreaterThanOrEqual(list.body.length);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    // Every sample line is "name{labels} number" or "name number".
    for (const line of text
      .trim()
      .split('\n')
      .filter((l) => !l.startsWith('#')))
      expect(line).toMatch(/^[a-z_]+(\{[^}]*\})? [0-9.e+-]+$/);
  });

  it('answers only loopback (by socket, not by a forwarded address) or the bearer token', async () => {
    const remote = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(errorBody(remote)).toMatchObject({ status: 403, error: METRICS_FORBIDDEN });
    // Through a proxy on this host: the socket is loopback, but the request is someone else's.
    const proxied = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(proxied.statusCode).toBe(403);
    // Without METRICS_TOKEN, no bearer opens it.
    const noToken = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer ' },
    });
    expect(noToken.statusCode).toBe(403);

    const app = await buildApp({
      database: ctx.database,
      webRoot: undefined,
      trustProxy: 1,
      metricsToken: TOKEN,
    });
    try {
      const forwardedLoopback = await app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forwardedLoopback.statusCode).toBe(403);
      const wrong = await app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: `Bearer ${TOKEN.slice(1)}x` },
      });
      expect(wrong.statusCode).toBe(403);
      const right = await app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('http_requests_total');
    } finally {
      await app.close();
    }
  });
});
