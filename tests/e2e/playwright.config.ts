import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A fixed port of its own, so a developer's `npm start` on 8080 is never reused by mistake. */
const E2E_PORT = Number(process.env.CERTUS_E2E_PORT ?? 8181);
/** Set to run against a server that is already up (debugging); no server is started then. */
const externalBaseURL = process.env.CERTUS_E2E_BASE_URL;
const baseURL = externalBaseURL ?? `http://127.0.0.1:${E2E_PORT}`;
/** Fresh per run: the command deletes it before starting the server. */
const dataDir = path.join(repoRoot, '.tmp', 'e2e-data');
/** The site under test is built here, apart from frontend/dist, which a developer's build may replace mid-run. */
const siteDir = path.join(repoRoot, '.tmp', 'e2e-site');

/**
 * Whole journeys in Chromium against the real embedded server (API, projections, mailbox and the built
 * site). Debian's chromium is used: `npx playwright install` cannot download browsers here.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  outputDir: path.join(repoRoot, 'test-results', 'e2e'),
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Bounds on waiting, not timing assertions: npm test runs these beside the vitest runs on two cores, where a
  // phone-sized page has taken over 10 s to come alive.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: path.join(repoRoot, 'playwright-report') }]] : 'list',
  use: {
    baseURL,
    // Off unless asked for (PLAYWRIGHT_TRACE=retain-on-failure): recording a trace of every test, screenshots of
    // each step included, made the journeys a fifth slower, and npm test runs on two cores beside the vitest runs.
    trace: (process.env.PLAYWRIGHT_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
  webServer: externalBaseURL
    ? undefined
    : {
        // The site is built first so the server serves the code under test, not a stale frontend/dist.
        command: `rm -rf "${dataDir}" && mkdir -p "${dataDir}" && npx vite build --config frontend/vite.config.ts --outDir "${siteDir}" --emptyOutDir --logLevel warn && npx tsx infra/platform/src/embedded.ts`,
        cwd: repoRoot,
        url: `${baseURL}/api/health`,
        // A bound on waiting, not a timing: npm test starts this build beside the typecheck and both vitest runs on
        // two cores, where building the site and starting the server once took over 120 s in CI.
        timeout: 600_000,
        reuseExistingServer: false,
        // The server logs every request as JSON; only its errors are worth seeing next to test results.
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(E2E_PORT),
          PUBLIC_ORIGIN: baseURL,
          CERTUS_DATA_DIR: dataDir,
          CERTUS_SITE_DIR: siteDir,
          // The demo accounts (a member and a worker) are what the journeys log in with.
          CERTUS_DEMO_DATA: '1',
          // Every answer the journeys get must be exactly what its contract says (infra/src/http/response-contract.ts).
          CHECK_RESPONSES: '1',
          // Short-lived access tokens, so a journey can watch one expire and be refreshed for real.
          ACCESS_TOKEN_TTL_SECONDS: '20',
        },
      },
});
