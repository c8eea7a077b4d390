import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordPool } from '../../src/server/auth/password-pool.js';
import { setupApp, signUp } from '../support/app.js';

const ctx = setupApp();
const PASSWORD = 'correct-horse-9';
// The pool as it is, except that a check fails the way it does when its worker dies.
const realRun = passwordPool.run.bind(passwordPool);
const failVerify = () =>
  vi
    .spyOn(passwordPool, 'run')
    .mockImplementation(<T>(op: 'hash' | 'verify', args: unknown[]) =>
      op === 'verify' ? Promise.reject(new Error('Worker terminated')) : realRun<T>(op, args),
    );
afterEach(() => {
  vi.restoreAllMocks();
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
    const failing = failVerify();
    const broken = await login();
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      code: 'server_error',
    });
    failing.mockRestore();
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
