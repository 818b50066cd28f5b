import { Samples, summarize, type LatencySummary } from './stats.ts';
import { cpuSince, cpuSnapshot, type CpuUse } from './cpu.ts';
import { sampleWaitEvents } from './wait-events.ts';

export interface ClosedLoopResult {
  workers: number;
  ops: number;
  seconds: number;
  perSecond: number;
  latencyMs: LatencySummary;
  errors: number;
  firstError?: string;
  cpu: CpuUse;
  /** What the database's active backends were doing (sampled), when asked for. */
  waitEvents?: { samples: number; shares: { what: string; share: number }[] };
}

/**
 * `workers` loops, each calling op(worker) back to back (one in flight per worker) until the time is up.
 * Errors are counted (and the first kept), not thrown: a benchmark reports them.
 */
export async function closedLoop(
  workers: number,
  durationMs: number,
  op: (worker: number) => Promise<void>,
  waitsUrl?: string,
): Promise<ClosedLoopResult> {
  const latencies = new Samples();
  const waits = waitsUrl ? await sampleWaitEvents(waitsUrl) : undefined;
  let errors = 0;
  let firstError: string | undefined;
  const cpu0 = cpuSnapshot();
  const start = performance.now();
  const deadline = start + durationMs;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          await op(worker);
          latencies.push(performance.now() - t0);
        } catch (error) {
          errors++;
          firstError ??= error instanceof Error ? `${error.name}: ${error.message}` : String(error);
          if (errors > 1000) throw new Error(`too many errors, first: ${firstError}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const cpu = cpuSince(cpu0);
  const waitEvents = await waits?.stop();
  return {
    ...(waitEvents ? { waitEvents } : {}),
    workers,
    ops: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    latencyMs: summarize(latencies.values()),
    errors,
    ...(firstError ? { firstError } : {}),
    cpu,
  };
}
