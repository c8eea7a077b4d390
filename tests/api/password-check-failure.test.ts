import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupApp, signUp } from '../support/app.js';

// The pool as it is, except that a check can be made to fail the way a dying worker fails it.
const failing = vi.hoisted(() => ({ verify: false }));
vi.mock('../../src/server/auth/password-pool.js', async (importOriginal) => {
  const pool = await importOriginal<typeof import('../../src/server/auth/password-pool.js')>();
  return {
    ...pool,
    inPool: (op: 'hash' | 'verify', args: unknown[]) =>
      failing.verify && op === 'verify'
        ? Promise.reject(new Error('Worker terminated'))
        : pool.inPool(op, args),
  };
});

const ctx = setupApp();
const PASSWORD = 'correct-horse-9';
afterEach(() => {
  failing.verify = false;
});

describe('a password check that fails is not a wrong password', () => {
  it('answers a server error, not "Invalid username or password", and the next try signs in', async () => {
    const alice = await signUp(ctx, { password: PASSWORD });
    const login = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: alice.username, password: PASSWORD },
      });
    failing.verify = true;
    const broken = await login();
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      code: 'server_error',
    });
    failing.verify = false;
    expect((await login()).statusCode).toBe(200);
  });

  it('still answers "Invalid username or password" for a wrong password and an unknown user', async () => {
    const alice = await signUp(ctx, { password: PASSWORD });
    for (const body of [
      { username: alice.username, password: `${PASSWORD}x` },
      { username: 'nobody-here', password: PASSWORD },
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: body });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'Invalid username or password' });
    }
  });
});
