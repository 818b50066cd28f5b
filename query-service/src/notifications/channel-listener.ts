import type pg from 'pg';

/**
 * One PostgreSQL LISTEN kept alive: the connection a query-service process holds to hear NOTIFYs (the
 * tracker projection notifies `order_tracker` inside its transaction, so the message arrives at commit).
 * A dropped connection is reconnected with a growing delay; since NOTIFYs sent meanwhile are lost for good,
 * every reconnection is reported (onResync) so whoever relies on them can read the state afresh.
 */

/** A database connection that can listen: the pg adapter below, or a fake in tests. */
export interface ListenConnection {
  /** LISTENs on the channel; `onLost` is called once if the connection breaks afterwards. */
  listen(channel: string, onNotify: (payload: string) => void, onLost: (error: Error) => void): Promise<void>;
  /** Gives the connection back: cleanly (UNLISTEN) or, when broken, destroyed. */
  close(broken: boolean): Promise<void>;
}
export type ConnectListen = () => Promise<ListenConnection>;

export interface ChannelListenerOptions {
  channel: string;
  connect: ConnectListen;
  onNotify: (payload: string) => void;
  /** The connection came up after a failure or a drop: notifications in between were lost. */
  onResync: () => void;
  /** Connection problems, for the log; the listener retries by itself. */
  onError?: (error: unknown) => void;
  /** Waits between attempts, the last one repeated: quick at first, then no hammering of a down server. */
  retryDelaysMs?: readonly number[];
}

const DEFAULT_RETRY_DELAYS_MS = [250, 1000, 2000, 5000, 10_000, 30_000];
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export class ChannelListener {
  private running = false;
  /** Bumped by start and stop: an attempt of an older generation gives its connection back and ends. */
  private generation = 0;
  private connection: ListenConnection | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private missed = false;
  private firstAttempt: Promise<void> = Promise.resolve();

  constructor(private readonly options: ChannelListenerOptions) {
    if (!CHANNEL_NAME.test(options.channel)) throw new Error(`not a plain channel name: ${options.channel}`);
  }

  /** Whether LISTEN is in place right now. */
  get listening(): boolean {
    return this.connection !== null;
  }

  /** Starts listening; resolves once the first attempt succeeded or failed (retries go on in the background). */
  start(): Promise<void> {
    if (this.running) return this.firstAttempt;
    this.running = true;
    this.missed = false;
    this.failures = 0;
    this.firstAttempt = this.attempt(++this.generation);
    return this.firstAttempt;
  }

  /** Stops listening and gives the connection back (pending retries are dropped). */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.generation++;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const connection = this.connection;
    this.connection = null;
    await connection?.close(false).catch((error) => this.options.onError?.(error));
  }

  private async attempt(generation: number): Promise<void> {
    let connection: ListenConnection | null = null;
    let lostWhileStarting: Error | null = null;
    try {
      connection = await this.options.connect();
      if (generation !== this.generation) return void (await connection.close(false).catch(() => undefined));
      const current = connection;
      await current.listen(
        this.options.channel,
        (payload) => {
          if (generation === this.generation && this.connection === current) this.options.onNotify(payload);
        },
        (error) => {
          if (this.connection === current) this.lost(current, error);
          else lostWhileStarting ??= error;
        },
      );
      if (lostWhileStarting) throw lostWhileStarting;
      if (generation !== this.generation) return void (await current.close(false).catch(() => undefined));
      this.connection = current;
      this.failures = 0;
      if (this.missed) {
        this.missed = false;
        this.options.onResync();
      }
    } catch (error) {
      await connection?.close(true).catch(() => undefined);
      if (generation !== this.generation) return;
      this.options.onError?.(error);
      this.missed = true;
      this.scheduleRetry(generation);
    }
  }

  private lost(connection: ListenConnection, error: Error) {
    this.connection = null;
    void connection.close(true).catch(() => undefined);
    this.options.onError?.(error);
    this.missed = true;
    this.scheduleRetry(this.generation);
  }

  private scheduleRetry(generation: number) {
    const delays = this.options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    const delay = delays[Math.min(this.failures, delays.length - 1)] ?? 1000;
    this.failures++;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (generation === this.generation) void this.attempt(generation);
    }, delay);
    // A retry alone must not keep a stopping process alive.
    this.retryTimer.unref?.();
  }
}

/**
 * LISTEN on a client checked out of the pool, held for as long as the listener runs. Checked out (not a
 * client of its own) so it shares the pool's settings; given back with UNLISTEN, or destroyed when broken,
 * so no pooled client ever carries a LISTEN for the next user.
 */
export function poolListenConnector(pool: pg.Pool): ConnectListen {
  return async () => {
    const client = await pool.connect();
    let released = false;
    let detach = () => undefined as void;
    const release = (destroy?: Error | boolean) => {
      if (released) return;
      released = true;
      detach();
      // A destroyed client may still report its socket's end: heard here so it cannot crash the process.
      if (destroy) client.on('error', () => undefined);
      client.release(destroy);
    };
    return {
      async listen(channel, onNotify, onLost) {
        let lost = false;
        const lose = (error: Error) => {
          if (lost || released) return;
          lost = true;
          onLost(error);
        };
        const onNotification = (message: pg.Notification) => {
          if (message.channel === channel) onNotify(message.payload ?? '');
        };
        const onError = (error: Error) => lose(error);
        const onEnd = () => lose(new Error('the LISTEN connection ended'));
        client.on('notification', onNotification);
        client.on('error', onError);
        client.on('end', onEnd);
        detach = () => {
          client.removeListener('notification', onNotification);
          client.removeListener('error', onError);
          client.removeListener('end', onEnd);
        };
        // The channel name was checked to be a plain identifier (ChannelListener), so it needs no quoting.
        await client.query(`LISTEN ${channel}`);
      },
      async close(broken) {
        if (released) return;
        if (broken) return release(true);
        try {
          await client.query('UNLISTEN *');
          release();
        } catch (error) {
          release(error as Error);
        }
      },
    };
  };
}
