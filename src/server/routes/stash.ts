import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pointAwardSchema, unlockedAchievementSchema } from '../../shared/achievements.js';
import {
  restockInput,
  stashItem,
  stashItemInput,
  stashItemUpdate,
  stashListQuery,
} from '../../shared/stash.js';
import { USER } from '../auth/guard.js';
import { addStashItem } from '../domain/stash/add-stash-item.js';
import { listStashItems } from '../domain/stash/list-stash-items.js';
import { removeStashItem } from '../domain/stash/remove-stash-item.js';
import { updateStashItem } from '../domain/stash/update-stash-item.js';
import { deleteById, writesById } from './params.js';

/** A change that may earn points answers the item with what it earned. */
const itemOutcome = z.object({
  item: stashItem,
  pointsEarned: z.number(),
  awards: z.array(pointAwardSchema),
  achievements: z.array(unlockedAchievementSchema),
});

/** The stash and the wishlist: one resource, `/api/wishlist`, its name since the first version (docs/decisions). */
export const stashRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: USER };

  app.get(
    '/api/wishlist',
    { config, schema: { querystring: stashListQuery, response: { 200: z.array(stashItem) } } },
    async (req) => listStashItems(app.db, req.user.id, req.query.list),
  );

  app.post(
    '/api/wishlist',
    { config, schema: { body: stashItemInput, response: { 201: itemOutcome } } },
    async (req, reply) => reply.code(201).send(await addStashItem(app.db, req.user.id, req.body, app.now())),
  );

  const write = writesById(app, USER);
  write('PUT', '/api/wishlist/:id', stashItemUpdate, itemOutcome, (id, body, req) =>
    updateStashItem(app.db, req.user.id, id, body, app.now()),
  );

  // Restocked: how much there is now, the item's new full (its level follows from it).
  write('POST', '/api/wishlist/:id/restock', restockInput, itemOutcome, (id, body, req) =>
    updateStashItem(app.db, req.user.id, id, {}, app.now(), body.quantity),
  );

  deleteById(app, '/api/wishlist/:id', USER, (id, req) => removeStashItem(app.db, req.user.id, id));
};
