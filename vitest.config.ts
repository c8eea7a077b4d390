import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
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
