import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE_MESSAGE } from '../../shared/import.js';
import { accessLogEntry, deleteAccountInput, exportQuery, importInput } from '../../shared/privacy.js';
import { ANY_ROLE, USER } from '../auth/guard.js';
import { SESSION_COOKIE } from '../auth/sessions.js';
import { ImportRefused, importUserData } from '../domain/account/import-user-data.js';
import {
  accessLog,
  eraseAccount,
  exportEntriesCsv,
  exportUserData,
  withdrawAllConsent,
} from '../domain/account/privacy.js';
import { AppError } from '../errors.js';
import { requestLanguage, translate } from '../i18n.js';
import { JSON_TYPE, ownRead } from './params.js';

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/export',
    { config: { access: ANY_ROLE }, schema: { querystring: exportQuery } },
    async (req, reply) => {
      const day = app.now().toISOString().slice(0, 10);
      if (req.query.format === 'csv') {
        const csv = await exportEntriesCsv(app.db, req.user.id);
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="strain-journal-entries-${day}.csv"`)
          .send(csv);
      }
      const data = await exportUserData(app.db, req.user.id, app.now());
      return reply
        .type(JSON_TYPE)
        .header('Content-Disposition', `attachment; filename="strain-journal-export-${day}.json"`)
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    '/api/user/import',
    {
      config: { access: USER },
      bodyLimit: IMPORT_MAX_BYTES,
      schema: { body: importInput },
      // A file over the limit is told so in words (413), not as a generic error.
      errorHandler: (err) => {
        if ((err as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          throw new AppError(413, IMPORT_TOO_LARGE_MESSAGE);
        throw err;
      },
    },
    async (req) => {
      try {
        return await importUserData(app.db, req.user.id, req.body, app.now());
      } catch (err) {
        if (err instanceof ImportRefused) {
          // Each item's reason in the reader's language, as the refusal's own message is (error-handler.ts).
          const language = requestLanguage(req);
          const rejected = err.report.rejected.map((r) => ({ ...r, reason: translate(language, r.reason) }));
          throw new AppError(400, err.said, 'import_refused', undefined, { ...err.report, rejected });
        }
        throw err;
      }
    },
  );

  app.delete(
    '/api/user',
    {
      config: { access: ANY_ROLE },
      schema: { body: deleteAccountInput, response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (req, reply) => {
      await eraseAccount(app.db, req.user.id, req.body.password, app.now());
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true as const };
    },
  );

  ownRead(app, '/api/user/access-log', ANY_ROLE, z.array(accessLogEntry), (userId) =>
    accessLog(app.db, userId),
  );

  app.post(
    '/api/user/withdraw-consent',
    { config: { access: USER }, schema: { response: { 200: z.object({ updated: z.number() }) } } },
    async (req) => ({ updated: await withdrawAllConsent(app.db, req.user.id) }),
  );
};
