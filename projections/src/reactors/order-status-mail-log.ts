import type pg from 'pg';

/** Which status changes were mailed: a change is one order event, named by its order and stream version. */
export interface StatusMailLog {
  wasSent(orderId: string, streamVersion: number): Promise<boolean>;
  markSent(entry: { orderId: string; streamVersion: number; status: string; sentTo: string }): Promise<void>;
}

/** The log in order_status_mails (migration 010); always schema-qualified, like the reactor checkpoints. */
export function postgresStatusMailLog(pool: pg.Pool): StatusMailLog {
  return {
    async wasSent(orderId, streamVersion) {
      const { rowCount } = await pool.query('SELECT 1 FROM public.order_status_mails WHERE order_id = $1 AND stream_version = $2', [orderId, streamVersion]);
      return (rowCount ?? 0) > 0;
    },
    async markSent({ orderId, streamVersion, status, sentTo }) {
      await pool.query(
        `INSERT INTO public.order_status_mails (order_id, stream_version, status, sent_to) VALUES ($1, $2, $3, $4)
         ON CONFLICT (order_id, stream_version) DO NOTHING`,
        [orderId, streamVersion, status, sentTo],
      );
    },
  };
}

/** In memory, for tests. */
export function inMemoryStatusMailLog(): StatusMailLog & { entries: { orderId: string; streamVersion: number; status: string; sentTo: string }[] } {
  const entries: { orderId: string; streamVersion: number; status: string; sentTo: string }[] = [];
  return {
    entries,
    wasSent: async (orderId, streamVersion) => entries.some((e) => e.orderId === orderId && e.streamVersion === streamVersion),
    markSent: async (entry) => {
      if (!entries.some((e) => e.orderId === entry.orderId && e.streamVersion === entry.streamVersion)) entries.push(entry);
    },
  };
}
