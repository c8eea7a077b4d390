import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUser, createUserInput, updateUserInput } from '../../shared/admin.js';
import {
  adminStats,
  dashboardEntry,
  loginActivityRow,
  pageQuery,
  REPORTS,
  type ReportName,
  staffEntryListQuery,
} from '../../shared/dashboards.js';
import {
  adminRedemption,
  adminReward,
  redemptionListQuery,
  rewardInput,
  rewardPatch,
} from '../../shared/rewards-admin.js';
import { ADMIN } from '../auth/guard.js';
import { dayIn } from '../domain/calendar.js';
import { listRedemptions, resolveRedemption } from '../domain/rewards/redemptions.js';
import { adminCreateUser, adminDeleteUser, adminUpdateUser, listUsers } from '../domain/staff/accounts.js';
import { REPORT_BUILDERS } from '../domain/staff/downloads.js';
import { listDashboardEntries } from '../domain/staff/entries.js';
import { createReward, deleteReward, listAdminRewards, updateReward } from '../domain/staff/rewards.js';
import { getAdminStats, listLoginActivity } from '../domain/staff/stats.js';
import { editableCollection, idParams, pagedLists, viewerTimeZone } from './params.js';

const _ok = z.object({ ok: z.literal(true) });
const reportParams = z.object({
  file: z.enum(Object.keys(REPORTS).map((name) => `${name}.csv`) as [string, ...string[]]),
});

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: ADMIN };

  // ---------------------------------------------------------------- accounts

  const list = pagedLists(app, ADMIN);
  list('/api/admin/users', pageQuery, adminUser, (q) => listUsers(app.db, q));

  editableCollection(app, '/api/admin/users', ADMIN, {
    row: adminUser,
    createBody: createUserInput,
    patchBody: updateUserInput,
    create: (body) => adminCreateUser(app.db, body, app.now()),
    update: (id, body, req) => adminUpdateUser(app.db, req.user.id, id, body, app.now()),
    remove: (id, req) => adminDeleteUser(app.db, req.user.id, id),
  });

  // Passwords are stored only as argon2id hashes: there is nothing to show, ever.
  app.get(
    '/api/admin/test-passwords',
    { config, schema: { response: { 200: z.object({}).strict() } } },
    async () => ({}),
  );

  // ---------------------------------------------------------------- insight

  /** Every user's entries, with every note (admins read private notes; managers do not). */
  list('/api/admin/entries', staffEntryListQuery, dashboardEntry, (q, req) =>
    listDashboardEntries(app.db, req.user, q, app.now()),
  );

  // Not cached: an admin's own changes (a new account, a deleted one) show in these counts at once.
  app.get('/api/admin/stats', { config, schema: { response: { 200: adminStats } } }, async (req) =>
    getAdminStats(app.db, viewerTimeZone(req), app.now()),
  );

  list('/api/admin/login-activity', pageQuery, loginActivityRow, (q, req) =>
    listLoginActivity(app.db, q, viewerTimeZone(req), app.now()),
  );

  app.get('/api/admin/reports/:file', { config, schema: { params: reportParams } }, async (req, reply) => {
    const name = req.params.file.replace(/\.csv$/, '') as ReportName;
    const csv = await REPORT_BUILDERS[name](app.db);
    const day = dayIn(viewerTimeZone(req), app.now());
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
      .send(csv);
  });

  // ---------------------------------------------------------------- rewards

  app.get('/api/admin/rewards', { config, schema: { response: { 200: z.array(adminReward) } } }, async () =>
    listAdminRewards(app.db),
  );

  editableCollection(app, '/api/admin/rewards', ADMIN, {
    row: adminReward,
    createBody: rewardInput,
    patchBody: rewardPatch,
    create: (body) => createReward(app.db, body, app.now()),
    update: (id, body) => updateReward(app.db, id, body),
    remove: (id) => deleteReward(app.db, id),
  });

  // ---------------------------------------------------------------- redemptions to fulfil

  app.get(
    '/api/admin/redemptions',
    { config, schema: { querystring: redemptionListQuery, response: { 200: z.array(adminRedemption) } } },
    async (req) => listRedemptions(app.db, req.query.status),
  );
  for (const [action, to] of [
    ['fulfil', 'fulfilled'],
    ['cancel', 'cancelled'],
  ] as const) {
    app.post(
      `/api/admin/redemptions/:id/${action}`,
      { config, schema: { params: idParams, response: { 200: adminRedemption } } },
      async (req) => resolveRedemption(app.db, req.params.id, to, app.now()),
    );
  }
};
