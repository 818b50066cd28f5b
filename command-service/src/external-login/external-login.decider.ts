import { DomainError, externalLoginMessages, type ExternalLoginEvent } from '@certus/contracts';
import type { Decider } from '../shared/decider.ts';

/** One provider identity (stream `ExternalLogin-{provider}-{digest of subject}`): which member it signs in as. */
export type ExternalLoginState =
  | { status: 'Unlinked' }
  | { status: 'Linked'; provider: string; subject: string; memberId: string; linkedAt: string };

export type ExternalLoginCommand = { type: 'LinkExternalLogin'; provider: string; subject: string; memberId: string; now: string };

export function decideExternalLogin(command: ExternalLoginCommand, state: ExternalLoginState): ExternalLoginEvent[] {
  switch (command.type) {
    case 'LinkExternalLogin': {
      if (state.status === 'Linked') {
        // Linking again to the same member (a retried sign-up or link) changes nothing.
        const same = state.provider === command.provider && state.subject === command.subject && state.memberId === command.memberId;
        if (same) return [];
        // Another member, or (for a digest collision) another subject: an identity signs in as one member only.
        throw new DomainError('conflict', externalLoginMessages.linkedToAnotherAccount);
      }
      const { provider, subject, memberId, now } = command;
      return [{ type: 'ExternalLoginLinked', data: { provider, subject, memberId, linkedAt: now } }];
    }
    default: {
      const unknown: never = command.type;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveExternalLogin(_state: ExternalLoginState, event: ExternalLoginEvent): ExternalLoginState {
  switch (event.type) {
    case 'ExternalLoginLinked':
      return { status: 'Linked', ...event.data };
    default: {
      const unknown: never = event.type;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const externalLoginDecider: Decider<ExternalLoginState, ExternalLoginCommand, ExternalLoginEvent> = {
  initialState: () => ({ status: 'Unlinked' }),
  evolve: evolveExternalLogin,
  decide: decideExternalLogin,
};
