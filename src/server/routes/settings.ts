import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currencyInput, currencySetting } from '../../shared/sessions.js';
import { userSettingsSchema } from '../../shared/settings.js';
import { timeZoneInput, timeZoneSetting } from '../../shared/time-zone.js';
import { ANY_ROLE } from '../auth/guard.js';
import { chooseCurrency, getCurrencySetting } from '../domain/currency.js';
import { getSettings, saveSettings } from '../domain/settings.js';
import { chooseTimeZone, getTimeZoneSetting } from '../domain/time-zone.js';

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

  app.get(
    '/api/user/time-zone',
    { config: { access: ANY_ROLE }, schema: { response: { 200: timeZoneSetting } } },
    async (req) => getTimeZoneSetting(app.db, req.user.id),
  );

  app.put(
    '/api/user/time-zone',
    {
      config: { access: ANY_ROLE },
      schema: { body: timeZoneInput, response: { 200: timeZoneSetting } },
    },
    async (req) => chooseTimeZone(app.db, req.user.id, req.body.timeZone, app.now()),
  );

  app.get(
    '/api/user/currency',
    { config: { access: ANY_ROLE }, schema: { response: { 200: currencySetting } } },
    async (req) => getCurrencySetting(app.db, req.user.id),
  );

  app.put(
    '/api/user/currency',
    {
      config: { access: ANY_ROLE },
      schema: { body: currencyInput, response: { 200: currencySetting } },
    },
    async (req) => chooseCurrency(app.db, req.user.id, req.body.currency),
  );
};
