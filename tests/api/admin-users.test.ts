import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBody, setupApp, signIn, signUp } from '../support/app.js';

const ctx = setupApp();

describe('admin accounts', () => {
  it('are refused to users (403) and managers (403), and to nobody signed in (401)', async () => {
    const user = await signUp(ctx);
    const manager = await signUp(ctx, { role: 'manager' });
    for (const c of [user, manager]) {
      expect((await c.get('/api/admin/users')).statusCode).toBe(403);
      expect((await c.post('/api/admin/users', { username: 'x-user', password: 'abcd' })).statusCode).toBe(
        403,
      );
      expect((await c.patch('/api/admin/users/1', { username: 'x-user', role: 'admin' })).statusCode).toBe(
        403,
      );
      expect((await c.del('/api/admin/users/1')).statusCode).toBe(403);
      expect((await c.get('/api/admin/test-passwords')).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
  });

  it('creates users with the spec messages, and a taken username is 409', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    expect((await admin.post('/api/admin/users', { username: 'ab', password: 'abcd' })).json()).toMatchObject(
      {
        error: 'Username must be at least 3 characters long',
      },
    );
    expect(
      (await admin.post('/api/admin/users', { username: 'abc', password: 'abcdefg' })).json(),
    ).toMatchObject({
      error: 'Password must be at least 8 characters long',
      field: 'password',
    });
    const created = await admin.post('/api/admin/users', { username: 'newbie', password: 'newbie-pass-1' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ username: 'newbie', role: 'user', points: 0 });
    const taken = await admin.post('/api/admin/users', { username: 'NEWBIE', password: 'newbie-pass-1' });
    expect(errorBody(taken)).toMatchObject({ status: 409, code: 'username_taken' });
    await signIn(ctx, 'newbie', 'newbie-pass-1');
  });

  it('never returns a password or a hash', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    await admin.post('/api/admin/users', { username: 'newbie', password: 'abcd-secret' });
    const list = await admin.get('/api/admin/users');
    expect(list.body).not.toMatch(/abcd-secret|argon2|password/i);
    expect((await admin.get('/api/admin/test-passwords')).json()).toEqual({});
  });

  it('a role change or a new password ends the user’s sessions; a username-only edit does not', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    const bob = await signUp(ctx, { username: 'bob', password: 'abcd' });
    expect(
      (await admin.patch(`/api/admin/users/${bob.id}`, { username: 'bobby', role: 'user' })).statusCode,
    ).toBe(200);
    expect((await bob.get('/api/user')).statusCode).toBe(200);
    expect(
      (await admin.patch(`/api/admin/users/${bob.id}`, { username: 'bobby', role: 'manager' })).json(),
    ).toMatchObject({
      role: 'manager',
    });
    expect((await bob.get('/api/user')).statusCode).toBe(401);
    const again = await signIn(ctx, 'bobby', 'abcd');
    await admin.patch(`/api/admin/users/${bob.id}`, {
      username: 'bobby',
      role: 'manager',
      newPassword: 'wxyz-new-pass',
    });
    expect((await again.get('/api/user')).statusCode).toBe(401);
    await signIn(ctx, 'bobby', 'wxyz-new-pass');
  });

  it('a blank new password keeps the current one; a short one is refused', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    const bob = await signUp(ctx, { username: 'bob', password: 'abcd' });
    const short = await admin.patch(`/api/admin/users/${bob.id}`, {
      username: 'bob',
      role: 'user',
      newPassword: 'abcdefg',
    });
    expect(short.json()).toMatchObject({
      error: 'Password must be at least 8 characters long',
      field: 'newPassword',
    });
    await admin.patch(`/api/admin/users/${bob.id}`, { username: 'bob', role: 'user', newPassword: '' });
    await signIn(ctx, 'bob', 'abcd');
  });

  it('refuses an admin deleting their own account', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    const res = await admin.del(`/api/admin/users/${admin.id}`);
    expect(errorBody(res)).toMatchObject({
      status: 409,
      error: 'You cannot delete your own account from here',
    });
    expect((await admin.get('/api/user')).statusCode).toBe(200);
  });

  it('refuses an admin changing their own role or account from the admin screen (409)', async () => {
    const admin = await signUp(ctx, { role: 'admin', username: 'root' });
    await signUp(ctx, { role: 'admin' }); // another admin exists: still refused
    for (const role of ['user', 'manager', 'admin'] as const) {
      const res = await admin.patch(`/api/admin/users/${admin.id}`, {
        username: 'root',
        role,
        newPassword: '',
      });
      expect(errorBody(res)).toMatchObject({
        status: 409,
        error: 'Change your own account in Settings; another admin can change your role',
      });
    }
    expect((await admin.get('/api/user')).json()).toMatchObject({ role: 'admin' });
  });

  it('deletes a user with every row they own', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    const bob = await signUp(ctx, { username: 'bob' });
    await bob.put('/api/user/settings', {
      notifications: { loginReminders: false, newFeatures: true, pointsUpdates: true },
      display: { colorTheme: 'sativa', darkMode: true, compactView: false },
      privacy: { showActivity: true, allowDataCollection: true },
    });
    expect((await admin.del(`/api/admin/users/${bob.id}`)).statusCode).toBe(200);
    expect((await bob.get('/api/user')).statusCode).toBe(401);
    for (const table of ['sessions', 'user_settings', 'user_progression', 'point_activities']) {
      const res = await ctx.database.db.execute(
        sql.raw(`select count(*)::int as n from ${table} where user_id = ${bob.id}`),
      );
      expect((res.rows[0] as { n: number }).n, table).toBe(0);
    }
    expect((await admin.del(`/api/admin/users/${bob.id}`)).statusCode).toBe(404);
    expect((await admin.del('/api/admin/users/abc')).statusCode).toBe(404);
  });
});
