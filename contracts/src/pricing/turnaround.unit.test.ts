import { describe, expect, it } from 'vitest';
import { addedDaysText, pressingDays, turnaroundText } from './turnaround.ts';

describe('turnaroundText (spec 9)', () => {
  it('given 1 day, when shown, then "1 business day"', () => expect(turnaroundText(1)).toBe('1 business day'));
  it('given 2 to 4 days, when shown, then "N business days"', () => {
    expect(turnaroundText(2)).toBe('2 business days');
    expect(turnaroundText(4)).toBe('4 business days');
  });
  it('given 5 days or more, when shown, then weeks rounded up', () => {
    expect(turnaroundText(5)).toBe('1 week');
    expect(turnaroundText(6)).toBe('2 weeks');
    expect(turnaroundText(20)).toBe('4 weeks');
    expect(turnaroundText(27)).toBe('6 weeks');
  });
  it('given no usable figure, when shown, then the spec 8 fallback "5 weeks"', () => {
    expect(turnaroundText(0)).toBe('5 weeks');
    expect(turnaroundText(Number.NaN)).toBe('5 weeks');
  });
});

describe('pressingDays (spec 9: pressing days are halved for value 2)', () => {
  it('given press 2, when counted, then half the add-on days rounded up', () => {
    expect(pressingDays(2, 10)).toBe(5);
    expect(pressingDays(2, 7)).toBe(4);
  });
  it('given press 0, 1 or 3, when counted, then none or the add-on days', () => {
    expect(pressingDays(0, 10)).toBe(0);
    expect(pressingDays(1, 10)).toBe(10);
    expect(pressingDays(3, 3)).toBe(3);
  });
});

describe('addedDaysText (what an option adds, on the steps of turnaroundText)', () => {
  it('given days under 5, when shown, then business days', () => {
    expect(addedDaysText(1)).toBe('Adds 1 business day');
    expect(addedDaysText(3)).toBe('Adds 3 business days');
  });
  it('given 5 days or more, when shown, then weeks rounded up', () => {
    expect(addedDaysText(5)).toBe('Adds 1 week');
    expect(addedDaysText(10)).toBe('Adds 2 weeks');
  });
  it('given pressing (10 days) and fast pressing (value 2: halved), when shown, then they read differently', () => {
    expect(addedDaysText(pressingDays(1, 10))).not.toBe(addedDaysText(pressingDays(2, 10)));
  });
  it('given no days, when shown, then nothing', () => {
    expect(addedDaysText(0)).toBeNull();
  });
});
