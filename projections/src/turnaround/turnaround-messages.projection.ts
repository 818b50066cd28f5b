import { TurnaroundMessageEvent, turnaroundMessageEventTypes, type RecordedEvent } from '@certus/contracts';
import { documentProjection, type Row } from '../runner/document-projection.ts';

const CONSUMED = new Set<string>(turnaroundMessageEventTypes);

/** turnaround_messages: each message the editor published, its window and whether it was withdrawn. */
export const turnaroundMessagesProjection = documentProjection({
  name: 'turnaround-messages',
  table: 'turnaround_messages',
  keyColumn: 'message_id',
  columns: ['message_id', 'text', 'publish_from', 'publish_until', 'published_at', 'published_by', 'withdrawn_at'],
  keyOf: (event) => (CONSUMED.has(event.type) ? (event.data as { messageId: string }).messageId : undefined),
  eventTypes: [...CONSUMED],
  evolve: evolveTurnaroundMessageRow,
});

export function evolveTurnaroundMessageRow(row: Row | null, recorded: RecordedEvent): Row | null {
  const event = TurnaroundMessageEvent.parse({ type: recorded.type, data: recorded.data });
  switch (event.type) {
    case 'TurnaroundMessagePublished': {
      const d = event.data;
      return {
        message_id: d.messageId,
        text: d.text,
        publish_from: d.publishFrom,
        publish_until: d.publishUntil,
        published_at: d.publishedAt,
        published_by: d.publishedBy,
        withdrawn_at: null,
      };
    }
    case 'TurnaroundMessageWithdrawn':
      return row ? { ...row, withdrawn_at: event.data.withdrawnAt } : null;
    default: {
      const unknown: never = event;
      throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
    }
  }
}
