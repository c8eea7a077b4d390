import { describe, expect, it } from 'vitest';
import { keepable } from './offline-copy';

const json = { 'content-type': 'application/json; charset=utf-8' };

describe('what the app keeps for offline reading', () => {
  it("keeps the account's own JSON answers", () => {
    for (const url of ['/api/entries', '/api/entries/3', '/api/user/settings', '/api/report?from=2026-01-01'])
      expect(keepable(url, new Headers(json)), url).toBe(true);
  });

  it('never staff screens, shared links, the session calls, files to download or other content', () => {
    for (const url of ['/api/admin/users', '/api/manager/summary', '/api/shared/abc', '/api/user/sessions'])
      expect(keepable(url, new Headers(json)), url).toBe(false);
    const download = new Headers({ ...json, 'content-disposition': 'attachment; filename="export.json"' });
    expect(keepable('/api/user/export', download)).toBe(false);
    expect(keepable('/api/entries', new Headers({ 'content-type': 'text/csv' }))).toBe(false);
    expect(keepable('/assets/app.js', new Headers(json))).toBe(false);
  });
});
