import { describe, expect, it } from 'vitest';
import { nginxBinary, nginxCheck } from '../../scripts/lib/nginx.js';

const base = process.env.TEST_DATABASE_URL;
const nginx = nginxBinary();

// Needs PostgreSQL (two servers share it) and nginx (bash scripts/install-nginx.sh; CI installs it): the
// title says which is missing when skipped.
describe.skipIf(!base || !nginx)(
  `deploy/nginx.conf in front of two app servers (skipped without ${[!base && 'TEST_DATABASE_URL', !nginx && 'nginx'].filter(Boolean).join(' and ') || 'nothing'})`,
  () => {
    it('spreads requests over both, keeps sessions, hides /metrics, and a forged X-Forwarded-For picks no address', async () => {
      const port = 5200 + Math.floor(Math.random() * 30) * 3; // 5200-5289
      const checks = await nginxCheck(base as string, [port, port + 1, port + 2]);
      expect(checks.filter((c) => !c.ok)).toEqual([]);
      expect(checks).toHaveLength(9);
    }, 240_000);
  },
);
