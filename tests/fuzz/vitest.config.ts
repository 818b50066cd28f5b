import { defineConfig } from 'vitest/config';

// `npm run fuzz`: the long API fuzz (10,000 requests unless FUZZ_RUNS says otherwise), on the same real
// PostgreSQL set-up as the integration tests. Not part of `npm test`, which runs the 2,000-request version.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/fuzz/**/*.fuzz.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 3_600_000,
    hookTimeout: 600_000,
  },
});
