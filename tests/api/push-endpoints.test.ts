import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import {
  isPublicAddress,
  publicOnlyLookup,
  type Resolve,
} from '../../src/server/domain/push/push-endpoint.js';
import { dailyReminderMessage } from '../../src/shared/reminder-rules.js';
import { DEFAULT_SETTINGS } from '../../src/shared/settings.js';
import { type Client, signUp } from '../support/app.js';
import { setupPushApp } from './push-app.js';

// Issue 45's push leftovers: a push endpoint whose name resolves into the server's own network is refused
// when the reminder is sent (decision 0053 left that gap open), and turning reminders off on one device
// leaves the account's other devices subscribed.
const ctx = setupPushApp();

/** A browser's real keys (a P-256 point and a secret): web-push encrypts for them before sending. */
const keysOf = (name: string) => ctx.endpoint.subscription(name).keys;

async function wantsReminderAt(client: Client, reminderTime: string) {
  const notifications = { ...DEFAULT_SETTINGS.notifications, loginReminders: true, reminderTime };
  const res = await client.put('/api/user/settings', { ...DEFAULT_SETTINGS, notifications });
  expect(res.statusCode, res.body).toBe(200);
}

/** A TCP listener on 127.0.0.1 that only counts who connects (a TLS hello is a connection too). */
async function internalService() {
  const sockets: Socket[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => sockets.length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('public addresses', () => {
  it('the internet is public; this host, private networks, link-local, mapped and reserved ranges are not', () => {
    for (const address of ['8.8.8.8', '142.250.74.14', '2a00:1450:4001:82b::200a', '::ffff:8.8.4.4'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.0.0.5',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('a name with one internal address among public ones is refused by the connection’s own look-up', async () => {
    const lookup = publicOnlyLookup(async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '::ffff:169.254.169.254', family: 6 },
    ]);
    const answer = await new Promise<{ err: NodeJS.ErrnoException | null; address: unknown }>((resolve) =>
      lookup('push.example.com', { all: true }, (err, address) => resolve({ err, address })),
    );
    expect(answer.err?.message).toMatch(/not a public address/);
    const good = publicOnlyLookup(async () => [{ address: '93.184.216.34', family: 4 }]);
    const ok = await new Promise<{ err: NodeJS.ErrnoException | null; address: unknown }>((resolve) =>
      good('push.example.com', {}, (err, address) => resolve({ err, address })),
    );
    expect(ok).toEqual({ err: null, address: '93.184.216.34' });
  });
});

describe('a push endpoint whose name points inside the server’s network', () => {
  it('is refused when the reminder is sent: no connection is made to the internal address', async () => {
    const internal = await internalService();
    const asked: string[] = [];
    // The name passed the check at subscribe time (a public-looking name); its DNS now answers 127.0.0.1.
    const resolve: Resolve = async (hostname) => {
      asked.push(hostname);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const app = await buildApp({
      database: ctx.database,
      now: ctx.clock.now,
      push: { resolve, vapid: { subject: 'mailto:ops@strain-journal.test' } },
    });
    try {
      const alice = await signUp({ ...ctx, app });
      await wantsReminderAt(alice, '12:00');
      const endpoint = `https://push.rebinding.example:${internal.port}/send/alice`;
      const subscription = { endpoint, keys: keysOf('alice-internal') };
      expect((await alice.post('/api/push/subscriptions', subscription)).statusCode).toBe(201);

      ctx.clock.set('2026-06-15T12:01:00Z');
      const round = await app.push.tick();
      expect(round).toMatchObject({ sent: 1, delivered: 0 });
      expect(asked).toEqual(['push.rebinding.example']);
      expect(internal.connections()).toBe(0);
    } finally {
      await app.close();
      await internal.close();
    }
  });

  it('the same round still reaches the account’s public endpoint (the check refuses one, not all)', async () => {
    const internal = await internalService();
    const resolved: string[] = [];
    const app = await buildApp({
      database: ctx.database,
      now: ctx.clock.now,
      push: {
        resolve: async (hostname) => {
          resolved.push(hostname);
          return [{ address: '10.0.0.7', family: 4 }];
        },
        allowLoopbackEndpoints: true,
        vapid: { subject: 'mailto:ops@strain-journal.test' },
      },
    });
    try {
      const bob = await signUp({ ...ctx, app });
      await wantsReminderAt(bob, '12:00');
      const internalEndpoint = `https://push.inside.example:${internal.port}/send/bob`;
      expect(
        (
          await bob.post('/api/push/subscriptions', {
            endpoint: internalEndpoint,
            keys: keysOf('bob-internal'),
          })
        ).statusCode,
      ).toBe(201);
      expect(
        (await bob.post('/api/push/subscriptions', ctx.endpoint.subscription(bob.username))).statusCode,
      ).toBe(201);
      ctx.clock.set('2026-06-15T12:01:00Z');
      expect(await app.push.tick()).toMatchObject({ sent: 1, delivered: 1 });
      expect(ctx.endpoint.received.map((r) => r.message)).toEqual([dailyReminderMessage()]);
      expect(resolved).toEqual(['push.inside.example']);
      expect(internal.connections()).toBe(0);
    } finally {
      await app.close();
      await internal.close();
    }
  });
});

describe('turning reminders off on one device', () => {
  it('unsubscribes that device only: the account’s other device still gets the reminder', async () => {
    const alice = await signUp(ctx);
    await wantsReminderAt(alice, '12:00');
    const phone = ctx.endpoint.subscription(`${alice.username}-phone`);
    const laptop = ctx.endpoint.subscription(`${alice.username}-laptop`);
    for (const device of [phone, laptop])
      expect((await alice.post('/api/push/subscriptions', device)).statusCode).toBe(201);

    // The laptop's switch turned off: it deletes its own subscription and leaves the account's setting.
    const off = await alice.del('/api/push/subscriptions', { endpoint: laptop.endpoint });
    expect(off.json()).toEqual({ ok: true, deleted: 1 });
    expect((await alice.get('/api/user/settings')).json().notifications.loginReminders).toBe(true);

    ctx.clock.set('2026-06-15T12:01:00Z');
    await ctx.app.push.tick();
    expect(ctx.endpoint.received.map((r) => r.path)).toEqual([`/push/${alice.username}-phone`]);
  });
});
