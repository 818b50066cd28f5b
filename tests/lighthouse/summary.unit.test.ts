import { describe, expect, it } from 'vitest';
import { calibratedCpuMultiplier, formatTable, medianRun, summarise, type PageSummary } from './summary.ts';

/** A Lighthouse result as summarise reads it. */
const aResult = (performance: number, { benchmarkIndex = 1250, cpu = 4 } = {}) => ({
  lighthouseVersion: '12.8.2',
  finalDisplayedUrl: 'http://127.0.0.1:8190/featured',
  categories: { performance: { score: performance / 100 }, accessibility: { score: 1 } },
  audits: {
    'largest-contentful-paint': { numericValue: 1420 },
    'cumulative-layout-shift': { numericValue: 0.001 },
    'total-blocking-time': { numericValue: 812.4 },
    'total-byte-weight': { numericValue: 300 * 1024 },
  },
  environment: { benchmarkIndex },
  configSettings: { throttling: { cpuSlowdownMultiplier: cpu } },
});

describe('the CPU slowdown calibrated to the machine (Lighthouse docs/throttling.md)', () => {
  it('given the middle of the high-end desktop bracket Lighthouse’s 4x is meant for, then 4x', () => {
    expect(calibratedCpuMultiplier(1750)).toBe(4);
  });

  it('given a slower machine, then a smaller slowdown in proportion, to a tenth', () => {
    expect(calibratedCpuMultiplier(1250)).toBe(2.9);
    expect(calibratedCpuMultiplier(1000)).toBe(2.3);
  });

  it('given a faster machine, then a larger one: the same phone is aimed at from either side', () => {
    expect(calibratedCpuMultiplier(2625)).toBe(6);
  });

  it('given a machine slower than the phone itself, then no slowdown at all, never a speed-up', () => {
    expect(calibratedCpuMultiplier(300)).toBe(1);
  });
});

describe('the table npm run lighthouse prints', () => {
  it('given runs scored at 2.9x, then each row says the slowdown and the machine’s index it was scored with', () => {
    const rows: PageSummary[] = [summarise('/featured', aResult(93, { benchmarkIndex: 1250, cpu: 2.9 }))];
    const table = formatTable(rows);
    expect(table.split('\n')[0]).toMatch(/\bCPU$/);
    expect(table).toContain('2.9x (index 1250)');
    expect(table).toMatch(/\/featured\s+93 /);
  });

  it('given three runs, then the median one stands for the page with the range beside it', () => {
    const runs = [88, 93, 79].map((performance) => summarise('/featured', aResult(performance)));
    expect(medianRun(runs)).toMatchObject({ performance: 88, performanceRange: [79, 93] });
  });
});
