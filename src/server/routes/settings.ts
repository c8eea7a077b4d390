import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageBodySchema } from '../../shared/i18n.js';
import {
  onboardingInput,
  onboardingState,
  trackedSymptoms,
  trackedSymptomsInput,
} from '../../shared/onboarding.js';
import { currencyInput, currencySetting } from '../../shared/sessions.js';
import { userSettingsSchema } from '../../shared/settings.js';
import { timeZoneInput, timeZoneSetting } from '../../shared/time-zone.js';
import { ANY_ROLE } from '../auth/guard.js';
import { currencyStore } from '../domain/account/currency.js';
import { chooseLanguage, chosenLanguage } from '../domain/account/language.js';
import { onboardingStore, trackedSymptomsStore } from '../domain/account/onboarding.js';
import { settingsStore } from '../domain/account/settings.js';
import { timeZoneStore } from '../domain/account/time-zone.js';
import { acceptLanguage } from '../i18n.js';
import { accountSetting } from './params.js';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  accountSetting(app, '/api/user/settings', userSettingsSchema, userSettingsSchema, settingsStore);
  accountSetting(app, '/api/user/time-zone', timeZoneSetting, timeZoneInput, timeZoneStore);
  accountSetting(app, '/api/user/currency', currencySetting, currencyInput, currencyStore);
  // The first day (decision 0055): the introduction, kept per account, and the symptoms tracked.
  accountSetting(app, '/api/user/onboarding', onboardingState, onboardingInput, onboardingStore);
  accountSetting(
    app,
    '/api/user/tracked-symptoms',
    trackedSymptoms,
    trackedSymptomsInput,
    trackedSymptomsStore,
  );
  // The account's language (issue 59): never chosen, the one the request's Accept-Language asks for.
  const response = { 200: languageBodySchema };
  app.get('/api/user/language', { config: { access: ANY_ROLE }, schema: { response } }, async (req) => ({
    language: (await chosenLanguage(app.db, req.user.id)) ?? acceptLanguage(req.headers['accept-language']),
  }));
  app.put(
    '/api/user/language',
    { config: { access: ANY_ROLE }, schema: { body: languageBodySchema, response } },
    async (req) => chooseLanguage(app.db, req.user.id, req.body),
  );
};
