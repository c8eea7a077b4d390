import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  onboardingInput,
  onboardingState,
  trackedSymptoms,
  trackedSymptomsInput,
} from '../../shared/onboarding.js';
import { currencyInput, currencySetting } from '../../shared/sessions.js';
import { userSettingsSchema } from '../../shared/settings.js';
import { timeZoneInput, timeZoneSetting } from '../../shared/time-zone.js';
import { currencyStore } from '../domain/account/currency.js';
import { onboardingStore, trackedSymptomsStore } from '../domain/account/onboarding.js';
import { settingsStore } from '../domain/account/settings.js';
import { timeZoneStore } from '../domain/account/time-zone.js';
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
};
