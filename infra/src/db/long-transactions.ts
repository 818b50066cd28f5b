import type pg from 'pg';
import type { Logger } from 'pino';

/** A writing transaction open for long (pg_stat_activity): it holds back every reader of the event log. */
export interface LongTransaction {
  pid: number;
  application: string;
  openForSeconds: number;
  state: string;
  query: string;
}

/**
 * Looks every `everyMs` for writing transactions open longer than `thresholdMs` on the database (issue [7/7]): the
 * event log is read only below the oldest transaction still in flight (infra event-store schema.ts), so one left open
 * (a forgotten BEGIN in psql, a hung batch) stops every projection, reactor and relay until it ends. What it found is
 * served by /api/health and logged as a warning each time it is seen.
 */
export class LongTransactionWatch {
  private found: LongTransaction[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly logger: Logger,
    private readonly options: { thresholdMs?: number; everyMs?: number } = {},
  ) {}

  /** What the last look found (none before the first). */
  current(): readonly LongTransaction[] {
    return this.found;
  }

  /** One look now. */
  async check(): Promise<readonly LongTransaction[]> {
    const { rows } = await this.pool.query<LongTransaction>(
      `SELECT pid, coalesce(application_name, '') AS application, floor(extract(epoch FROM now() - xact_start))::int AS "openForSeconds",
              coalesce(state, '') AS state, left(coalesce(query, ''), 200) AS query
         FROM pg_stat_activity
        WHERE backend_xid IS NOT NULL AND datname = current_database() AND pid <> pg_backend_pid()
          AND xact_start < now() - make_interval(secs => $1::double precision / 1000)
        ORDER BY xact_start`,
      [this.options.thresholdMs ?? 30_000],
    );
    this.found = rows;
    for (const row of rows) this.logger.warn({ longTransaction: row }, 'a writing transaction has been open for long: every reader of the event log waits for it');
    return rows;
  }

  start(): this {
    const look = () => void this.check().catch((error: unknown) => this.logger.warn({ err: error }, 'could not look for long transactions'));
    look();
    this.timer = setInterval(look, this.options.everyMs ?? 10_000);
    this.timer.unref();
    return this;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
