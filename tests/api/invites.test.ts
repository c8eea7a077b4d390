import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/server/auth/sessions.js';
import { resetPassword } from '../../src/server/domain/account/operator.js';
import { ensureFirstAdmin } from '../../src/server/seed.js';
import { SIGN_OUT_KEY_HEADER } from '../../src/shared/auth.js';
import {
  COMMON_PASSWORD_MESSAGE,
  NEW_PASSWORD_MESSAGE,
  USERNAME_TAKEN_CODE,
} from '../../src/shared/constants.js';
import {
  INVITE_EXPIRED,
  INVITE_LOOKUP_LIMIT,
  INVITE_NOT_FOUND,
  INVITE_REVOKED,
  INVITE_USED,
  SIGN_UP_CLOSED_MESSAGE,
} from '../../src/shared/invites.js';
import {
  type Ctx,
  errorBody,
  fieldError,
  sessionCookieOf,
  setupApp,
  signIn,
  signUp,
} from '../support/app.js';

const ctx = setupApp();

const anonymous = (c: Ctx, method: 'GET' | 'POST', url: string, body?: object, ip = '127.0.0.1') =>
  c.app.inject({ method, url, remoteAddress: ip, ...(body ? { payload: body } : {}) });

/** An admin invites `username`; answers the link's token and the whole answer. */
async function invite(username = 'newcomer', role = 'user') {
  const admin = await signUp(ctx, { role: 'admin' });
  const res = await admin.post('/api/admin/invites', { username, role });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { id: number; url: string; expiresAt: string; username: string };
  return { admin, body, token: body.url.split('/').pop() as string };
}

/** The cookie an answer set, as a request header, and whose session it is. */
async function whoIs(cookie: string | undefined) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/user',
    headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
  });
  return res.statusCode === 200 ? (res.json() as { username: string; role: string }) : res.statusCode;
}

