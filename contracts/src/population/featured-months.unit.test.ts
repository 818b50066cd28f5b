import { describe, expect, it } from 'vitest';
import { nextFeaturedStep } from './featured-months.ts';

const comics = (n: number) => Array.from({ length: n }, (_, i) => ({ certificationId: `26-FEATURE-${i}` }));
const plan = { startMonth: 202602, wanted: 100, months: 12 };

describe('the featured walk (spec 7.3: back month by month until enough)', () => {
  it('given nothing asked yet, then it asks the current month for all that is wanted', () => {
    expect(nextFeaturedStep(plan, [])).toEqual({ month: 202602, count: 100 });
  });

  it('given months that found too few, then it asks the month before (across the year) for what is missing', () => {
    expect(nextFeaturedStep(plan, [comics(30)])).toEqual({ month: 202601, count: 70 });
    expect(nextFeaturedStep(plan, [comics(30), comics(0)])).toEqual({ month: 202512, count: 70 });
  });

  it('given enough found, then the walk is over', () => {
    expect(nextFeaturedStep(plan, [comics(60), comics(40)])).toBeNull();
  });

  it('given every allowed month asked, then the walk is over however few were found', () => {
    expect(nextFeaturedStep({ ...plan, months: 2 }, [comics(1), comics(0)])).toBeNull();
  });
});
