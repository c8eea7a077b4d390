import { describe, expect, it } from 'vitest';
import { scaleCheck } from '../../scripts/lib/scale.js';

const base = process.env.TEST_DATABASE_URL;

// Many app servers need a shared PostgreSQL: on PGlite (one process by construction) this is skipped, and
// the skip names why in the test's title.
describe.skipIf(!base)(
  'two app servers on one PostgreSQL database (skipped without TEST_DATABASE_URL)',
  () => {
    it('share sessions, sign-outs, the sign-in limit, balances and entries', async () => {
      const port = 5000 + Math.floor(Math.random() * 100) * 2; // 5000-5199: apart from the other process tests
      const checks = await scaleCheck(base as string, [port, port + 1]);
      expect(checks.filter((c) => !c.ok)).toEqual([]);
      expect(checks).toHaveLength(8);
    }, 120_000);
  },
);
