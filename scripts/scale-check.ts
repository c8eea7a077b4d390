// `npm run scale-check`: two app servers on one PostgreSQL database (DATABASE_URL, or TEST_DATABASE_URL;
// a scratch database is created on that server and dropped after) prove they share everything.
import { scaleCheck } from './lib/scale.js';

const base = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!base) {
  console.error(
    'scale-check needs PostgreSQL: DATABASE_URL=postgres://user@host:5432/postgres npm run scale-check',
  );
  process.exit(2);
}
const checks = await scaleCheck(base);
for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name} (${c.detail})`);
process.exit(checks.every((c) => c.ok) ? 0 : 1);
