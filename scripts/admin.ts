// The operator's command for a locked-out installation, on PGlite (DATA_DIR; stop the server first: the
// embedded database serves one process) or PostgreSQL (DATABASE_URL):
//   npm run admin -- reset-password USERNAME   new random password printed once (or ADMIN_PASSWORD)
//   npm run admin -- make-admin USERNAME       gives an account the admin role
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { makeAdmin, OperatorError, resetPassword } from '../src/server/domain/account/operator.js';

const USAGE = 'usage: npm run admin -- reset-password USERNAME | make-admin USERNAME';
const [command, username] = process.argv.slice(2);
if (!command || !username || !['reset-password', 'make-admin'].includes(command)) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
} catch (err) {
  console.error(`Cannot open the database: ${(err as Error).message}`);
  console.error('On PGlite, stop the server first: the embedded database serves one process.');
  process.exit(1);
}
try {
  if (command === 'reset-password') {
    const done = await resetPassword(database.db, username, process.env.ADMIN_PASSWORD || undefined);
    console.log(`New password for ${done.username} (${done.role}): ${done.password}`);
    console.log('Every session of this account has ended. Sign in with the new password.');
  } else {
    const done = await makeAdmin(database.db, username);
    console.log(`${done.username} is now an admin. Their sessions have ended.`);
  }
} catch (err) {
  console.error(err instanceof OperatorError ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
