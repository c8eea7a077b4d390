import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pushEndpointInput, pushKeyResponse, pushSubscriptionInput } from '../../shared/push.js';
import { ANY_ROLE } from '../auth/guard.js';
import { deletePushSubscription, savePushSubscription } from '../domain/push/push-subscriptions.js';

const saved = z.object({ ok: z.literal(true) });
const deleted = z.object({ ok: z.literal(true), deleted: z.number() });

/** Web Push: the key browsers subscribe with, and this account's subscriptions (decision 0053). */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/push/key',
    { config: { access: ANY_ROLE }, schema: { response: { 200: pushKeyResponse } } },
    async () => ({ publicKey: (await app.push.vapid()).publicKey }),
  );

  app.post(
    '/api/push/subscriptions',
    { config: { access: ANY_ROLE }, schema: { body: pushSubscriptionInput, response: { 201: saved } } },
    async (req, reply) =>
      reply.code(201).send(
        await savePushSubscription(
          app.db,
          // A role-guarded route always has the session that admitted it.
          { userId: req.user.id, sessionId: (req.session as NonNullable<typeof req.session>).id },
          req.body,
          app.push.allowLoopbackEndpoints,
          app.now(),
        ),
      ),
  );

  app.delete(
    '/api/push/subscriptions',
    { config: { access: ANY_ROLE }, schema: { body: pushEndpointInput, response: { 200: deleted } } },
    async (req) => deletePushSubscription(app.db, req.user.id, req.body.endpoint),
  );
};
