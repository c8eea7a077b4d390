import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityListQuery,
  dashboardEntry,
  dashboardStashItem,
  FIGURES_TTL_SECONDS,
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
import { listDashboardStash } from '../domain/staff/inventory.js';
import { getRewardsUsage, listPointActivities, listUserRewards } from '../domain/staff/reward-figures.js';
import { getManagerSummary } from '../domain/staff/summary.js';
import { getManagerTrends } from '../domain/staff/trends.js';
import { listManagerUsers } from '../domain/staff/users.js';
import { pagedLists, viewerTimeZone } from './params.js';

/**
 * Recently computed aggregates, per app instance, for FIGURES_TTL_SECONDS. Requests that arrive while a
 * figure is being computed wait for that one computation. `Cache-Control: no-cache` recomputes.
 */
export class FigureCache {
  private readonly kept = new Map<string, { at: number; value: Promise<unknown> }>();
  constructor(private readonly now: () => Date) {}

  get<T>(req: FastifyRequest, key: string, compute: () => Promise<T>): Promise<T> {
    const at = this.now().getTime();
    const fresh = /no-cache/i.test(String(req.headers['cache-control'] ?? ''));
    const hit = this.kept.get(key);
    if (!fresh && hit && at - hit.at < FIGURES_TTL_SECONDS * 1000) return hit.value as Promise<T>;
    const value = compute();
    this.kept.set(key, { at, value });
    value.catch(() => this.kept.delete(key));
    // Keys are few (periods × time zones × consent sets); an old one goes before the map grows.
    if (this.kept.size > 500) this.kept.delete(this.kept.keys().next().value as string);
    return value;
  }
}

/**
 * Read-only insight for managers (and admins). Aggregates come from SQL; lists are paged and searched on
 * the server. A manager never receives an entry's notes without the author's consent.
 */
export const managerRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: STAFF };
  const figures = new FigureCache(app.now);

  app.get('/api/manager/summary', { config, schema: { response: { 200: managerSummary } } }, async (req) => {
    // Whoever opted out is part of the key: a withdrawn consent counts on the next request.
    const ids = await optedOutIds(app.db);
    return figures.get(req, `summary:${ids}`, () => getManagerSummary(app.db, app.now(), ids));
  });

  app.get(
    '/api/manager/relief',
    { config, schema: { response: { 200: managerReliefSchema } } },
    async (req) => {
      const ids = await optedOutIds(app.db);
      return figures.get(req, `relief:${ids}`, () => getManagerRelief(app.db, ids));
    },
  );

  app.get(
    '/api/manager/trends',
    { config, schema: { querystring: trendQuery, response: { 200: managerTrends } } },
    async (req) => {
      const ids = await optedOutIds(app.db);
      const tz = viewerTimeZone(req);
      const now = app.now();
      return figures.get(req, `trends:${req.query.days}:${tz}:${dayIn(tz, now)}:${ids}`, () =>
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
    listPointActivities(app.db, q),
  );
  list('/api/manager/user-rewards', activityListQuery, userRewardRow, (q) => listUserRewards(app.db, q));

  app.get('/api/manager/rewards-usage', { config, schema: { response: { 200: rewardsUsage } } }, async () =>
    getRewardsUsage(app.db),
  );
};
