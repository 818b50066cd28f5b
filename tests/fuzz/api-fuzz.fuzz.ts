import { afterAll, expect, it } from 'vitest';
import { FuzzWorld } from './lib/world.ts';
import { Fuzzer, formatReport } from './lib/fuzz-run.ts';

/**
 * `npm run fuzz`: FUZZ_RUNS requests (10,000 by default) from FUZZ_SEED (a new seed each run when not
 * given, printed with the report so that a run can be repeated). See README.md beside this file.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let world: FuzzWorld | undefined;
afterAll(async () => {
  await world?.stop();
});

it(`given ${RUNS} requests generated from the OpenAPI document (seed ${SEED}), when sent, then no 5xx, every 4xx in the error shape, and the server healthy after`, async () => {
  console.log(`API fuzz: seed ${SEED}, ${RUNS} requests`);
  world = await FuzzWorld.start();
  const report = await new Fuzzer(world).run({
    runs: RUNS,
    seed: SEED,
    shrinkBudgetMs: Number(process.env.FUZZ_SHRINK_MS ?? 10_000),
    maxShrunk: Number(process.env.FUZZ_MAX_SHRUNK ?? 40),
    progress: (line) => console.log(line),
  });
  console.log(formatReport(report, { perOperation: true, reproduce: `FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npm run fuzz` }));
  expect(report.failures.map((f) => `${f.method} ${f.path} ${f.status}: ${f.cause}`)).toEqual([]);
  expect(report.healthProblems).toEqual([]);
});
