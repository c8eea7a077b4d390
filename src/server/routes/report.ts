import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportProfileInput, reportProfileSchema, reportQuery, reportSchema } from '../../shared/report.js';
import { USER } from '../auth/guard.js';
import { listVersionRead } from '../domain/entries/entry-queries.js';
import { buildReport, resolvePeriod } from '../domain/reports/clinician-report.js';
import { reportProfileStore } from '../domain/reports/report-profile.js';
import { accountSetting, viewerTimeZone } from './params.js';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: USER };

  // Kept per journal version (kept-answers.ts), read in the session look-up's statement as the entry list's is;
  // the period is resolved first, so a kept "last 30 days" is the days it covered.
  const keptConfig = { ...config, withSession: () => ({ read: listVersionRead, params: {} }) };
  app.get(
    '/api/report',
    { config: keptConfig, schema: { querystring: reportQuery, response: { 200: reportSchema } } },
    async (req) => {
      const timeZone = viewerTimeZone(req);
      const period = resolvePeriod(req.query, timeZone, app.now());
      return buildReport(app.db, req.user.id, period, timeZone, req.query.notes === 'true', {
        version: req.withSession?.value as string | null | undefined,
        now: app.now().getTime(),
      });
    },
  );

  // Who the report is made out to: a display name and the conditions tracked (Settings).
  accountSetting(
    app,
    '/api/user/report-profile',
    reportProfileSchema,
    reportProfileInput,
    reportProfileStore,
  );
};
