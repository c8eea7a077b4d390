import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/server/auth/sessions.js';
import { createUser } from '../../src/server/domain/account/users.js';
import { SIGN_OUT_KEY_HEADER } from '../../src/shared/auth.js';
import { setupApp, signUp } from '../support/app.js';

const ctx = setupApp();

// Issue 41, finding 2: a sign-out made offline is finished later by the key the sign-in answer named, and
// ends that session only, whatever cookie the browser holds by then.
describe('ending a session by its sign-out key', () => {
  const loginOf = async (username: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password: 'secret-pass' },
    });
    expect(res.statusCode).toBe(200);
    const key = res.headers[SIGN_OUT_KEY_HEADER];
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    return { cookie: res.cookies.find((c) => c.name === SESSION_COOKIE)!.value, key: String(key) };
  };
  const entriesWith = (cookie: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/entries',
      headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
    });
  /** A sign-out naming the session by its key, sent with the browser's cookie. */
  const logoutNaming = (session: string, cookie: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      payload: { session },
      headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
    });

  it('ends the named session and keeps the live one the browser now sends, and its cookie', async () => {
    await createUser(ctx.database.db, { username: 'alice', password: 'secret-pass' }, ctx.clock.now());
    await createUser(ctx.database.db, { username: 'bob', password: 'secret-pass' }, ctx.clock.now());
    const alice = await loginOf('alice');
    const bob = await loginOf('bob');

    const res = await logoutNaming(alice.key, bob.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect((await entriesWith(alice.cookie)).statusCode).toBe(401);
    expect((await entriesWith(bob.cookie)).statusCode).toBe(200);
  });

  it('clears the cookie when it is the named session, and answers ok for one already gone', async () => {
    const carol = await signUp(ctx);
    const own = await loginOf(carol.username);
    const first = await logoutNaming(own.key, own.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect((await entriesWith(own.cookie)).statusCode).toBe(401);
    // The other session of the account lives on.
    expect((await entriesWith(carol.cookie)).statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/logout', payload: { session: own.key } });
    expect(again.statusCode).toBe(200);
  });

  it('still ends the session of the cookie when no key is sent (a bodyless POST, as browsers send it)', async () => {
    const dave = await signUp(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: `${SESSION_COOKIE}=${dave.cookie}`, 'content-length': '0' },
    });
    expect(res.statusCode).toBe(200);
    expect((await entriesWith(dave.cookie)).statusCode).toBe(401);
  });

  it('refuses a key that is not a session key', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/logout', payload: { session: 'nope' } });
    expect(res.statusCode).toBe(400);
  });
});
