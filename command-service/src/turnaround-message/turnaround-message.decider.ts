import { DomainError, turnaroundMessages, type TurnaroundMessageEvent } from '@certus/contracts';
import type { Decider } from '../shared/decider.ts';

/**
 * Stream `TurnaroundMessage-{messageId}`: one message the editor publishes (spec 8 "Turnaround message
 * fallback"). Publishing again revises it (its text or its window); publishing exactly what is published
 * records nothing. A withdrawn message stays withdrawn: taking it back and putting it up again would leave a
 * public record that says two things; the editor publishes a new one instead.
 */
export type TurnaroundMessageState =
  | { status: 'None' }
  | { status: 'Published'; text: string; publishFrom: string; publishUntil: string | null }
  | { status: 'Withdrawn' };

export type TurnaroundMessageCommand =
  | { type: 'PublishTurnaroundMessage'; messageId: string; text: string; publishFrom: string; publishUntil: string | null; by: string; at: string }
  | { type: 'WithdrawTurnaroundMessage'; messageId: string; by: string; at: string };

export function decideTurnaroundMessage(command: TurnaroundMessageCommand, state: TurnaroundMessageState): TurnaroundMessageEvent[] {
  switch (command.type) {
    case 'PublishTurnaroundMessage': {
      if (state.status === 'Withdrawn') throw new DomainError('conflict', turnaroundMessages.withdrawnForGood);
      if (command.publishUntil !== null && Date.parse(command.publishUntil) <= Date.parse(command.publishFrom)) {
        throw new DomainError('invalid', turnaroundMessages.untilBeforeFrom, 'publishUntil');
      }
      if (
        state.status === 'Published' &&
        state.text === command.text &&
        state.publishFrom === command.publishFrom &&
        state.publishUntil === command.publishUntil
      ) {
        return [];
      }
      const { messageId, text, publishFrom, publishUntil } = command;
      return [{ type: 'TurnaroundMessagePublished', data: { messageId, text, publishFrom, publishUntil, publishedAt: command.at, publishedBy: command.by } }];
    }
    case 'WithdrawTurnaroundMessage': {
      if (state.status === 'None') throw new DomainError('not_found', turnaroundMessages.notFound);
      // Withdrawing twice is what the editor wanted either way.
      if (state.status === 'Withdrawn') return [];
      return [{ type: 'TurnaroundMessageWithdrawn', data: { messageId: command.messageId, withdrawnAt: command.at, withdrawnBy: command.by } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveTurnaroundMessage(state: TurnaroundMessageState, event: TurnaroundMessageEvent): TurnaroundMessageState {
  switch (event.type) {
    case 'TurnaroundMessagePublished':
      return { status: 'Published', text: event.data.text, publishFrom: event.data.publishFrom, publishUntil: event.data.publishUntil };
    case 'TurnaroundMessageWithdrawn':
      return { status: 'Withdrawn' };
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const turnaroundMessageDecider: Decider<TurnaroundMessageState, TurnaroundMessageCommand, TurnaroundMessageEvent> = {
  initialState: () => ({ status: 'None' }),
  evolve: evolveTurnaroundMessage,
  decide: decideTurnaroundMessage,
};
