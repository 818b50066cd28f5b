import { describe, expect, it } from 'vitest';
import { anOrderLife } from './order-life.ts';

// The bench's order is built through the order's own decider, so a change to the order's rules can break it; this
// keeps `npm run bench:audit` runnable (it is not run by the test command).
describe('the audit bench order life', () => {
  it('given 100 books and 1,000 events, when the life is built, then it is exactly that, ends completed, and every group is QC-approved', () => {
    const life = anOrderLife({ books: 100, events: 1_000 });

    expect(life.events).toHaveLength(1_000);
    expect(life.events[0]!.event.type).toBe('OrderSubmitted');
    expect(life.events.at(-1)!.event.type).toBe('OrderCompleted');
    expect(life.corrections).toBeGreaterThan(0);
    expect(life.payments).toBe(life.corrections);
    const approved = life.events.filter((e) => e.event.type === 'TierQcApproved').length;
    expect(approved).toBeGreaterThan(0);
  });

  it('given the same sizes twice, when built, then the same stream', () => {
    const first = anOrderLife({ books: 20, events: 200 });
    const second = anOrderLife({ books: 20, events: 200 });

    expect(second.events).toEqual(first.events);
  });
});
