import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin.js';
import { authRoutes } from './auth.js';
import { challengeRoutes } from './challenges.js';
import { entryRoutes } from './entries.js';
import { favoriteRoutes } from './favorites.js';
import { healthRoutes } from './health.js';
import { insightRoutes } from './insights.js';
import { managerRoutes } from './manager.js';
import { privacyRoutes } from './privacy.js';
import { progressionRoutes } from './progression.js';
import { pushRoutes } from './push.js';
import { recommendationRoutes } from './recommendations.js';
import { reportRoutes } from './report.js';
import { rewardRoutes } from './rewards.js';
import { settingsRoutes } from './settings.js';
import { shareRoutes } from './shares.js';
import { stashRoutes } from './stash.js';

/** Every API module; each route declares its `access` (deny by default). */
export const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(settingsRoutes);
  await app.register(entryRoutes);
  await app.register(favoriteRoutes);
  await app.register(insightRoutes);
  await app.register(recommendationRoutes);
  await app.register(stashRoutes);
  await app.register(progressionRoutes);
  await app.register(rewardRoutes);
  await app.register(challengeRoutes);
  await app.register(managerRoutes);
  await app.register(adminRoutes);
  await app.register(privacyRoutes);
  await app.register(reportRoutes);
  await app.register(shareRoutes);
  await app.register(pushRoutes);
};
