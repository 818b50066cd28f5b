import { defineConfig } from 'vitest/config';

// Two levels: unit tests (pure, next to the code) and integration tests (real PostgreSQL, real NATS).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{contracts,infra,infra/platform,projections,command-service,query-service}/src/**/*.unit.test.ts', 'frontend/scripts/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'frontend',
          include: ['frontend/src/**/*.unit.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['frontend/src/testing/setup-tests.ts'],
          // Route tests wait for lazy page chunks (up to 5 s each on a busy shared machine, see
          // setup-tests.ts); a test may wait for two. A bound on waiting, not a timing assertion.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.int.test.ts', '{infra,projections,command-service,query-service}/src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
