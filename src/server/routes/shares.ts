import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdShareSchema, SHARE_TOKEN_PATTERN, shareInput, shareSchema } from '../../shared/report.js';
import { USER } from '../auth/guard.js';
import { resolvePeriod } from '../domain/reports/clinician-report.js';
import { createShare, listShares, revokeShare, viewShared } from '../domain/reports/shares.js';
import { acceptsGzip, deleteById, sendJsonBody, viewerTimeZone } from './params.js';

export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: USER };

  app.post(
    '/api/shares',
    { config, schema: { body: shareInput, response: { 201: createdShareSchema } } },
    async (req, reply) => {
      const period = resolvePeriod(req.body, viewerTimeZone(req), app.now());
      const share = await createShare(app.db, req.user.id, { ...req.body, period }, app.now());
      return reply.code(201).send(share);
    },
  );

  app.get('/api/shares', { config, schema: { response: { 200: z.array(shareSchema) } } }, async (req) =>
    listShares(app.db, req.user.id, app.now()),
  );

  deleteById(app, '/api/shares/:id', USER, (id, req) => revokeShare(app.db, req.user.id, id, app.now()));

  // A malformed token is treated like an unknown one (and counted), not as a bad request. The answer is the
  // report's JSON text (`reportSchema`), kept per link while the owner's journal is unchanged, gzipped for a
  // client that takes it (a refusal is plain); a HEAD (link previews, prefetchers) is not a view.
  app.get(
    '/api/shared/:token',
    { config: { access: 'public' }, schema: { params: z.object({ token: z.string() }) } },
    async (req, reply) => {
      const token = SHARE_TOKEN_PATTERN.test(req.params.token) ? req.params.token : null;
      const gzip = acceptsGzip(req.headers['accept-encoding']);
      reply.header('referrer-policy', 'no-referrer');
      const body = await viewShared(app.db, token, req.ip, app.now(), {
        countView: req.method === 'GET',
        gzip,
      });
      return sendJsonBody(reply, body, gzip);
    },
  );
};
