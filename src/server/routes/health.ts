import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { config: { access: 'public' } }, async (_req, reply) => {
    if (app.closing) return reply.code(503).send({ status: 'shutting down' });
    try {
      await app.database.ping();
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
};
