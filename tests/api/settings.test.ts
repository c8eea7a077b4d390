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

  it('reject unknown fields, wrong types and missing groups, and keep what was saved', async () => {
    // The colour theme's own message and field are asserted in errors.test.ts.
    const alice = await signUp(ctx);
    const refused = [
      { ...DEFAULT_SETTINGS, role: 'admin' },
      { ...DEFAULT_SETTINGS, privacy: { ...DEFAULT_SETTINGS.privacy, showActivity: 'no' } },
      { notifications: DEFAULT_SETTINGS.notifications, display: DEFAULT_SETTINGS.display },
    ];
    for (const body of refused) {
      const res = await alice.put('/api/user/settings', body);
      expect(errorBody(res)).toMatchObject({ status: 400, code: 'validation' });
    }
    expect((await alice.get('/api/user/settings')).json()).toEqual(DEFAULT_SETTINGS);
  });
});
