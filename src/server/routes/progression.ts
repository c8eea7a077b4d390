import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { achievementProgressSchema } from '../../shared/achievements.js';
import { celebrationsQuery, celebrationsResponse } from '../../shared/celebrations.js';
import {
  pointActivitiesQuery,
  pointActivitySchema,
  progressionSchema,
  retroactiveResultSchema,
} from '../../shared/progression.js';
import { USER } from '../auth/guard.js';
import { listAchievements } from '../domain/progress/achievements.js';
import { listCelebrations } from '../domain/progress/celebrations.js';
import { getProgression, listPointActivities } from '../domain/progress/progression.js';
import { awardRetroactivePoints } from '../domain/progress/retroactive-points.js';
import { requestLanguage, translate } from '../i18n.js';
import { ownRead } from './params.js';

export const progressionRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: USER };

  ownRead(app, '/api/user/progression', USER, progressionSchema, (userId, now) =>
    getProgression(app.db, userId, now),
  );

  app.get(
    '/api/user/points/activities',
    {
      config,
      schema: { querystring: pointActivitiesQuery, response: { 200: z.array(pointActivitySchema) } },
    },
    async (req) => {
      // Each line in the reader's language: its message, else (a line from before messages were kept) its
      // English text, which reads as it is unless the catalogs hold it.
      const language = requestLanguage(req);
      const lines = await listPointActivities(app.db, req.user.id, req.query.limit);
      return lines.map((l) => ({ ...l, description: translate(language, l.message ?? l.description) }));
    },
  );

  app.post(
    '/api/user/retroactive-points',
    { config, schema: { response: { 200: retroactiveResultSchema } } },
    async (req) => awardRetroactivePoints(app.db, req.user.id, app.now()),
  );

  ownRead(app, '/api/user/achievements', USER, z.array(achievementProgressSchema), (userId, now) =>
    listAchievements(app.db, userId, now),
  );
  app.get(
    '/api/user/celebrations',
    { config, schema: { querystring: celebrationsQuery, response: { 200: celebrationsResponse } } },
    async (req) =>
      listCelebrations(
        app.db,
        req.user.id,
        req.query.since ? new Date(req.query.since) : undefined,
        app.now(),
      ),
  );
};
