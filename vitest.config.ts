import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Browser-side test files that need a module graph and a document of their own: they replace a module with
 * vi.mock (the bot check), or read what a page came with (its inlined data, the analytics loader) once per
 * module, or count the alerts Mantine leaves in its shared portal. The others share one (see below).
 */
const FRONTEND_FILES_WITH_MODULE_STATE = [
  'frontend/src/app/start-app.unit.test.tsx',
  'frontend/src/features/auth/pages/password-recovery.unit.test.tsx',
  'frontend/src/features/auth/pages/register-page.unit.test.tsx',
  'frontend/src/features/certificates/pages/certificate-pages.unit.test.tsx',
  'frontend/src/features/certificates/pages/french-variant.unit.test.tsx',
  'frontend/src/features/certificates/pages/inlined-pages.unit.test.tsx',
  'frontend/src/features/home/components/home-events.unit.test.tsx',
  'frontend/src/features/home/components/home-featured.unit.test.tsx',
  'frontend/src/features/leads/pages/lead-pages.unit.test.tsx',
  'frontend/src/features/orders/pages/orders-pages-a11y.unit.test.tsx',
  'frontend/src/features/population/pages/french-variant.unit.test.tsx',
  'frontend/src/features/store-editor/pages/editor-stores-page.unit.test.tsx',
  'frontend/src/lib/analytics-loader.unit.test.ts',
];

const frontendTests = {
  include: ['frontend/src/**/*.unit.test.{ts,tsx}'],
  environment: 'jsdom',
  setupFiles: ['frontend/src/testing/setup-tests.ts'],
  // Route tests wait for lazy page chunks (up to 20 s each on a busy shared machine, see
  // setup-tests.ts); a test may wait for two. A bound on waiting, not a timing assertion: in npm test the
  // frontend files yield to the other parts (tests/run-all.sh), and while those run a test takes up to ten times
  // its time alone (an axe check of the audit page: 5 s alone, 66 s there, past the 60 s this was).
  testTimeout: 120_000,
};

// Two levels: unit tests (pure, next to the code) and integration tests (real PostgreSQL, real NATS).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Pure tests: one module graph for every file (each file importing it afresh cost CI minutes).
          isolate: false,
          // The property tests run hundreds of cases; beside the other parts of npm test on two cores, one took
          // 5.5 s. A bound, not a timing assertion.
          testTimeout: 30_000,
          include: ['{contracts,infra,infra/platform,projections,command-service,query-service}/src/**/*.unit.test.ts', 'frontend/scripts/**/*.unit.test.ts', 'tests/lighthouse/**/*.unit.test.ts', 'tests/bench/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...frontendTests,
          name: 'frontend',
          exclude: [...configDefaults.exclude, ...FRONTEND_FILES_WITH_MODULE_STATE],
          // One module graph and one jsdom for every file: a fresh one per file was half of the run's time.
          isolate: false,
        },
      },
      {
        test: {
          ...frontendTests,
          name: 'frontend-isolated',
          include: FRONTEND_FILES_WITH_MODULE_STATE,
        },
      },
      {
        test: {
          // The chaos suite's short version: its own processes, PostgreSQL and nats-server (no global set-up). A
          // part of npm test of its own (tests/run-all.sh), beside the others rather than in the integration files'
          // one-at-a-time line, which it would lengthen by minutes.
          name: 'chaos',
          include: ['tests/chaos/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 900_000,
        },
      },
      {
        test: {
          name: 'integration',
          // One module graph for every file, as for the unit tests: importing the platform afresh per file was a
          // third of the run (57 files, 5-8 s each on a busy machine). Each file still starts its own platform on a
          // database of its own, configured through its options (process.env is the whole run's).
          isolate: false,
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
