import babel from '@rolldown/plugin-babel';
import { configDefaults, defineConfig } from 'vitest/config';
import { LINGUI_MACRO_FILES } from './vite.config';

/**
 * Tests that use no database (rules, the client's pieces, the layers, processes on their own PGlite):
 * `TEST_DATABASE_ONLY=1` leaves them out, for CI's PostgreSQL run, since they ran in its PGlite run already
 * and the kind of database changes nothing for them (.ci/run). Said out loud, never silent.
 */
const DATABASE_FREE = [
  'src/**/*.test.ts',
  'tests/code/**',
  'tests/api/passwords.test.ts',
  'tests/process/{chromium,deploy-files,runtime,shutdown,wait-healthy}.test.ts',
];
const databaseOnly = Boolean(process.env.TEST_DATABASE_ONLY);
if (databaseOnly) console.log(`vitest: only the tests that use a database (TEST_DATABASE_ONLY)`);

export default defineConfig({
  // The client's pieces under test hold Lingui macros, as in the build.
  plugins: [
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'], include: LINGUI_MACRO_FILES, sourceMap: false }),
  ],
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: databaseOnly ? [...configDefaults.exclude, ...DATABASE_FREE] : configDefaults.exclude,
    environment: 'node',
    // A migrated template made once per run, which every test database copies (decision 0054).
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    // Files in one worker share that worker's database (created and migrated once), emptied between tests.
    isolate: false,
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
