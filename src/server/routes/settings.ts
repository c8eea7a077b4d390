import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSettingsSchema } from '../../shared/settings.js';
import { ANY_ROLE } from '../auth/guard.js';
import { getSettings, saveSettings } from '../domain/settings.js';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/settings',
    { config: { access: ANY_ROLE }, schema: { response: { 200: userSettingsSchema } } },
    async (req) => getSettings(app.db, req.user.id),
  );

  app.put(
    '/api/user/settings',
    {
      config: { access: ANY_ROLE },
      schema: { body: userSettingsSchema, response: { 200: userSettingsSchema } },
    },
    async (req) => saveSettings(app.db, req.user.id, req.body, app.now()),
  );
};
