import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { challengeSchema, userChallengeSchema } from '../../shared/challenges.js';
import { ANY_ROLE, USER } from '../auth/guard.js';
import { listChallenges, listUserChallenges } from '../domain/progress/challenges.js';
import { ownRead } from './params.js';

export const challengeRoutes: FastifyPluginAsyncZod = async (app) => {
  ownRead(app, '/api/challenges', ANY_ROLE, z.array(challengeSchema), (userId, now) =>
    listChallenges(app.db, userId, now),
  );

  ownRead(app, '/api/challenges/user', USER, z.array(userChallengeSchema), (userId, now) =>
    listUserChallenges(app.db, userId, now),
  );
};
