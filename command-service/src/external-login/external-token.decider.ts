import { DomainError, externalLoginMessages, type ExternalTokenEvent } from '@certus/contracts';
import type { Decider } from '../shared/decider.ts';

/** One externaltoken (stream `ExternalToken-{jti}`): whether it has been exchanged for a session yet. */
export type ExternalTokenState = { status: 'Unused' } | { status: 'Redeemed'; sessionId: string; redeemedAt: string };

export type ExternalTokenCommand = {
  type: 'RedeemExternalToken';
  tokenId: string;
  provider: string;
  memberId: string;
  sessionId: string;
  now: string;
};

export function decideExternalToken(command: ExternalTokenCommand, state: ExternalTokenState): ExternalTokenEvent[] {
  switch (command.type) {
    case 'RedeemExternalToken': {
      // A token that signed in once is spent: whoever shows it again (a replay, a second tab) starts over.
      if (state.status === 'Redeemed') throw new DomainError('invalid', externalLoginMessages.expired);
      const { tokenId, provider, memberId, sessionId, now } = command;
      return [{ type: 'ExternalTokenRedeemed', data: { tokenId, provider, memberId, sessionId, redeemedAt: now } }];
    }
    default: {
      const unknown: never = command.type;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveExternalToken(_state: ExternalTokenState, event: ExternalTokenEvent): ExternalTokenState {
  switch (event.type) {
    case 'ExternalTokenRedeemed':
      return { status: 'Redeemed', sessionId: event.data.sessionId, redeemedAt: event.data.redeemedAt };
    default: {
      const unknown: never = event.type;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const externalTokenDecider: Decider<ExternalTokenState, ExternalTokenCommand, ExternalTokenEvent> = {
  initialState: () => ({ status: 'Unused' }),
  evolve: evolveExternalToken,
  decide: decideExternalToken,
};
