import type pg from 'pg';

/**
 * One LISTEN connection per process, shared by every waiter. A notification (sent by each append at
 * commit) wakes all waiters at once; a short poll interval covers what notifies nobody, such as an
 * unrelated transaction that was holding the visibility horizon back.
 */
export class NotificationListener {
  private client: pg.PoolClient | undefined;
  private connecting: Promise<void> | undefined;
  private readonly waiters = new Set<() => void>();
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly channel: string,
    /** Told of every wake-up (a notification, a local append), before the waiters are woken. */
    private readonly onWake: () => void = () => undefined,
  ) {}

  private async connect(): Promise<void> {
    if (this.client || this.closed) return;
    this.connecting ??= (async () => {
      const client = await this.pool.connect();
      client.on('notification', () => this.wakeAll());
      client.once('error', (error) => {
        // The connection broke: give it back to the pool to be dropped, forget it (the next wait reconnects) and
        // let waiters re-read.
        if (this.client === client) client.release(error);
        this.client = undefined;
        this.connecting = undefined;
        this.wakeAll();
      });
      await client.query(`LISTEN ${this.channel}`);
      this.client = client;
    })().catch((error) => {
      this.connecting = undefined;
      throw error;
    });
    await this.connecting;
  }

  /** Wakes this process's waiters at once (an append in this process needs no round trip to tell them). */
  wakeAll() {
    this.onWake();
    const current = [...this.waiters];
    this.waiters.clear();
    for (const wake of current) wake();
  }

  /** Resolves at the next notification, after `timeoutMs`, or on abort. */
  async next(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    await this.connect().catch(() => undefined); // polling still works without LISTEN
    if (signal?.aborted) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(1, timeoutMs));
      signal?.addEventListener('abort', done, { once: true });
      this.waiters.add(done);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wakeAll();
    const client = this.client;
    this.client = undefined;
    if (client) {
      await client.query(`UNLISTEN ${this.channel}`).catch(() => undefined);
      client.release();
    }
  }
}
