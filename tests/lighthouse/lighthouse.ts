/**
 * npm run lighthouse: Lighthouse (mobile defaults: a slow 4G and a 4x slower CPU, simulated) on the pages a
 * collector lands on, against a freshly built site and a fresh embedded server with demo data. Prints the
 * table and keeps each JSON report in .tmp/lighthouse/. A measurement, not a pass/fail test: this machine
 * is shared and noisy, so the figures move from run to run.
 *
 * Each run's page load is scored twice, from the one trace (simulated throttling replays what it observed):
 * with Lighthouse's defaults, and with the CPU slowdown calibrated to this machine as Lighthouse's own
 * docs/throttling.md asks of a slower one (summary.ts `calibratedCpuMultiplier`, from the index Lighthouse
 * measures at the run). The defaults are the headline; the second table says what the same load scores on the
 * phone the defaults are meant to emulate.
 *
 *   npm run lighthouse                          the default pages
 *   npm run lighthouse -- / /featured           only these paths
 *   LIGHTHOUSE_PAGES="/,/comic-report" npm run lighthouse
 *   LIGHTHOUSE_PORT=8201                        the server's port (8190 by default)
 *   LIGHTHOUSE_BASE_URL=http://127.0.0.1:8080   measure a server that is already up (no build, no start)
 *   LIGHTHOUSE_RUNS=5                           runs per page (3 by default); the row is the median run's
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditFlowArtifacts, startFlow, type Config, type FlowResult } from 'lighthouse';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import puppeteer, { type Browser } from 'puppeteer-core';
import { IDENTITY_KEY, signedInIdentity, storeIdentityScript } from '../e2e/support/site.ts';
import { DEFAULT_CPU_MULTIPLIER, TARGETS, calibratedCpuMultiplier, formatTable, medianRun, summarise, type PageSummary } from './summary.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(repoRoot, '.tmp', 'lighthouse');
const siteDir = path.join(repoRoot, '.tmp', 'lighthouse-site');
const dataDir = path.join(repoRoot, '.tmp', 'lighthouse-data');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The five pages of issue [2/7]: home, featured, a certificate, a title's census grid and the dashboard. A page
 * that needs a member says so with a leading '@' when given by hand ("@/account"); these are known to.
 */
const DEFAULT_PAGES = ['/', '/featured', '/certificate/19-DEMOA01-001', '/census/amazing-spider-man', '/account'];
const MEMBER_PAGES = [/^\/account(\/|$)/, /^\/census\//, /^\/comic-report/, /^\/comic-details/, /^\/population-report/, /^\/submit/, /^\/checkout/];

interface PageToMeasure {
  path: string;
  signedIn: boolean;
}

function pagesToMeasure(): PageToMeasure[] {
  const given = process.argv.slice(2).filter((arg) => arg !== '--');
  const fromEnv = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  const paths = given.length > 0 ? given : fromEnv.length > 0 ? fromEnv : DEFAULT_PAGES;
  return paths.map((raw) => {
    const pagePath = raw.replace(/^@/, '');
    return { path: pagePath, signedIn: raw.startsWith('@') || MEMBER_PAGES.some((pattern) => pattern.test(pagePath)) };
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before it was up`);
    const ok = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${baseUrl} did not answer /api/health within ${timeoutMs / 1000} s`);
}

/** Builds the site into a folder of its own and starts the embedded server on it with demo data. */
async function startFreshServer(port: number): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const baseUrl = `http://127.0.0.1:${port}`;
  console.log(`Building the site into ${path.relative(repoRoot, siteDir)} ...`);
  run('npx', ['vite', 'build', '--config', 'frontend/vite.config.ts', '--outDir', siteDir, '--emptyOutDir', '--logLevel', 'warn']);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  console.log(`Starting the embedded server on ${baseUrl} ...`);
  const server = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['infra/platform/src/embedded.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), PUBLIC_ORIGIN: baseUrl, CERTUS_DATA_DIR: dataDir, CERTUS_SITE_DIR: siteDir, CERTUS_DEMO_DATA: '1' },
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      // The server stops its own PostgreSQL on SIGTERM (infra/platform/src/embedded.ts).
      server.kill('SIGTERM');
    });
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** Lighthouse's mobile configuration, scored with this CPU slowdown. */
const configWith = (cpuSlowdownMultiplier: number): Config => ({
  extends: 'lighthouse:default',
  settings: { onlyCategories: ['performance', 'accessibility'], throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } },
});

type FlowArtifacts = ReturnType<Awaited<ReturnType<typeof startFlow>>['createArtifactsJson']>;

/**
 * The gathered load scored with another CPU slowdown. Lighthouse refuses to audit with settings other than the
 * ones it gathered with; with simulated throttling the slowdown is applied only when scoring, so the gathered
 * settings are given the new one too.
 */
