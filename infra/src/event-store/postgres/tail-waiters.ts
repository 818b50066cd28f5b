import { compareCheckpoints, type Checkpoint } from '@certus/contracts';
import { sleep } from '../../delivery/in-process-delivery.ts';

/** How long after an append or a notification the waiters are looked for every pollMs. */
export const HURRIED_FOR_MS = 1_000;
/** How often they are looked for otherwise (a held-back commit seen late by at most this much). */
export const QUIET_POLL_MS = 250;
/**
 * The reason every wait here is ended with. abort() without a reason builds a DOMException, stack trace and all,
 * every time: with a wake on every append, that was 3% of a busy command service's CPU (bench:backbone profile).
 */
export const WOKEN = 'woken';

interface TailWaiter {
  after: Checkpoint;
  wake: () => void;
}

/**
 * The readers of a process that found nothing after their checkpoint and wait for more. A notification wakes
 * them at once; what notifies nobody (an unrelated transaction that held the visibility horizon back ends, or a
 * notification that came between a reader's read and its wait) is found by one look at the log's visible head
 * every `pollMs`, for all of them: a reader is woken when the head has passed its checkpoint.
 *
 * It looks every `pollMs` for a second after anything was appended or notified (when a missed notification or
 * a held-back commit is likely), and every `quietPollMs` after that, so an idle process does almost nothing.
 *
 * Before, each reader read the log again every poll: the embedded default's 25 consumers made about 1,000
 * empty reads a second while nothing happened (16% of a core on an idle server); now it is one small query.
 */
export class TailWaiters {
  private readonly waiters = new Set<TailWaiter>();
  private looking = false;
  private closed = false;
  /** Until when (Date.now()) to look every pollMs: a process that just started may have missed anything. */
  private hurriedUntil = Date.now() + HURRIED_FOR_MS;
  /** Ends the quiet pause under way, if any (hurry, close). */
  private quietPause: AbortController | undefined;

  constructor(
    /** The last position a reader can see now. */
    private readonly visibleHead: () => Promise<Checkpoint>,
    private readonly pollMs: number,
    private readonly quietPollMs = Math.max(pollMs, QUIET_POLL_MS),
  ) {}

  /** Something was appended or notified: look often for a while. */
  hurry(): void {
    this.hurriedUntil = Date.now() + HURRIED_FOR_MS;
    this.quietPause?.abort(WOKEN);
  }

  /** Resolves when the visible head is past `after`, or when `until` aborts (a notification, the wait's end). */
  wait(after: Checkpoint, until: AbortSignal): Promise<void> {
    if (this.closed || until.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter: TailWaiter = {
        after,
        wake: () => {
          this.waiters.delete(waiter);
          until.removeEventListener('abort', waiter.wake);
          resolve();
        },
      };
      this.waiters.add(waiter);
      until.addEventListener('abort', waiter.wake, { once: true });
      void this.lookWhileWaited();
    });
  }

  close(): void {
    this.closed = true;
    this.quietPause?.abort(WOKEN);
    for (const waiter of [...this.waiters]) waiter.wake();
  }

  /** One loop per process, only while someone waits. */
  private async lookWhileWaited(): Promise<void> {
    if (this.looking) return;
    this.looking = true;
    try {
      while (this.waiters.size > 0 && !this.closed) {
        if (Date.now() < this.hurriedUntil) await sleep(this.pollMs);
        else await sleep(this.quietPollMs, (this.quietPause = new AbortController()).signal);
        if (this.waiters.size === 0) break;
        // A failed look wakes nobody: each reader still reads again when its own wait ends.
        const head = await this.visibleHead().catch(() => undefined);
        if (!head) continue;
        for (const waiter of [...this.waiters]) if (compareCheckpoints(head, waiter.after) > 0) waiter.wake();
      }
    } finally {
      this.looking = false;
    }
  }
}
