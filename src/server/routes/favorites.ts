import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { favoriteInput, favoriteSchema } from '../../shared/entries.js';
import { USER } from '../auth/guard.js';
import { addFavorite, listFavorites, removeFavorite } from '../domain/entries/favorites.js';
import { deleteById } from './params.js';

export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: USER };

  app.get('/api/favorites', { config, schema: { response: { 200: z.array(favoriteSchema) } } }, async (req) =>
    listFavorites(app.db, req.user.id),
  );

  app.post(
    '/api/favorites',
    { config, schema: { body: favoriteInput, response: { 200: favoriteSchema, 201: favoriteSchema } } },
    async (req, reply) => {
      const { favorite, created } = await addFavorite(app.db, req.user.id, req.body.entryId, app.now());
      return reply.code(created ? 201 : 200).send(favorite);
    },
  );

  deleteById(app, '/api/favorites/:id', USER, (id, req) => removeFavorite(app.db, req.user.id, id));
};
