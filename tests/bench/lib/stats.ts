/** Small numeric helpers for the benchmark: percentiles over latency samples, rates, formatting. */

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export function summarize(samples: ArrayLike<number>): LatencySummary {
  const sorted = Float64Array.from(samples as ArrayLike<number>).sort();
  let total = 0;
  for (const v of sorted) total += v;
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
    mean: sorted.length ? total / sorted.length : Number.NaN,
  };
}

/** A growable list of float samples without boxing every number. */
export class Samples {
  private data = new Float64Array(1024);
  length = 0;
  push(value: number) {
    if (this.length === this.data.length) {
      const bigger = new Float64Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }
  values(): Float64Array {
    return this.data.subarray(0, this.length);
  }
}

export const round = (value: number, digits = 0) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

export function fmtRate(perSecond: number): string {
  if (!Number.isFinite(perSecond)) return 'n/a';
  return `${Math.round(perSecond).toLocaleString('en-US')}/s`;
}

export function fmtMs(ms: number): string {
  if (!Number.isFinite(ms)) return 'n/a';
  return ms < 10 ? `${ms.toFixed(2)} ms` : `${ms.toFixed(1)} ms`;
}

export const sleepMs = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
