import { ContentEvent, contentEventTypes, type ContentRecord, type RecordedEvent } from '@certus/contracts';
import { documentProjection, type Row } from '../runner/document-projection.ts';

const CONSUMED = new Set<string>(contentEventTypes);

/** content_records: one row per published record (migration 015 says what each column is for). */
export const contentProjection = documentProjection({
  name: 'content',
  table: 'content_records',
  keyColumn: 'record_key',
  columns: [
    'record_key', 'kind', 'name', 'title', 'record', 'withdrawn', 'withdrawn_at', 'withdrawn_reason', 'publish_from', 'publish_until',
    'starts_on', 'ends_on', 'placement', 'sort_order', 'revision', 'published_at', 'updated_at', 'updated_by',
  ],
  keyOf: (event) => {
    if (!CONSUMED.has(event.type)) return undefined;
    const { kind, name } = event.data as { kind: string; name: string };
    return `${kind}/${name}`;
  },
  evolve: evolveContentRow,
});

/** The columns a record gives its row. */
function recordColumns(record: ContentRecord): Row {
  const isEvent = record.kind === 'convention' || record.kind === 'signing' || record.kind === 'onsite';
  return {
    title: record.title,
    record,
    publish_from: record.publishFrom,
    publish_until: record.publishUntil,
    starts_on: isEvent ? record.startsOn : null,
    ends_on: isEvent ? record.endsOn : null,
    placement: record.kind === 'banner' ? record.placement : null,
    sort_order: record.kind === 'banner' || record.kind === 'slide' ? record.order : null,
  };
}

export function evolveContentRow(row: Row | null, recorded: RecordedEvent, key: string): Row | null {
  const event = ContentEvent.parse({ type: recorded.type, data: recorded.data });
  switch (event.type) {
    case 'ContentPublished': {
      const d = event.data;
      return {
        record_key: key,
        kind: d.kind,
        name: d.name,
        ...recordColumns(d.record),
        withdrawn: false,
        withdrawn_at: null,
        withdrawn_reason: null,
        revision: 1,
        published_at: d.at,
        updated_at: d.at,
        updated_by: d.by,
      };
    }
    case 'ContentRevised':
      if (!row) return null;
      return { ...row, ...recordColumns(event.data.record), revision: event.data.revision, updated_at: event.data.at, updated_by: event.data.by };
    case 'ContentWithdrawn':
      if (!row) return null;
      return { ...row, withdrawn: true, withdrawn_at: event.data.at, withdrawn_reason: event.data.reason, updated_at: event.data.at, updated_by: event.data.by };
    default: {
      const unknown: never = event;
      throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
    }
  }
}
