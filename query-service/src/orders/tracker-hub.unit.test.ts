import { describe, expect, it, vi } from 'vitest';
import { ORDER_TRACKER_CHANNEL, type TrackerView } from '@certus/contracts';
import type { ListenConnection } from '../notifications/channel-listener.ts';
import { aTrackerView } from '../testing/order-builders.ts';
import { createTrackerFeed, type TrackerSubscriber } from './tracker-hub.ts';

/** A database that hands out listen connections, can be down, and lets a test NOTIFY or drop them. */
class FakeDatabase {
  readonly connections: FakeConnection[] = [];
  down = false;
  connect = async (): Promise<ListenConnection> => {
    if (this.down) throw new Error('connection refused');
    const connection = new FakeConnection();
    this.connections.push(connection);
    return connection;
  };
  /** The connections LISTENing now. */
  get listening() {
    return this.connections.filter((c) => c.channel && c.closedAs === null);
  }
  notify(orderId: string) {
    for (const c of this.listening) c.onNotify?.(orderId);
  }
}

class FakeConnection implements ListenConnection {
  channel: string | null = null;
  closedAs: 'clean' | 'broken' | null = null;
  onNotify: ((payload: string) => void) | null = null;
  onLost: ((error: Error) => void) | null = null;
  async listen(channel: string, onNotify: (payload: string) => void, onLost: (error: Error) => void) {
    this.channel = channel;
    this.onNotify = onNotify;
    this.onLost = onLost;
  }
  async close(broken: boolean) {
    this.closedAs ??= broken ? 'broken' : 'clean';
  }
  drop() {
    this.onLost?.(new Error('terminating connection due to administrator command'));
  }
}

/** The read model: the current view of each order, and how often each was read. */
function aReadModel() {
  const views = new Map<string, TrackerView>();
  const reads = new Map<string, number>();
  return {
    views,
    reads,
    set: (orderId: string, status: TrackerView['status']) => views.set(orderId, aTrackerView(orderId, { status, displayStatus: status })),
    readView: async (orderId: string) => {
      reads.set(orderId, (reads.get(orderId) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 1));
      return views.get(orderId) ?? null;
    },
  };
}

/** A stream that records what it was sent. */
function aStream() {
  const sent: TrackerView[] = [];
  let ended = false;
  const subscriber: TrackerSubscriber = { send: (view) => sent.push(view), end: () => (ended = true) };
  return { subscriber, sent, statuses: () => sent.map((v) => v.status), ended: () => ended };
}

function aFeed() {
  const db = new FakeDatabase();
  const model = aReadModel();
  const errors: unknown[] = [];
  const hub = createTrackerFeed({ readView: model.readView, connect: db.connect, retryDelaysMs: [5], onError: (e) => errors.push(e) });
  return { db, model, hub, errors };
}

