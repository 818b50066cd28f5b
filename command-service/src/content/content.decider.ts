import {
  DomainError,
  contentMessages,
  isContentName,
  recordProblems,
  type ContentEvent,
  type ContentKind,
  type ContentRecord,
} from '@certus/contracts';
import type { Decider } from '../shared/decider.ts';

/**
 * One published record of the public site (stream `Content-{kind}-{name}`): a convention, signing, onsite
 * grading event, banner, slide, news item or newsletter. Published once under its name, revised any number of
 * times while it stands, withdrawn once for good. Whether it is public at a given moment is not decided here:
 * its publish window says, read against the clock by whoever reads it (content-rules.ts contentStatusAt).
 */
export type ContentState =
  | { status: 'None' }
  | { status: 'Published' | 'Withdrawn'; kind: ContentKind; name: string; record: ContentRecord; revision: number };

export type ContentCommand =
  | { type: 'PublishContent'; name: string; record: ContentRecord; by: string; at: string }
  | { type: 'ReviseContent'; kind: ContentKind; name: string; record: ContentRecord; by: string; at: string }
  | { type: 'WithdrawContent'; kind: ContentKind; name: string; reason: string; by: string; at: string };

function assertAcceptable(record: ContentRecord): void {
  const [problem] = recordProblems(record);
  if (problem) throw new DomainError('invalid', problem.message, `record.${problem.field}`);
}

/** Same fields, whatever the order their keys came in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}
const sameRecord = (a: ContentRecord, b: ContentRecord) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

export const contentDecider: Decider<ContentState, ContentCommand, ContentEvent> = {
  initialState: () => ({ status: 'None' }),

  evolve(state, event) {
    switch (event.type) {
      case 'ContentPublished':
        return { status: 'Published', kind: event.data.kind, name: event.data.name, record: event.data.record, revision: 1 };
      case 'ContentRevised':
        return state.status === 'None' ? state : { ...state, record: event.data.record, revision: event.data.revision };
      case 'ContentWithdrawn':
        return state.status === 'None' ? state : { ...state, status: 'Withdrawn' };
      default: {
        const unknown: never = event;
        throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'PublishContent': {
        const { kind } = command.record;
        if (state.status !== 'None') throw new DomainError('conflict', contentMessages.alreadyExists(kind, command.name), 'name');
        if (!isContentName(command.name)) throw new DomainError('invalid', contentMessages.nameInvalid, 'name');
        assertAcceptable(command.record);
        return [{ type: 'ContentPublished', data: { kind, name: command.name, record: command.record, by: command.by, at: command.at } }];
      }
      case 'ReviseContent': {
        if (state.status === 'None') throw new DomainError('not_found', contentMessages.notFound(command.kind, command.name));
        if (state.status === 'Withdrawn') throw new DomainError('conflict', contentMessages.withdrawnCannotChange(state.kind, state.name));
        if (command.record.kind !== state.kind) throw new DomainError('invalid', contentMessages.kindMismatch, 'record.kind');
        assertAcceptable(command.record);
        if (sameRecord(command.record, state.record)) return [];
        return [{ type: 'ContentRevised', data: { kind: state.kind, name: state.name, record: command.record, revision: state.revision + 1, by: command.by, at: command.at } }];
      }
      case 'WithdrawContent': {
        if (state.status === 'None') throw new DomainError('not_found', contentMessages.notFound(command.kind, command.name));
        if (state.status === 'Withdrawn') throw new DomainError('conflict', contentMessages.alreadyWithdrawn(state.kind, state.name));
        return [{ type: 'ContentWithdrawn', data: { kind: state.kind, name: state.name, reason: command.reason, by: command.by, at: command.at } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`unhandled command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
