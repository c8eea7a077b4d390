import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reliefInsightSchema } from '../../shared/sessions.js';
import { USER } from '../auth/guard.js';
import { getReliefInsight } from '../domain/relief.js';

/** What the user's own sessions say helps them. */
export const insightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/insights/relief',
    { config: { access: USER }, schema: { response: { 200: reliefInsightSchema } } },
    async (req) => getReliefInsight(app.db, req.user.id),
  );
};
