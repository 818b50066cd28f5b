import { LeadEvent, leadEventTypes, type RecordedEvent } from '@certus/contracts';
import { documentProjection, type Row } from '../runner/document-projection.ts';

const CONSUMED = new Set<string>(leadEventTypes);

/** The inbox item an event is about: its own id for a request, the item handled for InboxItemHandled. */
function itemIdOf(event: LeadEvent): string {
  switch (event.type) {
    case 'LeadSubmitted':
      return event.data.leadId;
    case 'DealerRequestSubmitted':
      return event.data.requestId;
    case 'CallbackRequested':
      return event.data.callbackId;
    case 'ProblemReported':
      return event.data.reportId;
    case 'InboxItemHandled':
      return event.data.itemId;
    default: {
      const unknown: never = event;
      throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
    }
  }
}

const parse = (recorded: RecordedEvent) => LeadEvent.parse({ type: recorded.type, data: recorded.data });

const NO_BUSINESS = { company: null, website: null, business_type: null };

/**
 * staff_inbox: one row per lead, dealer request, call-back request and problem report, with who handled it
 * and when. The staff inbox (GET /api/staff/inbox) and the landing leads (GET /api/landings) read it.
 */
export const staffInboxProjection = documentProjection({
  name: 'staff-inbox',
  table: 'staff_inbox',
  keyColumn: 'item_id',
  columns: ['item_id', 'kind', 'stream_id', 'name', 'email', 'phone', 'location', 'message', 'page', 'company', 'website', 'business_type', 'member_id', 'submitted_at', 'handled_at', 'handled_by'],
  keyOf: (event) => (CONSUMED.has(event.type) ? itemIdOf(parse(event)) : undefined),
  eventTypes: [...CONSUMED],
  evolve: evolveInboxRow,
});

export function evolveInboxRow(row: Row | null, recorded: RecordedEvent): Row | null {
  const event = parse(recorded);
  const fresh = { item_id: itemIdOf(event), stream_id: recorded.streamId, handled_at: null, handled_by: null };
  switch (event.type) {
    case 'LeadSubmitted': {
      const d = event.data;
      return { ...fresh, kind: 'Lead', name: d.name, email: d.email, phone: d.phone, location: d.location, message: d.message, page: d.page, ...NO_BUSINESS, member_id: null, submitted_at: d.submittedAt };
    }
    case 'DealerRequestSubmitted': {
      const d = event.data;
      return {
        ...fresh,
        kind: 'DealerRequest',
        name: d.name,
        email: d.email,
        phone: d.phone,
        location: d.location,
        message: d.message,
        page: 'become-dealer',
        company: d.company,
        website: d.website,
        business_type: d.businessType,
        member_id: null,
        submitted_at: d.submittedAt,
      };
    }
    case 'CallbackRequested': {
      const d = event.data;
      return { ...fresh, kind: 'Callback', name: d.name, email: null, phone: d.phone, location: '', message: '', page: null, ...NO_BUSINESS, member_id: null, submitted_at: d.requestedAt };
    }
    case 'ProblemReported': {
      const d = event.data;
      return { ...fresh, kind: 'ProblemReport', name: d.userName, email: d.email, phone: '', location: '', message: d.description, page: null, ...NO_BUSINESS, member_id: d.memberId, submitted_at: d.reportedAt };
    }
    case 'InboxItemHandled':
      if (!row) return null;
      return { ...row, handled_at: event.data.handledAt, handled_by: event.data.handledBy.name };
    default: {
      const unknown: never = event;
      throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
    }
  }
}
