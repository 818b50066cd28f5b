import type pg from 'pg';

/**
 * Tells other processes that events were committed: one NOTIFY, sent after the commit and outside any
 * append's transaction, for however many appends happened while the previous one was on its way.
 * At most one NOTIFY per process is in flight, so a burst of appends costs a handful of round trips.
 */
export class CoalescedNotifier {
  private inFlight = false;
  private again = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly channel: string,
  ) {}

  ping(): void {
    if (this.inFlight) {
      this.again = true;
      return;
    }
    this.inFlight = true;
    void this.send();
  }

  private async send(): Promise<void> {
    do {
      this.again = false;
      // A lost notification only delays readers until their next poll; never fail an append for it.
      await this.pool.query('SELECT pg_notify($1, $2)', [this.channel, '']).catch(() => undefined);
    } while (this.again);
    this.inFlight = false;
  }
}
