import { describe, expect, it } from 'vitest';
import { PUSH_DEVICES_MAX } from '../../src/server/domain/push/push-subscriptions.js';
import { DEFAULT_SETTINGS } from '../../src/shared/settings.js';
import { type Client, signIn, signUp } from '../support/app.js';
import { setupPushApp } from './push-app.js';

// Web Push, tried as an abuser would (issue 55): many devices on one account, endpoints that stall the
// round for everybody, and reminders that outlive the device's session. On PGlite and PostgreSQL.
const ctx = setupPushApp();

async function remindersAt(client: Client, reminderTime: string) {
  const notifications = { ...DEFAULT_SETTINGS.notifications, loginReminders: true, reminderTime };
  const res = await client.put('/api/user/settings', { ...DEFAULT_SETTINGS, notifications });
  expect(res.statusCode).toBe(200);
}

async function subscribe(client: Client, device: string) {
  const res = await client.post('/api/push/subscriptions', ctx.endpoint.subscription(device));
  expect(res.statusCode, res.body).toBe(201);
}

const pathsReached = () => ctx.endpoint.received.map((r) => r.path).sort();

describe('Web Push cannot be abused', () => {
  it(`an account keeps at most ${PUSH_DEVICES_MAX} devices: the newest replaces the oldest`, async () => {
    const alice = await signUp(ctx);
    await remindersAt(alice, '12:00');
    for (let i = 0; i < PUSH_DEVICES_MAX + 3; i++) await subscribe(alice, `alice-${i}`);
    ctx.clock.set('2026-06-15T12:00:00Z');
    await ctx.app.push.tick();
    const newest = Array.from({ length: PUSH_DEVICES_MAX }, (_, i) => `/push/alice-${i + 3}`).sort();
    expect(pathsReached()).toEqual(newest);
  });

  it("one account's stalled endpoints do not hold back another account's reminder", async () => {
    const mallory = await signUp(ctx);
    const bob = await signUp(ctx);
    // Mallory's reminder falls due first, so it is claimed and sent first.
    await remindersAt(mallory, '11:59');
    await remindersAt(bob, '12:00');
    for (let i = 0; i < PUSH_DEVICES_MAX; i++) {
      await subscribe(mallory, `mallory-${i}`);
      ctx.endpoint.hold(`mallory-${i}`);
    }
    await subscribe(bob, 'bob');
    ctx.clock.set('2026-06-15T12:00:00Z');
    const round = ctx.app.push.tick();
    try {
      // Bob's reminder arrives while every one of Mallory's pushes is still waiting for an answer (sent one
      // after another, Bob's waited for each of hers to time out: 8 s is less than the old 10 s timeout).
      await expect
        .poll(() => ({ reached: pathsReached(), waiting: ctx.endpoint.waiting() }), { timeout: 8_000 })
        .toEqual({ reached: ['/push/bob'], waiting: PUSH_DEVICES_MAX });
    } finally {
      ctx.endpoint.release();
    }
    const result = await round;
    expect(result.sent).toBe(2);
  });

  it('a subscription ends with its device’s session: sign-out, "sign out other devices", a password change', async () => {
    const phone = await signUp(ctx, { password: 'phone-pass-1' });
    const laptop = await signIn(ctx, phone.username, 'phone-pass-1');
    const tablet = await signIn(ctx, phone.username, 'phone-pass-1');
    await remindersAt(phone, '12:00');
    await subscribe(phone, 'phone');
    await subscribe(laptop, 'laptop');
    await subscribe(tablet, 'tablet');

    // The lost phone is signed out from the laptop: the phone's reminders stop, the laptop's go on.
    expect((await laptop.del('/api/user/sessions/others')).statusCode).toBe(200);
    ctx.clock.set('2026-06-15T12:00:00Z');
    await ctx.app.push.tick();
    expect(pathsReached()).toEqual(['/push/laptop']);

    // Signing out ends the laptop's too.
    expect((await laptop.post('/api/logout')).statusCode).toBe(200);
    ctx.endpoint.received.length = 0;
    ctx.clock.advance({ days: 1 });
    await ctx.app.push.tick();
    expect(pathsReached()).toEqual([]);
  });

  it('a password change ends the other devices’ subscriptions', async () => {
    const phone = await signUp(ctx, { password: 'phone-pass-1' });
    const laptop = await signIn(ctx, phone.username, 'phone-pass-1');
    await remindersAt(phone, '12:00');
    await subscribe(phone, 'phone-2');
    await subscribe(laptop, 'laptop-2');
    const changed = await laptop.put('/api/user/password', {
      currentPassword: 'phone-pass-1',
      newPassword: 'a-new-pass-2',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    ctx.clock.set('2026-06-15T12:00:00Z');
    await ctx.app.push.tick();
    expect(pathsReached()).toEqual(['/push/laptop-2']);
  });

  it('a session past its idle limit sends its device nothing, though no one signed it out', async () => {
    const phone = await signUp(ctx);
    await remindersAt(phone, '12:00');
    await subscribe(phone, 'idle-phone');
    // Fifteen days unused: past the 14-day idle limit (its row is still there until it is looked up).
    ctx.clock.set('2026-06-30T12:00:00Z');
    await ctx.app.push.tick();
    expect(pathsReached()).toEqual([]);
  });
});
