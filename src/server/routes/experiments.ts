import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  experimentCreateInput,
  experimentExtendInput,
  experimentListSchema,
  experimentSchema,
} from '../../shared/experiments.js';
import { USER } from '../auth/guard.js';
import {
  createExperiment,
  deleteExperiment,
  extendExperiment,
  getExperiment,
  listExperiments,
  stopExperiment,
} from '../domain/experiments/experiments.js';
import { deleteById, idParams, viewerTimeZone, writesById } from './params.js';

/** A user's personal experiments (decision 0075): private like entries; anybody else's is a 404. */
export const experimentRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: USER };

  app.post(
    '/api/experiments',
    { config, schema: { body: experimentCreateInput, response: { 201: experimentSchema } } },
    async (req, reply) =>
      reply.code(201).send(await createExperiment(app.db, req.user.id, req.body, app.now())),
  );

  app.get('/api/experiments', { config, schema: { response: { 200: experimentListSchema } } }, async (req) =>
    listExperiments(app.db, req.user.id, viewerTimeZone(req), app.now()),
  );

  app.get(
    '/api/experiments/:id',
    { config, schema: { params: idParams, response: { 200: experimentSchema } } },
    async (req) => getExperiment(app.db, req.user.id, req.params.id, viewerTimeZone(req), app.now()),
  );

  // Stopping takes no body: today becomes its last day.
  app.post(
    '/api/experiments/:id/stop',
    { config, schema: { params: idParams, response: { 200: experimentSchema } } },
    async (req) => stopExperiment(app.db, req.user.id, req.params.id, app.now()),
  );
  writesById(app, USER)(
    'POST',
    '/api/experiments/:id/extend',
    experimentExtendInput,
    experimentSchema,
    (id, body, req) => extendExperiment(app.db, req.user.id, id, body.blocks, app.now()),
  );

  deleteById(app, '/api/experiments/:id', USER, (id, req) => deleteExperiment(app.db, req.user.id, id));
};
