import type pg from 'pg';

/**
 * Which stream an inbox item lives on. The "handled" action names only the item's id (the inbox's row), so
 * the command side looks its stream up in the staff_inbox read model, as the newsletter's unsubscribe link
 * does; the decider then checks the id against that stream itself, so a stale or forged answer changes nothing.
 */
export interface InboxItems {
  streamOf(itemId: string): Promise<string | null>;
}

export function inboxItemsIn(pool: pg.Pool): InboxItems {
  return {
    async streamOf(itemId) {
      const { rows } = await pool.query<{ stream_id: string }>('SELECT stream_id FROM staff_inbox WHERE item_id = $1', [itemId]);
      return rows[0]?.stream_id ?? null;
    },
  };
}
