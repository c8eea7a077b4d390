// `npm run nginx-check`: deploy/nginx.conf in front of two app servers on one PostgreSQL database
// (DATABASE_URL or TEST_DATABASE_URL; a scratch database is created and dropped). Needs nginx
// (bash scripts/install-nginx.sh).
import { nginxCheck } from './lib/nginx.js';

const base = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!base) {
  console.error(
    'nginx-check needs PostgreSQL: DATABASE_URL=postgres://user@host:5432/postgres npm run nginx-check',
  );
  process.exit(2);
}
const checks = await nginxCheck(base, [4464, 4465, 4466]);
for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name} (${c.detail})`);
process.exit(checks.every((c) => c.ok) ? 0 : 1);
