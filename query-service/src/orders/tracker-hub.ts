import { ORDER_TRACKER_CHANNEL, type TrackerView } from '@certus/contracts';
import { ChannelListener, type ConnectListen } from '../notifications/channel-listener.ts';

/** One open tracker stream: where to send a view, and how to end it (the hub closes at shutdown). */
export interface TrackerSubscriber {
  send(view: TrackerView): void;
  end(): void;
}

/** Starts and stops the LISTEN connection (ChannelListener, or a fake in tests). */
export interface ListenerSwitch {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface TrackerHubOptions {
  /** The current tracker of an order, whoever it belongs to (streams were checked when they opened). */
  readView: (orderId: string) => Promise<TrackerView | null>;
  listener: ListenerSwitch;
  onError?: (error: unknown) => void;
}

/**
 * The open tracker streams of this process, by order, fed by one LISTEN connection. A NOTIFY of an order
 * reads its view once and sends it to each of the order's streams; after a reconnection every watched
 * order is read again, as NOTIFYs sent meanwhile were lost. The LISTEN connection is held only while a
 * stream is open, so an idle service (or a test platform that never streams) holds no connection for it
 * and its pool can end.
 */
export class TrackerHub {
  private readonly watchers = new Map<string, Set<TrackerSubscriber>>();
  private readonly reading = new Map<string, Promise<void>>();
  private readonly readAgain = new Set<string>();
  private streams = 0;
  private closed = false;

  constructor(private readonly options: TrackerHubOptions) {}

  /** How many streams are open (all orders). */
  get openStreams(): number {
    return this.streams;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /**
   * Adds a stream of an order; resolves once the LISTEN connection is up (or its first attempt failed:
   * it keeps retrying, and the stream gets a fresh view when it comes up). Returns the unsubscribe.
   */
  async subscribe(orderId: string, subscriber: TrackerSubscriber): Promise<() => void> {
    if (this.closed) {
      subscriber.end();
      return () => undefined;
    }
    let set = this.watchers.get(orderId);
    if (!set) this.watchers.set(orderId, (set = new Set()));
    set.add(subscriber);
    this.streams++;
    const unsubscribe = () => {
      if (!set.delete(subscriber)) return;
      if (set.size === 0 && this.watchers.get(orderId) === set) this.watchers.delete(orderId);
      if (--this.streams === 0) void this.options.listener.stop().catch((error) => this.options.onError?.(error));
    };
    await this.options.listener.start();
    return unsubscribe;
  }

  /** A NOTIFY: the order's tracker changed. Reads overlapping with one in flight are folded into one more read. */
  changed(orderId: string): Promise<void> {
    if (!this.watchers.has(orderId)) return Promise.resolve();
    const inFlight = this.reading.get(orderId);
    if (inFlight) {
      this.readAgain.add(orderId);
      return inFlight;
    }
    const run = (async () => {
      do {
        this.readAgain.delete(orderId);
        const view = await this.options.readView(orderId);
        if (view) for (const subscriber of [...(this.watchers.get(orderId) ?? [])]) this.deliver(subscriber, view);
      } while (this.readAgain.has(orderId));
    })()
      .catch((error) => this.options.onError?.(error))
      .finally(() => this.reading.delete(orderId));
    this.reading.set(orderId, run);
    return run;
  }

  /** After the LISTEN connection came back: every watched order is read again and sent. */
  async resync(): Promise<void> {
    await Promise.all([...this.watchers.keys()].map((orderId) => this.changed(orderId)));
  }

  /** Shutdown: ends every open stream and gives the LISTEN connection back; later subscribers are ended at once. */
  async close(): Promise<void> {
    this.closed = true;
    const subscribers = [...this.watchers.values()].flatMap((set) => [...set]);
    this.watchers.clear();
    this.streams = 0;
    for (const subscriber of subscribers) {
      try {
        subscriber.end();
      } catch (error) {
        this.options.onError?.(error);
      }
    }
    await this.options.listener.stop();
  }

  private deliver(subscriber: TrackerSubscriber, view: TrackerView) {
    try {
      subscriber.send(view);
    } catch (error) {
      this.options.onError?.(error);
    }
  }
}

/** The hub and its LISTEN connection wired together: the query service's live tracker feed. */
export function createTrackerFeed(options: {
  readView: TrackerHubOptions['readView'];
  connect: ConnectListen;
  onError?: (error: unknown) => void;
  retryDelaysMs?: readonly number[];
}): TrackerHub {
  const listener = new ChannelListener({
    channel: ORDER_TRACKER_CHANNEL,
    connect: options.connect,
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    onNotify: (orderId) => void hub.changed(orderId),
    onResync: () => void hub.resync(),
    ...(options.onError ? { onError: options.onError } : {}),
  });
  const hub: TrackerHub = new TrackerHub({ readView: options.readView, listener, ...(options.onError ? { onError: options.onError } : {}) });
  return hub;
}
