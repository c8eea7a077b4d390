import { describe, expect, it } from 'vitest';
import type { Role } from '../../src/shared/constants.js';
import { type Client, setupApp, signUp } from '../support/app.js';

const ctx = setupApp();

type Allowed = 'public' | Role[];
const U: Role[] = ['user'];
const STAFF: Role[] = ['manager', 'admin'];
const ADMIN: Role[] = ['admin'];
const ANY: Role[] = ['user', 'manager', 'admin'];

/**
 * Every API route and who may call it. A route the app registers without a line here fails the test,
 * so nobody adds a route without deciding who may use it.
 */
const ROUTE_TABLE: Record<string, Allowed> = {
  'GET /api/health': 'public',
  'POST /api/login': 'public',
  'POST /api/logout': 'public',
  'GET /api/invites/:token': 'public',
  'POST /api/invites/:token': 'public',
  'GET /api/signup': 'public',
  'POST /api/signup': 'public',
  'POST /api/admin/invites': ADMIN,
  'GET /api/admin/invites': ADMIN,
  'DELETE /api/admin/invites/:id': ADMIN,
  'GET /api/admin/sign-up': ADMIN,
  'PUT /api/admin/sign-up': ADMIN,
  'GET /api/user': ANY,
  'POST /api/user/visit': ANY,
  'PUT /api/user/username': ANY,
  'PUT /api/user/password': ANY,
  'GET /api/user/sessions': ANY,
  'DELETE /api/user/sessions/others': ANY,
  'GET /api/user/settings': ANY,
  'PUT /api/user/settings': ANY,
  'GET /api/user/time-zone': ANY,
  'GET /api/user/currency': ANY,
  'PUT /api/user/currency': ANY,
  'GET /api/user/language': ANY,
  'PUT /api/user/language': ANY,
  'GET /api/user/onboarding': ANY,
  'PUT /api/user/onboarding': ANY,
  'GET /api/user/tracked-symptoms': ANY,
  'PUT /api/user/tracked-symptoms': ANY,
  'GET /api/push/key': ANY,
  'POST /api/push/subscriptions': ANY,
  'DELETE /api/push/subscriptions': ANY,
  'GET /api/insights/relief': U,
  'GET /api/insights/relief/:symptom': U,
  'GET /api/insights/take-now': U,
  'GET /api/insights/tolerance': U,
  'PUT /api/user/time-zone': ANY,
  'GET /api/user/export': ANY,
  'POST /api/user/import': U,
  'DELETE /api/user': ANY,
  'GET /api/user/access-log': ANY,
  'POST /api/user/withdraw-consent': U,
  'GET /api/entries': U,
  'POST /api/entries': U,
  'GET /api/entries/:id': U,
  'PUT /api/entries/:id': U,
  'PUT /api/entries/:id/follow-up': U,
  'DELETE /api/entries/:id': U,
  'GET /api/experiments': U,
  'POST /api/experiments': U,
  'GET /api/experiments/:id': U,
  'POST /api/experiments/:id/stop': U,
  'POST /api/experiments/:id/extend': U,
  'DELETE /api/experiments/:id': U,
  'GET /api/favorites': U,
  'POST /api/favorites': U,
  'DELETE /api/favorites/:id': U,
  'GET /api/report': U,
  'GET /api/user/report-profile': ANY,
  'PUT /api/user/report-profile': ANY,
  'POST /api/shares': U,
  'GET /api/shares': U,
  'DELETE /api/shares/:id': U,
  'GET /api/shared/:token': 'public',
  'GET /api/recommendations': U,
  'GET /api/wishlist': U,
  'POST /api/wishlist': U,
  'PUT /api/wishlist/:id': U,
  'DELETE /api/wishlist/:id': U,
  'POST /api/wishlist/:id/restock': U,
  'GET /api/admin/users': ADMIN,
  'POST /api/admin/users': ADMIN,
  'PATCH /api/admin/users/:id': ADMIN,
  'DELETE /api/admin/users/:id': ADMIN,
  'GET /api/admin/test-passwords': ADMIN,
  'GET /api/admin/entries': ADMIN,
  'GET /api/admin/stats': ADMIN,
  'GET /api/admin/login-activity': ADMIN,
  'GET /api/admin/reports/:file': ADMIN,
  'GET /api/admin/rewards': ADMIN,
  'POST /api/admin/rewards': ADMIN,
  'PATCH /api/admin/rewards/:id': ADMIN,
  'DELETE /api/admin/rewards/:id': ADMIN,
  'GET /api/admin/redemptions': ADMIN,
  'POST /api/admin/redemptions/:id/fulfil': ADMIN,
  'POST /api/admin/redemptions/:id/cancel': ADMIN,
  'GET /api/manager/summary': STAFF,
  'GET /api/manager/trends': STAFF,
  'GET /api/manager/relief': STAFF,
  'GET /api/manager/entries': STAFF,
  'GET /api/manager/users': STAFF,
  'GET /api/manager/stash': STAFF,
  'GET /api/manager/point-activities': STAFF,
  'GET /api/manager/user-rewards': STAFF,
  'GET /api/manager/rewards-usage': STAFF,
  'GET /api/user/progression': U,
  'GET /api/user/points/activities': U,
  'POST /api/user/retroactive-points': U,
  'GET /api/user/achievements': U,
  'GET /api/user/celebrations': U,
  'GET /api/rewards': ANY,
  'GET /api/user/rewards': U,
  'POST /api/rewards/:id/redeem': U,
  'GET /api/challenges': ANY,
  'GET /api/challenges/user': U,
};

describe('route table', () => {
  it('every registered route declares its access and is listed here', () => {
    const missing = ctx.app.routeTable
      .filter((r) => !(`${r.method} ${r.url}` in ROUTE_TABLE))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing, 'routes without an entry in ROUTE_TABLE').toEqual([]);
    const undeclared = ctx.app.routeTable.filter((r) => r.access === null).map((r) => `${r.method} ${r.url}`);
    expect(undeclared, 'routes without config.access').toEqual([]);
    for (const r of ctx.app.routeTable) {
      const expected = ROUTE_TABLE[`${r.method} ${r.url}`];
      const declared = r.access === 'public' ? 'public' : [...(r.access ?? [])].sort();
      expect(declared, `${r.method} ${r.url}`).toEqual(
        expected === 'public' ? 'public' : [...expected].sort(),
      );
    }
  });

  it('each route answers anonymous, user, manager and admin as the table says', async () => {
    const callers: Record<Role, Client> = {
      user: await signUp(ctx, { role: 'user' }),
      manager: await signUp(ctx, { role: 'manager' }),
      admin: await signUp(ctx, { role: 'admin' }),
    };
    for (const route of ctx.app.routeTable) {
      const key = `${route.method} ${route.url}`;
      const allowed = ROUTE_TABLE[key];
      if (!allowed || allowed === 'public') continue;
      const url = route.url.replace(/:[A-Za-z]+/g, '999999');
      const method = route.method as 'GET';
      const anonymous = await ctx.app.inject({ method, url });
      expect(anonymous.statusCode, `${key} anonymous`).toBe(401);
      for (const role of ['user', 'manager', 'admin'] as const) {
        const res = await callers[role].request({ method, url });
        if (allowed.includes(role)) {
          expect(
            [401, 403],
            `${key} as ${role} should be allowed, got ${res.statusCode} ${res.body}`,
          ).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, `${key} as ${role}`).toBe(403);
        }
      }
    }
  });
});
