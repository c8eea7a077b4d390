import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recommendationsResponse } from '../../shared/recommendations.js';
import { USER } from '../auth/guard.js';
import { recommendStrains } from '../domain/insights/recommendations.js';
import { ownRead } from './params.js';

export const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  ownRead(app, '/api/recommendations', USER, recommendationsResponse, (userId) =>
    recommendStrains(app.db, userId),
  );
};
