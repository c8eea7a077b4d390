import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER, idempotencyHeaders } from '../../shared/idempotency.js';
import { redeemResultSchema, rewardSchema, userRewardSchema } from '../../shared/rewards.js';
import { ANY_ROLE, USER } from '../auth/guard.js';
import { listRewards, listUserRewards, redeemReward } from '../domain/rewards/redeem-reward.js';
import { idParams, ownRead } from './params.js';

export const rewardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Users see what they can redeem; managers and admins see the whole catalogue, inactive included.
  app.get(
    '/api/rewards',
    { config: { access: ANY_ROLE }, schema: { response: { 200: z.array(rewardSchema) } } },
    async (req) => listRewards(app.db, { includeInactive: req.user.role !== 'user' }),
  );

  ownRead(app, '/api/user/rewards', USER, z.array(userRewardSchema), (userId) =>
    listUserRewards(app.db, userId),
  );

  app.post(
    '/api/rewards/:id/redeem',
    {
      config: { access: USER },
      schema: {
        params: idParams,
        headers: idempotencyHeaders,
        response: { 200: redeemResultSchema, 201: redeemResultSchema },
      },
    },
    async (req, reply) => {
      const { created, result } = await redeemReward(
        app.db,
        req.user.id,
        req.params.id,
        req.headers[IDEMPOTENCY_HEADER],
        app.now(),
      );
      return reply
        .code(created ? 201 : 200)
        .header('idempotent-replayed', String(!created))
        .send(result);
    },
  );
};
