import { describe, expect, it } from 'vitest';
import { chaosTable, chaosVerdict, runChaos } from './run-chaos.ts';

/**
 * The chaos suite's short version (npm run chaos runs 100 trials): distributed mode with two command services, the
 * query service, the relay, two projections workers, PostgreSQL and nats-server, each killed with SIGKILL at a drawn
 * moment under a mixed write load and restarted as a supervisor would. Nothing acknowledged may be lost or doubled,
 * money must match its records, the read models must equal a replay, and the service must answer within 30 s.
 */
describe('chaos: SIGKILL of any process of distributed mode under load', () => {
  it('given 10 trials, each killing one process (PostgreSQL and nats-server included) at a drawn moment, then nothing acknowledged is lost or duplicated, payments match the gateway, read models equal a replay, and the service answers again within 30 s', async () => {
    const run = await runChaos({ trials: 10, users: 2, loadSeconds: 2, seed: Number(process.env.CHAOS_SEED ?? 20261130), log: (line) => console.log(line) });
    console.log(chaosTable(run));
    expect(run.trials.map((t) => t.killed).sort()).toEqual(expect.arrayContaining(['postgres', 'nats-server', 'command-1', 'projections-1', 'relay']));
    expect(run.acknowledged).toBeGreaterThan(0);
    expect(chaosVerdict(run)).toEqual([]);
  }, 900_000);
});
