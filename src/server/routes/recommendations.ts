import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recommendationsResponse } from '../../shared/recommendations.js';
import { USER } from '../auth/guard.js';
import { recommendStrains } from '../domain/insights/recommendations.js';

export const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/recommendations',
    { config: { access: USER }, schema: { response: { 200: recommendationsResponse } } },
    async (req) => recommendStrains(app.db, req.user.id),
  );
};
