import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Checkpoint } from '@certus/contracts';
import { HURRIED_FOR_MS, QUIET_POLL_MS, TailWaiters } from './tail-waiters.ts';

const at = (position: number): Checkpoint => ({ txId: '900', position: String(position) });
const POLL_MS = 25;

/** A log whose visible head the test moves, counting how often it was looked at. */
function aLog(head: Checkpoint) {
  const log = { head, looks: 0, visibleHead: async () => (log.looks++, log.head) };
  return log;
}

/** Lets each timer of one poll fire and the look it starts answer. */
const onePoll = () => vi.advanceTimersByTimeAsync(POLL_MS);

describe('TailWaiters: readers waiting at the tail of the log', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('given 20 readers waiting at the head, when three polls pass with nothing new, then the head was looked at once per poll for all of them and nobody woke', async () => {
    const log = aLog(at(5));
    const waiters = new TailWaiters(log.visibleHead, POLL_MS);
    const woken: number[] = [];
    const untils = Array.from({ length: 20 }, () => new AbortController());
    untils.forEach((until, reader) => void waiters.wait(at(5), until.signal).then(() => woken.push(reader)));

    await onePoll();
    await onePoll();
    await onePoll();

    expect(log.looks).toBe(3);
    expect(woken).toEqual([]);
    for (const until of untils) until.abort();
  });

  it('given readers at different positions, when the head passes some of them (a commit that notified nobody), then exactly those wake at the next poll', async () => {
    const log = aLog(at(5));
    const waiters = new TailWaiters(log.visibleHead, POLL_MS);
    const woken: string[] = [];
    const until = new AbortController();
    void waiters.wait(at(5), until.signal).then(() => woken.push('at 5'));
    void waiters.wait(at(7), until.signal).then(() => woken.push('at 7'));
    await onePoll();

    log.head = at(6);
    await onePoll();

    expect(woken).toEqual(['at 5']);
    until.abort();
  });

  it('given every reader woken, then the looking stops until someone waits again', async () => {
    const log = aLog(at(5));
    const waiters = new TailWaiters(log.visibleHead, POLL_MS);
    void waiters.wait(at(4), new AbortController().signal);
    await onePoll();
    const looksWhileWaited = log.looks;

    await onePoll();
    await onePoll();

    expect(looksWhileWaited).toBe(1);
    expect(log.looks).toBe(1);
  });

  it('given a reader whose wait ends (a notification, its timeout), then it resolves at once and is no longer looked for', async () => {
    const log = aLog(at(5));
    const waiters = new TailWaiters(log.visibleHead, POLL_MS);
    const until = new AbortController();
    const waiting = waiters.wait(at(5), until.signal);

    until.abort();
    await waiting;
    await onePoll();

    expect(log.looks).toBe(0);
  });

  it('given a look that fails (the database is away), then nobody wakes and the next poll looks again', async () => {
    let fails = true;
    const log = aLog(at(6));
    const waiters = new TailWaiters(async () => {
      if (fails) throw new Error('connection refused');
      return log.visibleHead();
    }, POLL_MS);
    let woken = false;
    void waiters.wait(at(5), new AbortController().signal).then(() => (woken = true));

    await onePoll();
    expect(woken).toBe(false);
    fails = false;
    await onePoll();

    expect(woken).toBe(true);
  });

  it('given a second without appends or notifications, then the head is looked at every quiet poll; after an append or a notification, every poll again', async () => {
    const log = aLog(at(5));
    const waiters = new TailWaiters(log.visibleHead, POLL_MS);
    const until = new AbortController();
    void waiters.wait(at(5), until.signal);
    await vi.advanceTimersByTimeAsync(HURRIED_FOR_MS);
    const looksWhileHurried = log.looks;

    await vi.advanceTimersByTimeAsync(QUIET_POLL_MS * 4);
    const looksWhenQuiet = log.looks - looksWhileHurried;
    waiters.hurry();
    await vi.advanceTimersByTimeAsync(QUIET_POLL_MS * 4);
    const looksWhenHurriedAgain = log.looks - looksWhileHurried - looksWhenQuiet;

    expect(looksWhileHurried).toBe(HURRIED_FOR_MS / POLL_MS);
    expect(looksWhenQuiet).toBe(4);
    expect(looksWhenHurriedAgain).toBe((QUIET_POLL_MS * 4) / POLL_MS + 1);
    until.abort();
  });

  it('given waiting readers, when the store closes, then they all resolve and new waits resolve at once', async () => {
    const waiters = new TailWaiters(aLog(at(5)).visibleHead, POLL_MS);
    const waiting = [waiters.wait(at(5), new AbortController().signal), waiters.wait(at(5), new AbortController().signal)];

    waiters.close();

    await expect(Promise.all(waiting)).resolves.toEqual([undefined, undefined]);
    await expect(waiters.wait(at(5), new AbortController().signal)).resolves.toBeUndefined();
  });
});
