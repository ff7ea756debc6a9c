import { defineConfig } from 'vitest/config';

// HTTP tests: each file gets its own database cloned from a template that global-setup migrates and seeds once.
// With TEST_DATABASE_URL they run on that PostgreSQL server, else on PGlite.
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/clock-setup.ts', './test/password-cost.ts'],
    pool: 'forks',
    // maxWorkers: the root's (vitest.config.ts), shared by the three projects.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
