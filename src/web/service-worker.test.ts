import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

// public/sw.js run in a sandbox with fakes of what a browser gives a worker: what it stores and what it
// answers (issue 41, findings 2 and 3). The browser tests (e2e/shared-device.spec.ts) drive the real one.
const SOURCE = readFileSync(path.join(import.meta.dirname, '../../public/sw.js'), 'utf8');
const ORIGIN = 'http://app.test';
const KEY = 'a'.repeat(64);

type Handler = (event: unknown) => void;
interface FakeRequest {
  method: string;
  url: string;
  mode: string;
}

function startWorker(pending: unknown, network: (url: string, init?: RequestInit) => Promise<Response>) {
  const handlers = new Map<string, Handler>();
  const puts: string[] = [];
  const stored = new Map<string, unknown>(pending ? [['pending', pending]] : []);
  const transaction = () => {
    const tx: { oncomplete?: () => void; objectStore: () => unknown } = {
      objectStore: () => ({
        get: (key: string) => ({ result: stored.get(key) }),
        delete: (key: string) => {
          stored.delete(key);
          return { result: undefined };
        },
      }),
    };
    queueMicrotask(() => tx.oncomplete?.());
    return tx;
  };
  const indexedDB = {
    open: () => {
      const request: { result?: unknown; onsuccess?: () => void } = {};
      queueMicrotask(() => {
        request.result = { transaction };
        request.onsuccess?.();
      });
      return request;
    },
  };
  const cache = {
    put: async (request: string | FakeRequest) => {
      puts.push(typeof request === 'string' ? request : request.url);
    },
    match: async () => undefined,
  };
  const fetch = vi.fn(async (request: string | FakeRequest, init?: RequestInit) =>
    network(typeof request === 'string' ? new URL(request, ORIGIN).href : request.url, init),
  );
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    clients: { matchAll: async () => [], claim: async () => {} },
    skipWaiting: () => {},
  };
  vm.runInNewContext(SOURCE, {
    self,
    fetch,
    indexedDB,
    caches: { open: async () => cache, match: async () => undefined, keys: async () => [] },
    Response,
    URL,
    JSON,
    Promise,
    setTimeout,
  });
  /** Sends a GET through the worker: its answer, or null when it leaves the request to the browser. */
  const get = async (pathname: string, mode = 'cors'): Promise<Response | null> => {
    let answer: Promise<Response> | null = null;
    handlers.get('fetch')?.({
      request: { method: 'GET', url: `${ORIGIN}${pathname}`, mode },
      respondWith: (p: Promise<Response>) => {
        answer = p;
      },
    });
    return answer;
  };
  return { get, puts, fetch, stored };
}

/** The fakes answer in microtasks: all of them have run by the next macrotask. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const page = (headers: Record<string, string> = {}) =>
  new Response('<!doctype html>', { headers: { 'content-type': 'text/html', ...headers } });

describe('the service worker', () => {
  it('keeps no answer of the API, and no page marked private or no-store', async () => {
    const answers: Record<string, () => Response> = {
      '/api/entries': () => Response.json([{ strainName: 'Blue Dream' }]),
      '/private': () => page({ 'cache-control': 'private' }),
      '/nostore': () => page({ 'cache-control': 'max-age=0, no-store' }),
      '/': () => page(),
    };
    const worker = startWorker(null, async (url) => answers[new URL(url).pathname]());
    await settle();
    // Nothing pending: the API goes straight to the network, past the worker.
    expect(await worker.get('/api/entries')).toBeNull();
    for (const p of ['/private', '/nostore', '/']) await (await worker.get(p, 'navigate'))?.text();
    await settle();
    expect(worker.puts).toEqual(['/']);
  });

  it('with a sign-out pending, ends the session by its key before an API read; while it cannot, answers 401', async () => {
    let online = false;
    const worker = startWorker({ userId: 7, key: KEY, at: 't' }, async (url) => {
      if (!online) throw new TypeError('Failed to fetch');
      return new URL(url).pathname === '/api/logout' ? Response.json({ ok: true }) : new Response('[]');
    });

    const offline = await worker.get('/api/entries');
    expect(offline?.status).toBe(401);
    expect(worker.fetch.mock.calls.map(([r]) => (typeof r === 'string' ? r : r.url))).toEqual([
      '/api/logout',
    ]);

    online = true;
    const answer = await worker.get('/api/entries');
    expect(answer?.status).toBe(200);
    const [logout, entries] = worker.fetch.mock.calls.slice(1);
    expect(logout[0]).toBe('/api/logout');
    expect(logout[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ session: KEY }) });
    expect(entries[0]).toMatchObject({ url: `${ORIGIN}/api/entries` });
    expect(worker.stored.has('pending')).toBe(false);
  });

  it('after someone else signed in, a sign-out it cannot finish does not hold their reads back', async () => {
    const worker = startWorker({ userId: 7, key: KEY, at: 't', replaced: true }, async (url) => {
      if (new URL(url).pathname === '/api/logout') throw new TypeError('Failed to fetch');
      return new Response('[]');
    });
    expect((await worker.get('/api/entries'))?.status).toBe(200);
    expect(worker.stored.has('pending')).toBe(true);
  });
});
