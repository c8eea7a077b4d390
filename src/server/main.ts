import { buildApp } from './app.js';
import { startBanner } from './banner.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { ensureFirstAdmin, seedCatalogue } from './seed.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
// Seeding and the first admin happen under the start-up lock: servers started together take turns.
// The generated password goes only into the banner below (stdout, once), never into a log line.
let admin = null as Awaited<ReturnType<typeof ensureFirstAdmin>>;
await database.migrate(async (db) => {
  await seedCatalogue(db);
  admin = await ensureFirstAdmin(db, config.ADMIN_USERNAME, config.ADMIN_PASSWORD);
});

const app = await buildApp({
  database,
  // JSON lines in every environment: no pretty-printer to install (npm run dev pipes nothing extra).
  logger: { level: config.LOG_LEVEL, stream: process.stdout },
  cookieSecure: config.COOKIE_SECURE,
  trustProxy: config.TRUST_PROXY,
  metricsToken: config.METRICS_TOKEN,
  push: {
    vapid: {
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
      subject: config.VAPID_SUBJECT,
    },
    tickMs: config.REMINDER_TICK_SECONDS * 1000,
    allowLoopbackEndpoints: config.PUSH_ALLOW_LOOPBACK,
  },
});

if (admin) app.log.info(`First start: created admin account "${admin.username}"`);

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
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
app.log.info(
  `${database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL'}; serving on http://${config.HOST}:${port}`,
);
// Log lines and the banner share process.stdout (synchronous for files and pipes), so the banner is last.
process.stdout.write(startBanner({ url: `http://${config.HOST}:${port}`, admin }));
