import type { NatsConnection } from '@nats-io/transport-node';

/**
 * Tells whoever waits on the NATS server that the connection has just dropped, or come back. A request in flight
 * then will never be answered (the server that had it is gone, or forgot it on restart), and waiting out its timeout
 * stood the read models still for 10 s after each restart of nats-server (measured by the chaos suite): the relay's
 * publishes waited 10 s for their acks, the consumers' pulls 6 s for their messages. They give up at the drop
 * instead and start again once the client has reconnected, which it does by itself.
 */
export class ConnectionLosses {
  private readonly waiters = new Set<(error: Error) => void>();

  constructor(nc: NatsConnection) {
    void (async () => {
      for await (const status of nc.status()) {
        // At the drop, and again at the reconnect: what was sent while the client was away went to a server that had
        // only just started, and may never be answered either.
        if (status.type !== 'disconnect' && status.type !== 'reconnect') continue;
        const lost = new Error(`the connection to the NATS server ${status.type === 'disconnect' ? 'dropped' : 'was made again'}`);
        for (const waiter of [...this.waiters]) waiter(lost);
        this.waiters.clear();
      }
    })().catch(() => undefined);
  }

  /** Calls `onLost` at the next drop or reconnect, unless the returned function is called first. */
  watch(onLost: (error: Error) => void): () => void {
    this.waiters.add(onLost);
    return () => void this.waiters.delete(onLost);
  }

  /** `work`, or a rejection as soon as the connection drops or comes back, whichever comes first. */
  async race<T>(work: Promise<T>): Promise<T> {
    let unwatch = () => undefined as void;
    try {
      return await Promise.race([work, new Promise<never>((_, reject) => (unwatch = this.watch(reject)))]);
    } finally {
      unwatch();
    }
  }
}
