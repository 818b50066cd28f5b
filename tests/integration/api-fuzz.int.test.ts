import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FuzzWorld } from '../fuzz/lib/world.ts';
import { Fuzzer, formatReport, type FuzzReport } from '../fuzz/lib/fuzz-run.ts';

/**
 * The API fuzz in CI (see tests/fuzz/README.md): 2,000 requests generated from the OpenAPI document with a
 * fixed seed (FUZZ_SEED to try another), valid ones mixed with mutated and hostile ones, against the whole
 * platform on real PostgreSQL. `npm run fuzz` is the same with 10,000.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_513);
const RUNS = 2_000;

describe('API fuzz (CI size)', () => {
  let world: FuzzWorld;
  let report: FuzzReport;

  beforeAll(async () => {
    world = await FuzzWorld.start();
    report = await new Fuzzer(world).run({ runs: RUNS, seed: SEED, shrinkBudgetMs: 3_000, maxShrunk: 8 });
    console.log(formatReport(report, { reproduce: `FUZZ_SEED=${SEED} npx vitest run --project integration tests/integration/api-fuzz.int.test.ts` }));
  }, 600_000);
  afterAll(async () => {
    await world?.stop();
  });

  it('given requests made from every operation of the OpenAPI document, when they are sent, then every operation was tried', () => {
    expect(report.operations.missing).toEqual([]);
    expect(report.operations.covered).toBe(report.operations.total);
  });

  it('given valid, mutated and hostile requests, when the platform answers, then never with a 5xx or no answer', () => {
    const serverErrors = report.failures.filter((f) => f.problem !== 'no error shape').map((f) => `${f.method} ${f.path} ${f.status} ×${f.count}: ${f.cause}`);
    expect(serverErrors).toEqual([]);
  });

  it("given the same requests, when the platform refuses one with a 4xx, then its body has the contracts' error shape", () => {
    const shapeless = report.failures.filter((f) => f.problem === 'no error shape').map((f) => `${f.method} ${f.path} ${f.status} ×${f.count}: ${f.cause}`);
    expect(shapeless).toEqual([]);
  });

  it('given the whole run, then the server is healthy after it: health answers, a valid sign-in and a read work', () => {
    expect(report.healthProblems).toEqual([]);
  });

  it('given the valid share of the requests, then most of them get past validation to a 2xx (the fuzz reaches the code behind it)', () => {
    const valid = report.byStyle.valid!;
    expect(valid.ok2xx / valid.sent).toBeGreaterThan(0.5);
  });
});
