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
    // The spec's body says nothing of the choice: turning dark mode on is one (issue 57).
    const chosen = { ...next, display: { ...next.display, darkModeChosen: true } };
    expect((await alice.get('/api/user/settings')).json()).toEqual(chosen);
  });

  it('dark mode follows the device until the person chooses, then the choice is kept for every device', async () => {
    const alice = await signUp(ctx);
    expect((await alice.get('/api/user/settings')).json().display.darkModeChosen).toBe(false);
    const light = { ...DEFAULT_SETTINGS, display: { ...DEFAULT_SETTINGS.display, darkModeChosen: true } };
    expect((await alice.put('/api/user/settings', light)).statusCode).toBe(200);
    expect((await alice.get('/api/user/settings')).json().display).toMatchObject({
      darkMode: false,
      darkModeChosen: true,
    });
    // An older client saving something else keeps the choice.
    const { darkModeChosen: _left, ...older } = light.display;
    const compact = { ...light, display: { ...older, compactView: true } };
    expect((await alice.put('/api/user/settings', compact)).statusCode).toBe(200);
    expect((await alice.get('/api/user/settings')).json().display.darkModeChosen).toBe(true);
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
