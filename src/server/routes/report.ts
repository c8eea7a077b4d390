import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportProfileInput, reportProfileSchema, reportQuery, reportSchema } from '../../shared/report.js';
import { USER } from '../auth/guard.js';
import { buildReport, resolvePeriod } from '../domain/reports/clinician-report.js';
import { reportProfileStore } from '../domain/reports/report-profile.js';
import { accountSetting, viewerTimeZone } from './params.js';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: USER };

  app.get(
    '/api/report',
    { config, schema: { querystring: reportQuery, response: { 200: reportSchema } } },
    async (req) => {
      const timeZone = viewerTimeZone(req);
      const period = resolvePeriod(req.query, timeZone, app.now());
      return buildReport(app.db, req.user.id, period, timeZone, req.query.notes === 'true');
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