describe('an invitation', () => {
  it('makes the account with no usable password and a one-time link of 7 days', async () => {
    const { body, token } = await invite('newcomer', 'manager');
    expect(body.url).toMatch(/^\/invite\/[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.expiresAt).getTime() - ctx.clock.now().getTime()).toBe(7 * 86_400_000);
    expect(token).toHaveLength(43);
    // Nobody signs in to the account before its person chose a password (not even with an empty one).
    for (const password of ['', 'abcd', '!invited'])
      expect(
        (await anonymous(ctx, 'POST', '/api/login', { username: 'newcomer', password })).statusCode,
      ).not.toBe(200);
    // Only the hash is kept.
    const rows = await ctx.database.db.execute(`select token_hash from invites`);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('GET names the account; POST sets the password and signs in as /api/login does; then the link is used', async () => {
    const { token } = await invite('newcomer', 'manager');
    const info = await anonymous(ctx, 'GET', `/api/invites/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ username: 'newcomer', expiresAt: expect.any(String) });

    const accepted = await anonymous(ctx, 'POST', `/api/invites/${token}`, { password: 'a-fine-password' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      id: expect.any(Number),
      role: 'manager',
      username: 'newcomer',
      language: null,
    });
    expect(accepted.headers[SIGN_OUT_KEY_HEADER]).toMatch(/^[0-9a-f]{64}$/);
    const cookie = accepted.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await whoIs(cookie?.value)).toMatchObject({ username: 'newcomer', role: 'manager' });
    // The same shape as the sign-in's answer, which now works with the chosen password.
    const login = await anonymous(ctx, 'POST', '/api/login', {
      username: 'newcomer',
      password: 'a-fine-password',
    });
    expect(login.json()).toEqual(accepted.json());

    const used = { status: 410, code: 'invite_used', error: INVITE_USED };
    expect(errorBody(await anonymous(ctx, 'GET', `/api/invites/${token}`))).toEqual(used);
    expect(
      errorBody(await anonymous(ctx, 'POST', `/api/invites/${token}`, { password: 'another-password' })),
    ).toEqual(used);
    // The second try changed nothing.
    await signIn(ctx, 'newcomer', 'a-fine-password');
  });

  it('expires after 7 days', async () => {
    const { token } = await invite();
    ctx.clock.advance({ days: 6, hours: 23 });
    expect((await anonymous(ctx, 'GET', `/api/invites/${token}`)).statusCode).toBe(200);
    ctx.clock.advance({ hours: 1 });
    const expired = { status: 410, code: 'invite_expired', error: INVITE_EXPIRED };
    expect(errorBody(await anonymous(ctx, 'GET', `/api/invites/${token}`))).toEqual(expired);
    expect(
      errorBody(await anonymous(ctx, 'POST', `/api/invites/${token}`, { password: 'a-fine-password' })),
    ).toEqual(expired);
  });

  it('an admin lists open invitations and revokes one; deleting the account revokes its link too', async () => {
    const { admin, body, token } = await invite('first');
    const second = (await admin.post('/api/admin/invites', { username: 'second' })).json();
    const list = await admin.get('/api/admin/invites');
    expect(list.json()).toEqual([
      expect.objectContaining({ id: body.id, username: 'first', role: 'user' }),
      expect.objectContaining({ id: second.id, username: 'second' }),
    ]);
    expect(list.body).not.toContain(token);

    expect((await admin.del(`/api/admin/invites/${body.id}`)).statusCode).toBe(200);
    const revoked = { status: 410, code: 'invite_revoked', error: INVITE_REVOKED };
    expect(errorBody(await anonymous(ctx, 'GET', `/api/invites/${token}`))).toEqual(revoked);
    expect(
      errorBody(await anonymous(ctx, 'POST', `/api/invites/${token}`, { password: 'a-fine-password' })),
    ).toEqual(revoked);
    expect((await admin.del(`/api/admin/invites/${body.id}`)).statusCode).toBe(404);
    expect((await admin.get('/api/admin/invites')).json()).toHaveLength(1);

    const secondToken = second.url.split('/').pop();
    expect((await admin.del(`/api/admin/users/${second.userId}`)).statusCode).toBe(200);
    expect(errorBody(await anonymous(ctx, 'GET', `/api/invites/${secondToken}`))).toMatchObject({
      status: 404,
      error: INVITE_NOT_FOUND,
    });
    expect((await admin.get('/api/admin/invites')).json()).toEqual([]);
  });

  it('an admin who sets the password withdraws the link', async () => {
    const { admin, body, token } = await invite('first');
    await admin.patch(`/api/admin/users/${(body as unknown as { userId: number }).userId}`, {
      username: 'first',
      role: 'user',
      newPassword: 'set-by-admin',
    });
    expect(errorBody(await anonymous(ctx, 'GET', `/api/invites/${token}`))).toMatchObject({
      status: 410,
      code: 'invite_revoked',
    });
    await signIn(ctx, 'first', 'set-by-admin');
  });

  it('is an admin’s only: users and managers get 403, nobody signed in 401', async () => {
    for (const role of ['user', 'manager'] as const) {
      const c = await signUp(ctx, { role });
      expect((await c.post('/api/admin/invites', { username: 'someone' })).statusCode).toBe(403);
      expect((await c.get('/api/admin/invites')).statusCode).toBe(403);
      expect((await c.del('/api/admin/invites/1')).statusCode).toBe(403);
      expect((await c.put('/api/admin/sign-up', { open: true })).statusCode).toBe(403);
    }
    expect((await anonymous(ctx, 'POST', '/api/admin/invites', { username: 'someone' })).statusCode).toBe(
      401,
    );
  });

  it('a taken username is username_taken', async () => {
    const { admin } = await invite('newcomer');
    const again = await admin.post('/api/admin/invites', { username: 'NEWCOMER' });
    expect(errorBody(again)).toMatchObject({ status: 409, code: USERNAME_TAKEN_CODE });
  });

  it('a guessed token is 404, and guesses from one address are limited (429), others unaffected', async () => {
    const { token } = await invite();
    const guesses = [`${'A'.repeat(43)}`, 'short', `${'b'.repeat(43)}`];
    for (let i = 0; i < INVITE_LOOKUP_LIMIT; i++) {
      const res = await anonymous(
        ctx,
        i % 2 ? 'GET' : 'POST',
        `/api/invites/${guesses[i % 3]}`,
        i % 2 ? undefined : { password: 'a-fine-password' },
        '10.9.9.9',
      );
      expect(errorBody(res)).toMatchObject({ status: 404, code: 'not_found', error: INVITE_NOT_FOUND });
    }
    const limited = await anonymous(ctx, 'GET', `/api/invites/${guesses[0]}`, undefined, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    // Past the limit even the right token waits (a guesser learns nothing from it)…
    expect((await anonymous(ctx, 'GET', `/api/invites/${token}`, undefined, '10.9.9.9')).statusCode).toBe(
      429,
    );
    // …while another address opens it, and the limit passes with its window.
    expect((await anonymous(ctx, 'GET', `/api/invites/${token}`, undefined, '10.1.1.1')).statusCode).toBe(
      200,
    );
    ctx.clock.advance({ minutes: 2 });
    expect((await anonymous(ctx, 'GET', `/api/invites/${token}`, undefined, '10.9.9.9')).statusCode).toBe(
      200,
    );
  });
});

describe('open sign-up', () => {
  const body = { username: 'walk-in', password: 'a-fine-password' };

  it('is closed by default: 403 with a clear message, and the public status says so', async () => {
    expect((await anonymous(ctx, 'GET', '/api/signup')).json()).toEqual({ open: false });
    expect(errorBody(await anonymous(ctx, 'POST', '/api/signup', body))).toEqual({
      status: 403,
      code: 'sign_up_closed',
      error: SIGN_UP_CLOSED_MESSAGE,
    });
  });

  it('once an admin opens it: 201, signed in as a user; a taken name is username_taken', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    expect((await admin.get('/api/admin/sign-up')).json()).toEqual({ open: false });
    expect((await admin.put('/api/admin/sign-up', { open: true })).json()).toEqual({ open: true });
    expect((await anonymous(ctx, 'GET', '/api/signup')).json()).toEqual({ open: true });

    const res = await anonymous(ctx, 'POST', '/api/signup', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), role: 'user', username: 'walk-in', language: null });
    expect(res.headers[SIGN_OUT_KEY_HEADER]).toMatch(/^[0-9a-f]{64}$/);
    expect(await whoIs(sessionCookieOf(res))).toMatchObject({ username: 'walk-in', role: 'user' });
    await signIn(ctx, 'walk-in', 'a-fine-password');

    expect(
      errorBody(await anonymous(ctx, 'POST', '/api/signup', { ...body, username: 'WALK-IN' })),
    ).toMatchObject({
      status: 409,
      code: USERNAME_TAKEN_CODE,
    });
    // No role can be asked for.
    expect(
      (await anonymous(ctx, 'POST', '/api/signup', { ...body, username: 'x-admin', role: 'admin' }))
        .statusCode,
    ).toBe(400);

    await admin.put('/api/admin/sign-up', { open: false });
    expect((await anonymous(ctx, 'POST', '/api/signup', { ...body, username: 'late' })).statusCode).toBe(403);
  });

  it('is limited per address as sign-ins are', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    await admin.put('/api/admin/sign-up', { open: true });
    for (let i = 0; i < 10; i++)
      expect(
        (await anonymous(ctx, 'POST', '/api/signup', { ...body, username: `walk-in-${i}` }, '10.5.5.5'))
          .statusCode,
      ).toBe(201);
    const limited = await anonymous(
      ctx,
      'POST',
      '/api/signup',
      { ...body, username: 'walk-in-x' },
      '10.5.5.5',
    );
    expect(limited.statusCode).toBe(429);
    expect(
      (await anonymous(ctx, 'POST', '/api/signup', { ...body, username: 'walk-in-y' }, '10.6.6.6'))
        .statusCode,
    ).toBe(201);
  });
});

describe('new passwords', () => {
  const short = (field: string) => fieldError(field, NEW_PASSWORD_MESSAGE);
  const common = (field: string) => fieldError(field, COMMON_PASSWORD_MESSAGE);

  it('need 8 characters and are not among the most common, on every path', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    await admin.put('/api/admin/sign-up', { open: true });
    const { token } = await invite('newcomer');
    const bob = await signUp(ctx, { username: 'bob' });

    const paths: Array<
      [string, (password: string) => Promise<import('fastify').LightMyRequestResponse>, string]
    > = [
      ['invite', (password) => anonymous(ctx, 'POST', `/api/invites/${token}`, { password }), 'password'],
      [
        'sign-up',
        (password) => anonymous(ctx, 'POST', '/api/signup', { username: 'walk-in', password }),
        'password',
      ],
      [
        'admin create',
        (password) => admin.post('/api/admin/users', { username: 'made', password }),
        'password',
      ],
      [
        'admin set',
        (newPassword) =>
          admin.patch(`/api/admin/users/${bob.id}`, { username: 'bob', role: 'user', newPassword }),
        'newPassword',
      ],
      [
        'change',
        (newPassword) => bob.put('/api/user/password', { currentPassword: 'secret-pass', newPassword }),
        'newPassword',
      ],
    ];
    for (const [name, send, field] of paths) {
      expect(errorBody(await send('short1')), name).toEqual(short(field));
      for (const password of ['password1', 'Sunshine', 'qwerty123', '12345678'])
        expect(errorBody(await send(password)), `${name} ${password}`).toEqual(common(field));
    }
    // None of them changed anything: bob's password is his own, the link still open, nobody made.
    await signIn(ctx, 'bob', 'secret-pass');
    expect((await anonymous(ctx, 'GET', `/api/invites/${token}`)).statusCode).toBe(200);
    expect((await admin.get('/api/admin/users?q=made')).json()).toEqual([]);
  });

  it('hold too where no request sets them: the first admin’s ADMIN_PASSWORD and the operator’s reset-password', async () => {
    const db = ctx.database.db;
    await expect(ensureFirstAdmin(db, 'root', 'short1')).rejects.toThrow(NEW_PASSWORD_MESSAGE);
    await expect(ensureFirstAdmin(db, 'root', 'password1')).rejects.toThrow(COMMON_PASSWORD_MESSAGE);
    expect(await ensureFirstAdmin(db, 'root', 'root-pass-long')).toMatchObject({ username: 'root' });

    const { token } = await invite('newcomer');
    await expect(resetPassword(db, 'newcomer', 'short1')).rejects.toThrow(NEW_PASSWORD_MESSAGE);
    await expect(resetPassword(db, 'newcomer', 'Sunshine')).rejects.toThrow(COMMON_PASSWORD_MESSAGE);
    expect((await anonymous(ctx, 'GET', `/api/invites/${token}`)).statusCode).toBe(200);
    // A password the operator set withdraws the link, as an admin's does.
    await resetPassword(db, 'newcomer', 'set-by-operator', ctx.clock.now());
    expect(errorBody(await anonymous(ctx, 'GET', `/api/invites/${token}`))).toMatchObject({
      status: 410,
      code: 'invite_revoked',
    });
    await signIn(ctx, 'newcomer', 'set-by-operator');
  });

  it('an existing 4-character password still signs in', async () => {
    await signUp(ctx, { username: 'old-timer', password: 'abcd' });
    const res = await anonymous(ctx, 'POST', '/api/login', { username: 'old-timer', password: 'abcd' });
    expect(res.statusCode).toBe(200);
  });
});
