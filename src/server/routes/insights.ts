import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reliefInsightSchema,
  SESSION_MESSAGES,
  SYMPTOMS,
  symptomReliefSchema,
  takeNowQuery,
  takeNowSchema,
  toleranceQuery,
  toleranceSchema,
} from '../../shared/sessions.js';
import { USER } from '../auth/guard.js';
import { listVersionRead } from '../domain/entries/entry-queries.js';
import { getReliefInsight } from '../domain/insights/relief.js';
import { keptSymptomRelief } from '../domain/insights/relief-by-symptom.js';
import { getTakeNow } from '../domain/insights/take-now.js';
import { getTolerance } from '../domain/insights/tolerance.js';
import { notFound } from '../errors.js';
import { ownRead, viewerTimeZone } from './params.js';

// A symptom in the path is an address: one we do not know is not found (404), not a bad request.
const symptomParams = z.object({ symptom: z.string() });

/** What the user's own sessions say helps them. */
export const insightRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: USER };
  // Relief by symptom and "take now" are kept per journal version (kept-answers.ts), read in the session
  // look-up's statement (as the entry list's is).
  const keptConfig = { ...config, withSession: () => ({ read: listVersionRead, params: {} }) };
  const at = (req: { withSession?: { value: unknown } }) => ({
    version: req.withSession?.value as string | null | undefined,
    now: app.now().getTime(),
  });

  ownRead(app, '/api/insights/relief', USER, reliefInsightSchema, (userId) =>
    getReliefInsight(app.db, userId),
  );

  app.get(
    '/api/insights/relief/:symptom',
    { config: keptConfig, schema: { params: symptomParams, response: { 200: symptomReliefSchema } } },
    async (req) => {
      const { symptom } = req.params;
      if (!(SYMPTOMS as readonly string[]).includes(symptom)) throw notFound(SESSION_MESSAGES.symptom);
      return keptSymptomRelief(app.db, req.user.id, symptom, viewerTimeZone(req), at(req));
    },
  );

  app.get(
    '/api/insights/take-now',
    { config: keptConfig, schema: { querystring: takeNowQuery, response: { 200: takeNowSchema } } },
    async (req) => getTakeNow(app.db, req.user.id, req.query.symptom, at(req)),
  );

  app.get(
    '/api/insights/tolerance',
    { config, schema: { querystring: toleranceQuery, response: { 200: toleranceSchema } } },
    async (req) => getTolerance(app.db, req.user.id, req.query.weeks, viewerTimeZone(req), app.now()),
  );
};
