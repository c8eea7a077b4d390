import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { ensureFirstAdmin, seedCatalogue } from './db/seed.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
await seedCatalogue(database.db);

const app = await buildApp({
  database,
  logger: {
    level: config.LOG_LEVEL,
    ...(config.NODE_ENV === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
  },
  cookieSecure: config.COOKIE_SECURE,
  trustProxy: config.TRUST_PROXY,
});

const admin = await ensureFirstAdmin(database.db, config.ADMIN_USERNAME, config.ADMIN_PASSWORD);
if (admin?.generatedPassword) {
  app.log.warn(
    `First start: created admin account "${admin.username}" with password: ${admin.generatedPassword} (shown once; change it in Settings)`,
  );
} else if (admin) {
  app.log.info(
    `First start: created admin account "${admin.username}" with the password from ADMIN_PASSWORD`,
  );
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: finishing requests in flight, then closing`);
  const timer = setTimeout(() => process.exit(1), 15_000);
  timer.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  `${database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL'}; serving on http://${config.HOST}:${config.PORT}`,
);
