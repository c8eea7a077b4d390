import { describe, expect, it } from 'vitest';
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