async function scoredWith(artifacts: FlowArtifacts, cpuSlowdownMultiplier: number): Promise<FlowResult['steps'][number]['lhr']> {
  for (const step of artifacts.gatherSteps) {
    step.artifacts.settings.throttling = { ...step.artifacts.settings.throttling, cpuSlowdownMultiplier };
  }
  const result = await auditFlowArtifacts(artifacts, configWith(cpuSlowdownMultiplier));
  return result.steps[0]!.lhr;
}

interface Measured {
  defaults: PageSummary;
  calibrated: PageSummary;
}

async function measure(browser: Browser, baseUrl: string, target: PageToMeasure, identity: string | null, run: number): Promise<Measured> {
  const page = await browser.newPage();
  try {
    if (target.signedIn && identity) {
      // Every document of the site's origin starts signed in, before the app's own scripts read the storage.
      await page.evaluateOnNewDocument(storeIdentityScript, { key: IDENTITY_KEY, identity, origin: new URL(baseUrl).origin });
    }
    const url = `${baseUrl}${target.path}`;
    // One visit first, as a server in service has had: its caches (a slab drawn, a page compressed, PostgreSQL's
    // pages) are warm, as they are for a collector. It is made as the phone Lighthouse emulates, so it asks for the
    // same pictures (the slab's width follows the screen). Lighthouse then clears the browser's cache and storage,
    // so what it measures is a first visit from the browser's side.
    const phone = screenEmulationMetrics.mobile;
    await page.setUserAgent(userAgents.mobile);
    await page.setViewport({ width: phone.width, height: phone.height, deviceScaleFactor: phone.deviceScaleFactor, isMobile: phone.mobile, hasTouch: true });
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
    const gathered = async () => {
      const flow = await startFlow(page, { config: configWith(DEFAULT_CPU_MULTIPLIER) });
      await flow.navigate(url);
      return flow.createArtifactsJson();
    };
    let artifacts = await gathered();
    let defaults = await scoredWith(artifacts, DEFAULT_CPU_MULTIPLIER);
    // A busy machine sometimes loses the trace's start (NO_NAVSTART): one more try, then the row shows '-'.
    if (defaults.runtimeError) {
      artifacts = await gathered();
      defaults = await scoredWith(artifacts, DEFAULT_CPU_MULTIPLIER);
    }
    const calibrated = await scoredWith(artifacts, calibratedCpuMultiplier(defaults.environment.benchmarkIndex));
    const name = `${target.path.replace(/^\/$/, 'home').replace(/^\//, '').replace(/[^\w.-]+/g, '_')}-run${run}`;
    writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify(defaults));
    writeFileSync(path.join(outDir, `${name}-calibrated.json`), JSON.stringify(calibrated));
    return { defaults: summarise(target.path, defaults), calibrated: summarise(target.path, calibrated) };
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const pages = pagesToMeasure();
  mkdirSync(outDir, { recursive: true });
  const external = process.env.LIGHTHOUSE_BASE_URL?.replace(/\/$/, '');
  const server = external ? { baseUrl: external, stop: async () => undefined } : await startFreshServer(Number(process.env.LIGHTHOUSE_PORT ?? 8190));
  let browser: Browser | undefined;
  try {
    const identity = pages.some((p) => p.signedIn) ? await signedInIdentity(server.baseUrl) : null;
    browser = await puppeteer.launch({
      executablePath: chromePath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 1);
    const rows: PageSummary[] = [];
    const calibratedRows: PageSummary[] = [];
    for (const target of pages) {
      console.log(`Lighthouse: ${target.path}${target.signedIn ? ' (signed in)' : ''}, ${runs} run${runs === 1 ? '' : 's'} ...`);
      const measured: Measured[] = [];
      for (let run = 0; run < runs; run++) measured.push(await measure(browser, server.baseUrl, target, identity, run + 1));
      rows.push(medianRun(measured.map((m) => m.defaults)));
      calibratedRows.push(medianRun(measured.map((m) => m.calibrated)));
    }
    const median = `median of ${runs} run${runs === 1 ? '' : 's'} a page`;
    console.log(`\nLighthouse ${rows[0]?.lighthouseVersion ?? ''}, mobile defaults (${DEFAULT_CPU_MULTIPLIER}x CPU), ${server.baseUrl}, ${median} (reports in ${path.relative(repoRoot, outDir)}/)`);
    console.log(formatTable(rows));
    console.log(`\nThe same loads, the CPU slowdown calibrated to this machine (docs/throttling.md; tests/lighthouse/summary.ts), ${median}`);
    console.log(formatTable(calibratedRows));
    console.log(`Targets: Performance >= ${TARGETS.performance}, Accessibility ${TARGETS.accessibility}, LCP < ${TARGETS.lcpMs / 1000} s, CLS < ${TARGETS.cls}  (* = missed)`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
