import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/server/app.js';
import { takeTurn } from '../../src/server/turns.js';
import { testDatabase } from '../support/db.js';

/** Keeps the main thread busy for `ms`, as a request's synchronous work (PGlite's queries) does. */
function busy(ms: number) {
  const start = performance.now();
  while (performance.now() - start < ms) {
    // spinning
  }
}

const nextLoopTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('takeTurn', () => {
  it('runs everything in the loop turn it was asked in while the budget is not spent', async () => {
    const turns: number[] = [];
    const clock = () => 0; // no time passes: only the budget decides, never how busy the machine is
    await new Promise<void>((resolve) => {
      for (let i = 0; i < 5; i++)
        takeTurn(
          () => {
            turns.push(performance.nodeTiming.uvMetricsInfo.loopCount);
            if (turns.length === 5) resolve();
          },
          10,
          clock,
        );
    });
    expect(new Set(turns).size).toBe(1);
  });

  it('leaves the rest to the next loop turn once the budget is spent, in the order asked', async () => {
    const order: string[] = [];
    // Each request takes 6 ms of this clock, whatever else the machine is doing.
    let now = 0;
    await new Promise<void>((resolve) => {
      for (let i = 1; i <= 5; i++)
        takeTurn(
          () => {
            // What the first asks of the next loop turn runs there, after the loop has polled again.
            if (i === 1) setImmediate(() => order.push('the next loop turn'));
            now += 6;
            order.push(`request ${i}`);
            if (i === 5) resolve();
          },
          10,
          () => now,
        );
    });
    // 6 ms each against a budget of 10: two in this loop turn, the rest in the next, in order.
    expect(order).toEqual([
      'request 1',
      'request 2',
      'the next loop turn',
      'request 3',
      'request 4',
      'request 5',
    ]);
  });
});

describe('a busy server', () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  function get(url: string, agent: http.Agent | false): Promise<number> {
    return new Promise((resolve, reject) => {
      http
        .get(url, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
        .on('error', reject);
    });
  }

  it('serves new visitors while kept-alive clients keep it busy', async () => {
    app = await buildApp({ database: await testDatabase(), webRoot: undefined });
    app.get('/test/busy', { config: { access: 'public' } }, async () => {
      busy(4);
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    // Twenty clients on kept-alive connections, each asking again as soon as it is answered.
    const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 20 });
    let busyAnswers = 0;
    let stop = false;
    const clients = Array.from({ length: 20 }, async () => {
      while (!stop) {
        expect(await get(`${base}/test/busy`, keptAlive)).toBe(200);
        busyAnswers++;
      }
    });
    while (busyAnswers < 40) await nextLoopTurn();

    // Twenty new visitors arrive together, each on a connection of its own.
    const before = busyAnswers;
    const visitors = await Promise.all(Array.from({ length: 20 }, () => get(`${base}/api/health`, false)));
    const servedMeanwhile = busyAnswers - before;
    stop = true;
    await Promise.all(clients);
    keptAlive.destroy();

    expect(visitors).toEqual(Array(20).fill(200));
    // The server accepts one connection per loop turn. When a turn ran every kept-alive client's request,
    // the twenty visitors waited for hundreds of busy answers (268 with the hook taken out); with a budget
    // per turn, for a few per turn (63 to 73).
    expect(servedMeanwhile).toBeLessThan(150);
  });
});
