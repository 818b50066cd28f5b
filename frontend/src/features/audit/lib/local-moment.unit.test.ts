import { describe, expect, it } from 'vitest';
import { localInputOf, utcOffsetAt, utcOfLocalInput } from './local-moment.ts';

describe('the date-and-time field of a moment', () => {
  it('given an instant, then the field shows its local wall time, which is read back as the same instant in UTC', () => {
    const instant = '2025-05-05T09:01:30.000Z';
    const local = localInputOf(instant);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(utcOfLocalInput(local)).toBe(instant);
    expect(utcOfLocalInput(local.slice(0, 16))).toBe('2025-05-05T09:01:00.000Z');
  });

  it('given something that is no date and time, then there is no instant', () => {
    expect([utcOfLocalInput(''), utcOfLocalInput('2025-05-05'), utcOfLocalInput('yesterday')]).toEqual([null, null, null]);
  });

  it('given an instant, then its offset is said as UTC±hh:mm', () => {
    expect(utcOffsetAt('2025-05-05T09:00:00.000Z')).toMatch(/^UTC[+-]\d{2}:\d{2}$/);
  });
});
