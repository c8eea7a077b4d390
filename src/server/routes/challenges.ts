import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { challengeSchema, userChallengeSchema } from '../../shared/challenges.js';
import { ANY_ROLE, USER } from '../auth/guard.js';
import { listChallenges, listUserChallenges } from '../domain/progress/challenges.js';

export const challengeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/challenges',
    { config: { access: ANY_ROLE }, schema: { response: { 200: z.array(challengeSchema) } } },
    async (req) => listChallenges(app.db, req.user.id, app.now()),
  );

  app.get(
    '/api/challenges/user',
    { config: { access: USER }, schema: { response: { 200: z.array(userChallengeSchema) } } },
    async (req) => listUserChallenges(app.db, req.user.id, app.now()),
  );
};
