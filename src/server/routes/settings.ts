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
import { chooseCurrency, getCurrencySetting } from '../domain/account/currency.js';
import {
  finishOnboarding,
  getOnboarding,
  getTrackedSymptoms,
  saveTrackedSymptoms,
} from '../domain/account/onboarding.js';
import { getSettings, saveSettings } from '../domain/account/settings.js';
import { chooseTimeZone, getTimeZoneSetting } from '../domain/account/time-zone.js';
import { accountSetting } from './params.js';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  accountSetting(
    app,
    '/api/user/settings',
    userSettingsSchema,
    userSettingsSchema,
    (userId) => getSettings(app.db, userId),
    (userId, body) => saveSettings(app.db, userId, body, app.now()),
  );

  accountSetting(
    app,
    '/api/user/time-zone',
    timeZoneSetting,
    timeZoneInput,
    (userId) => getTimeZoneSetting(app.db, userId),
    (userId, body) => chooseTimeZone(app.db, userId, body.timeZone, app.now()),
  );

  accountSetting(
    app,
    '/api/user/currency',
    currencySetting,
    currencyInput,
    (userId) => getCurrencySetting(app.db, userId),
    (userId, body) => chooseCurrency(app.db, userId, body.currency),
  );

  // The first day (decision 0055): the introduction, kept per account, and the symptoms tracked.
  accountSetting(
    app,
    '/api/user/onboarding',
    onboardingState,
    onboardingInput,
    (userId) => getOnboarding(app.db, userId, app.now()),
    (userId) => finishOnboarding(app.db, userId, app.now()),
  );

  accountSetting(
    app,
    '/api/user/tracked-symptoms',
    trackedSymptoms,
    trackedSymptomsInput,
    (userId) => getTrackedSymptoms(app.db, userId),
    (userId, body) => saveTrackedSymptoms(app.db, userId, body.symptoms),
  );
};
