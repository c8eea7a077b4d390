import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/shared/settings.js';
import { errorBody, setupApp, signUp } from '../support/app.js';

const ctx = setupApp();

describe('settings', () => {
  it('start at the spec defaults', async () => {
    const alice = await signUp(ctx);
    expect((await alice.get('/api/user/settings')).json()).toEqual(DEFAULT_SETTINGS);
  });

  it('are saved to the account', async () => {
    const alice = await signUp(ctx);
    const next = {
      ...DEFAULT_SETTINGS,
      display: { colorTheme: 'indica', darkMode: true, compactView: true },
    };
    expect((await alice.put('/api/user/settings', next)).statusCode).toBe(200);
    expect((await alice.get('/api/user/settings')).json()).toEqual(next);
  });

  it('are per user', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    await alice.put('/api/user/settings', {
      ...DEFAULT_SETTINGS,
      display: { ...DEFAULT_SETTINGS.display, darkMode: true },
    });
    expect((await bob.get('/api/user/settings')).json()).toEqual(DEFAULT_SETTINGS);
  });

  it('reject unknown fields and bad values with a clear message', async () => {
    const alice = await signUp(ctx);
    const bad = await alice.put('/api/user/settings', {
      ...DEFAULT_SETTINGS,
      display: { ...DEFAULT_SETTINGS.display, colorTheme: 'pink' },
    });
    expect(errorBody(bad)).toMatchObject({
      status: 400,
      error: 'Colour theme must be indica, sativa or hybrid',
    });
    expect((await alice.put('/api/user/settings', { ...DEFAULT_SETTINGS, role: 'admin' })).statusCode).toBe(
      400,
    );
  });
});
