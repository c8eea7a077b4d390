import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_START_UP_CODE, managerTabAt, screenAt, startUpCode } from './screens';

const web = path.join(import.meta.dirname, '..', 'web');

describe('the start-up code of an address', () => {
  it('names modules that exist in src/web', () => {
    const missing = ALL_START_UP_CODE.filter(
      (code) => !existsSync(path.join(web, `${code}.tsx`)) && !existsSync(path.join(web, `${code}.ts`)),
    );
    expect(missing).toEqual([]);
  });

  it('matches screens by their route, parameters included', () => {
    expect(screenAt('/entry/42')?.code).toBe('features/entries/detail/entry-detail-page');
    expect(screenAt('/edit/7')?.code).toBe('features/entries/form/edit-entry-page');
    expect(screenAt('/entry')).toBeUndefined();
    expect(screenAt('/journal/extra')).toBeUndefined();
  });

  it('opens the manager on the tab its path or ?tab= names, else Analytics', () => {
    expect(managerTabAt('/manager/inventory', '').value).toBe('inventory');
    expect(managerTabAt('/manager', '?tab=reviews').value).toBe('reviews');
    expect(managerTabAt('/manager', '?tab=nonsense').value).toBe('analytics');
    expect(startUpCode('/manager', '?tab=rewards', 'admin')).toContain('features/staff/manager/rewards-tab');
  });

  it('never asks for the first-day introduction: the account says when it is due, after the start', () => {
    expect(startUpCode('/', '', 'user')).toEqual([
      'app/shell/signed-in',
      'app/shell/layout',
      'features/rewards/progress/celebrations',
      'features/entries/outbox/sync',
      'features/entries/follow-up/reminders',
      'app/home/home-page',
    ]);
    expect(startUpCode('/settings', '', 'manager')).toEqual([
      'app/shell/signed-in',
      'app/shell/layout',
      'features/rewards/progress/celebrations',
      'features/entries/outbox/sync',
      'features/account/settings/settings-page',
    ]);
  });
});
