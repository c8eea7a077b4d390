import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityListQuery,
  dashboardEntry,
  dashboardStashItem,
  managerSummary,
  managerTrends,
  managerUser,
  pageQuery,
  pointActivityRow,
  rewardsUsage,
  staffEntryListQuery,
  staffStashListQuery,
  trendQuery,
  userRewardRow,
} from '../../shared/dashboards.js';
import { managerReliefSchema } from '../../shared/sessions.js';
import { STAFF } from '../auth/guard.js';
import { dayIn } from '../domain/calendar.js';
import { getManagerRelief } from '../domain/insights/relief.js';
import { optedOutIds } from '../domain/sql.js';
import { listDashboardEntries } from '../domain/staff/entries.js';
import { FigureCache } from '../domain/staff/figure-cache.js';
import { listDashboardStash } from '../domain/staff/inventory.js';
import {
  everyonesPointActivities,
  everyonesRedemptions,
  getRewardsUsage,
} from '../domain/staff/reward-figures.js';
import { getManagerSummary } from '../domain/staff/summary.js';
import { getManagerTrends } from '../domain/staff/trends.js';
import { listManagerUsers } from '../domain/staff/users.js';
import { pagedLists, viewerTimeZone, wantsFresh } from './params.js';

/**
 * Read-only insight for managers (and admins). Aggregates come from SQL; lists are paged and searched on
 * the server. A manager never receives an entry's notes without the author's consent.
 */
export const managerRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: STAFF };
  const figures = new FigureCache(app.now);
  /**
   * A figure across people, kept a short while under `key`. Whoever opted out is part of the key: a
   * withdrawn consent counts on the next request.
   */
  const acrossPeople = async <T>(
    req: FastifyRequest,
    key: string,
    compute: (optedOut: number[]) => Promise<T>,
  ) => {
    const ids = await optedOutIds(app.db);
    return figures.get(wantsFresh(req), `${key}:${ids}`, () => compute(ids));
  };

  app.get('/api/manager/summary', { config, schema: { response: { 200: managerSummary } } }, async (req) =>
    acrossPeople(req, 'summary', (ids) => getManagerSummary(app.db, app.now(), ids)),
  );

  app.get(
    '/api/manager/relief',
    { config, schema: { response: { 200: managerReliefSchema } } },
    async (req) => acrossPeople(req, 'relief', (ids) => getManagerRelief(app.db, ids)),
  );

  app.get(
    '/api/manager/trends',
    { config, schema: { querystring: trendQuery, response: { 200: managerTrends } } },
    async (req) => {
      const tz = viewerTimeZone(req);
      const now = app.now();
      return acrossPeople(req, `trends:${req.query.days}:${tz}:${dayIn(tz, now)}`, (ids) =>
        getManagerTrends(app.db, req.query.days, tz, now, ids),
      );
    },
  );

  const list = pagedLists(app, STAFF);
  list('/api/manager/entries', staffEntryListQuery, dashboardEntry, (q, req) =>
    listDashboardEntries(app.db, req.user, q, app.now()),
  );
  list('/api/manager/users', pageQuery, managerUser, (q) => listManagerUsers(app.db, q));
  list('/api/manager/stash', staffStashListQuery, dashboardStashItem, (q) => listDashboardStash(app.db, q));
  list('/api/manager/point-activities', activityListQuery, pointActivityRow, (q) =>
    everyonesPointActivities(app.db, q),
  );
  list('/api/manager/user-rewards', activityListQuery, userRewardRow, (q) => everyonesRedemptions(app.db, q));

  app.get('/api/manager/rewards-usage', { config, schema: { response: { 200: rewardsUsage } } }, async () =>
    getRewardsUsage(app.db),
  );
};