describe('tracker hub: live tracker streams fed by one LISTEN connection', () => {
  it('given no open stream, then no connection is held; when streams open, then one connection LISTENs on order_tracker for all', async () => {
    const { db, hub } = aFeed();
    expect(db.connections).toHaveLength(0);

    await hub.subscribe('25-AAAAAAA', aStream().subscriber);
    await hub.subscribe('25-BBBBBBB', aStream().subscriber);

    expect(db.connections).toHaveLength(1);
    expect(db.connections[0]!.channel).toBe(ORDER_TRACKER_CHANNEL);
    expect(hub.openStreams).toBe(2);
  });

  it('given streams of two orders, when one order is NOTIFYed, then its view is read once and sent to its streams only', async () => {
    const { db, model, hub } = aFeed();
    const a1 = aStream();
    const a2 = aStream();
    const b = aStream();
    await hub.subscribe('25-AAAAAAA', a1.subscriber);
    await hub.subscribe('25-AAAAAAA', a2.subscriber);
    await hub.subscribe('25-BBBBBBB', b.subscriber);
    model.set('25-AAAAAAA', 'Shipping');

    db.notify('25-AAAAAAA');

    await vi.waitFor(() => expect(a2.statuses()).toEqual(['Shipping']));
    expect(a1.statuses()).toEqual(['Shipping']);
    expect(b.sent).toEqual([]);
    expect(model.reads.get('25-AAAAAAA')).toBe(1);
  });

  it('given a burst of NOTIFYs of one order, when they arrive during a read, then they fold into one more read with the latest view', async () => {
    const { db, model, hub } = aFeed();
    const stream = aStream();
    await hub.subscribe('25-AAAAAAA', stream.subscriber);
    model.set('25-AAAAAAA', 'Processing');

    db.notify('25-AAAAAAA');
    model.set('25-AAAAAAA', 'Billing');
    db.notify('25-AAAAAAA');
    db.notify('25-AAAAAAA');

    await vi.waitFor(() => expect(stream.statuses().at(-1)).toBe('Billing'));
    expect(model.reads.get('25-AAAAAAA')).toBe(2);
  });

  it('given a NOTIFY of an order nobody watches, then nothing is read', async () => {
    const { db, model, hub } = aFeed();
    await hub.subscribe('25-AAAAAAA', aStream().subscriber);
    db.notify('25-ZZZZZZZ');
    await new Promise((r) => setTimeout(r, 10));
    expect(model.reads.size).toBe(0);
  });

  it('given the last stream closes, then the connection is given back cleanly; a later stream opens a new one', async () => {
    const { db, hub } = aFeed();
    const unsubscribe = await hub.subscribe('25-AAAAAAA', aStream().subscriber);
    unsubscribe();
    unsubscribe(); // a second close changes nothing

    await vi.waitFor(() => expect(db.connections[0]!.closedAs).toBe('clean'));
    expect(hub.openStreams).toBe(0);

    await hub.subscribe('25-AAAAAAA', aStream().subscriber);
    expect(db.listening).toHaveLength(1);
    expect(db.connections).toHaveLength(2);
  });

  it('given the LISTEN connection drops, when it reconnects, then every open stream gets a fresh view (NOTIFYs were missed)', async () => {
    const { db, model, hub, errors } = aFeed();
    const a = aStream();
    const b = aStream();
    await hub.subscribe('25-AAAAAAA', a.subscriber);
    await hub.subscribe('25-BBBBBBB', b.subscriber);
    model.set('25-AAAAAAA', 'Processing');
    model.set('25-BBBBBBB', 'Completed');

    db.connections[0]!.drop();

    await vi.waitFor(() => expect(db.listening).toHaveLength(1));
    await vi.waitFor(() => expect([a.statuses(), b.statuses()]).toEqual([['Processing'], ['Completed']]));
    expect(db.connections[0]!.closedAs).toBe('broken');
    expect(db.connections).toHaveLength(2);
    expect(errors).toHaveLength(1);

    // NOTIFYs now come through the new connection.
    model.set('25-AAAAAAA', 'Shipping');
    db.notify('25-AAAAAAA');
    await vi.waitFor(() => expect(a.statuses()).toEqual(['Processing', 'Shipping']));
  });

  it('given the database is down when a stream opens, then the stream still opens, and gets a fresh view once LISTEN is up', async () => {
    const { db, model, hub } = aFeed();
    db.down = true;
    const stream = aStream();
    await hub.subscribe('25-AAAAAAA', stream.subscriber);
    expect(db.listening).toHaveLength(0);

    model.set('25-AAAAAAA', 'Invoicing');
    db.down = false;

    await vi.waitFor(() => expect(stream.statuses()).toEqual(['Invoicing']));
    expect(db.listening).toHaveLength(1);
  });

  it('given the streams stop while the database is down, then retries stop too and no connection is left behind', async () => {
    const { db, hub } = aFeed();
    db.down = true;
    const unsubscribe = await hub.subscribe('25-AAAAAAA', aStream().subscriber);
    unsubscribe();
    db.down = false;
    await new Promise((r) => setTimeout(r, 30));
    expect(db.connections).toHaveLength(0);
  });

  it('given open streams, when the hub closes (service stopping), then every stream is ended, the connection given back, and later streams end at once', async () => {
    const { db, hub } = aFeed();
    const a = aStream();
    const b = aStream();
    await hub.subscribe('25-AAAAAAA', a.subscriber);
    await hub.subscribe('25-BBBBBBB', b.subscriber);

    await hub.close();

    expect([a.ended(), b.ended()]).toEqual([true, true]);
    expect(db.connections[0]!.closedAs).toBe('clean');
    expect(hub.openStreams).toBe(0);
    const late = aStream();
    await hub.subscribe('25-AAAAAAA', late.subscriber);
    expect(late.ended()).toBe(true);
    expect(db.connections).toHaveLength(1);
  });
});
