import { describe, expect, it } from 'vitest';
import { uniqueViolation } from '../../src/server/errors.js';
import { USERNAME_TAKEN_CODE, USERNAME_TAKEN_MESSAGE } from '../../src/shared/constants.js';
import { ERROR_CODES } from '../../src/shared/errors.js';
import { DEFAULT_SETTINGS } from '../../src/shared/settings.js';
import { errorBody, fieldError, setupApp, signUp } from '../support/app.js';

const ctx = setupApp();

describe('error bodies', () => {
  it('name the first invalid field of a validation error', async () => {
    const alice = await signUp(ctx);
    const bad = await alice.put('/api/user/settings', {
      ...DEFAULT_SETTINGS,
      display: { ...DEFAULT_SETTINGS.display, colorTheme: 'pink' },
    });
    expect(errorBody(bad)).toEqual(
      fieldError('display.colorTheme', 'Colour theme must be indica, sativa or hybrid'),
    );
  });

  it('carry unauthenticated, not_found and forbidden codes', async () => {
    const anon = await ctx.app.inject({ method: 'GET', url: '/api/user/settings' });
    expect(errorBody(anon)).toMatchObject({ status: 401, code: 'unauthenticated' });
    const alice = await signUp(ctx);
    const missing = await alice.get('/api/entries/999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Entry not found', code: 'not_found' });
    const staffOnly = await alice.get('/api/admin/users');
    expect(errorBody(staffOnly)).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('carry unsupported_media_type and a code for bad JSON', async () => {
    const alice = await signUp(ctx);
    const res = await alice.sendAs('application/x-www-form-urlencoded', 'PUT', '/api/user/settings', 'a=b');
    expect(errorBody(res)).toMatchObject({ status: 415, code: 'unsupported_media_type' });
  });

  it('always carry a known code', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(ERROR_CODES).toContain(res.json().code);
  });
});

describe('a taken username', () => {
  const taken = { status: 409, code: USERNAME_TAKEN_CODE, error: USERNAME_TAKEN_MESSAGE };

  it('answers one code on every path: a new account, an admin’s edit, a rename', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    const alice = await signUp(ctx, { username: 'alice' });
    const bob = await signUp(ctx, { username: 'bob' });
    const create = await admin.post('/api/admin/users', { username: 'ALICE', password: 'alice-pass-2' });
    expect(errorBody(create)).toEqual(taken);
    const edit = await admin.patch(`/api/admin/users/${bob.id}`, { username: 'Alice', role: 'user' });
    expect(errorBody(edit)).toEqual(taken);
    expect(errorBody(await alice.put('/api/user/username', { username: 'BOB' }))).toEqual(taken);
  });

  it('answers the same when the unique index catches it (two renames at once)', () => {
    const driverError = { code: '23505', constraint: 'users_username_lower_idx' };
    const answer = uniqueViolation({ cause: driverError });
    expect(answer && { status: answer.statusCode, code: answer.code, error: answer.message }).toEqual(taken);
  });
});
