/**
 * npm run chaos [-- --trials 100 --users 4 --load-seconds 4 --seed 1 --kill relay,postgres --out .tmp/chaos-report.md
 * --keep]: the chaos
 * suite of issue [7/7] on this machine, loopback only (see run-chaos.ts). Prints each trial as it ends, then the
 * table, which it also writes to --out; exits 1 when any trial lost, duplicated or drifted anything, left money
 * unmatched, or the service did not answer within 30 s. The 10-trial version runs in npm test
 * (tests/integration/chaos.int.test.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '@certus/infra';
import { chaosTable, chaosVerdict, runChaos } from './run-chaos.ts';
import { PROCESS_NAMES, type ProcessName } from './chaos-cluster.ts';

const { values } = parseArgs({
  options: {
    trials: { type: 'string', default: '100' },
    users: { type: 'string', default: '4' },
    'load-seconds': { type: 'string', default: '4' },
    seed: { type: 'string', default: String(Date.now() % 100_000) },
    out: { type: 'string', default: path.join(REPO_ROOT, '.tmp', 'chaos-report.md') },
    keep: { type: 'boolean', default: false },
    kill: { type: 'string' },
  },
});
const started = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`);
const victims = values.kill?.split(',').map((name) => name.trim()) as ProcessName[] | undefined;
const unknown = victims?.filter((name) => !PROCESS_NAMES.includes(name));
if (unknown?.length) {
  console.error(`--kill names processes of ${PROCESS_NAMES.join(', ')}; not ${unknown.join(', ')}`);
  process.exit(2);
}
const run = await runChaos({ victims, trials: Number(values.trials), users: Number(values.users), loadSeconds: Number(values['load-seconds']), seed: Number(values.seed), keep: values.keep, log });
const failures = chaosVerdict(run);
const report = [
  `# Chaos suite: ${run.trials.length} trials, ${run.acknowledged} commands acknowledged, ${Math.round(run.seconds)} s`,
  '',
  `Started ${run.startedAt} on ${os.cpus().length} cores; seed ${values.seed} (\`npm run chaos -- --trials ${values.trials} --seed ${values.seed}\` repeats the moments).`,
  '',
  chaosTable(run),
  '',
  failures.length ? `## Failures\n\n${failures.map((f) => `- ${f}`).join('\n')}` : 'Every trial: nothing acknowledged was lost or duplicated, every payment matched the gateway, the read models equalled a replay of the log, and the service answered again within 30 s.',
  '',
].join('\n');
console.log(`\n${report}`);
mkdirSync(path.dirname(values.out), { recursive: true });
writeFileSync(values.out, report);
console.log(`written to ${values.out}${values.keep || failures.length ? `; logs and data kept in ${run.clusterDir}` : ''}`);
process.exit(failures.length ? 1 : 0);
