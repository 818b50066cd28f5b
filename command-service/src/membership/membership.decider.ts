import { DomainError, nextMembershipTerm, type MembershipEvent, type MembershipOffer } from '@certus/contracts';
import type { Decider } from '../shared/decider.ts';

/** Stream `Membership-{memberId}`: the level held and until when, and the charges already recorded. */
export interface MembershipState {
  level: string | null;
  expiresAt: string | null;
  autoRenew: boolean;
  /** Gateway transaction ids already recorded: the same approved charge never buys two terms. */
  transactionIds: string[];
}

/** What the gateway answered to the charge of a purchase (the route charges before it decides). */
export type MembershipCharge = { outcome: 'approved'; transactionId: string } | { outcome: 'declined'; reason: string };

export type MembershipCommand =
  | {
      type: 'PurchaseMembership';
      memberId: string;
      offer: MembershipOffer;
      paymentMethodId: string;
      autoRenew: boolean;
      charge: MembershipCharge;
      now: string;
    }
  | {
      /** Seed-only (the demo data of the embedded default): a membership with explicit dates, no payment. */
      type: 'GrantMembership';
      memberId: string;
      level: string;
      startsAt: string;
      expiresAt: string;
      reason: 'demo';
      now: string;
    };

export function decideMembership(command: MembershipCommand, state: MembershipState): MembershipEvent[] {
  switch (command.type) {
    case 'PurchaseMembership': {
      const { memberId, offer, paymentMethodId, autoRenew, charge, now } = command;
      const price = { level: offer.level, priceCents: offer.priceCents, currency: offer.currency, paymentMethodId };
      if (charge.outcome === 'declined') {
        return [{ type: 'MembershipPaymentDeclined', data: { memberId, ...price, reason: charge.reason, declinedAt: now } }];
      }
      if (state.transactionIds.includes(charge.transactionId)) return [];
      const term = nextMembershipTerm(new Date(now), state.expiresAt ? new Date(state.expiresAt) : null, offer.termYears);
      return [
        {
          type: 'MembershipPurchased',
          data: {
            memberId,
            ...price,
            transactionId: charge.transactionId,
            startsAt: term.startsAt.toISOString(),
            expiresAt: term.expiresAt.toISOString(),
            autoRenew,
            purchasedAt: now,
          },
        },
      ];
    }
    case 'GrantMembership': {
      const { memberId, level, startsAt, expiresAt, reason, now } = command;
      if (new Date(expiresAt).getTime() <= new Date(startsAt).getTime()) {
        throw new DomainError('invalid', 'A membership must end after it starts.', 'expiresAt');
      }
      return [{ type: 'MembershipGranted', data: { memberId, level, startsAt, expiresAt, reason, grantedAt: now } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveMembership(state: MembershipState, event: MembershipEvent): MembershipState {
  switch (event.type) {
    case 'MembershipPurchased':
      return {
        level: event.data.level,
        expiresAt: event.data.expiresAt,
        autoRenew: event.data.autoRenew,
        transactionIds: [...state.transactionIds, event.data.transactionId],
      };
    case 'MembershipGranted':
      return { ...state, level: event.data.level, expiresAt: event.data.expiresAt };
    case 'MembershipPaymentDeclined':
      return state;
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const membershipDecider: Decider<MembershipState, MembershipCommand, MembershipEvent> = {
  initialState: () => ({ level: null, expiresAt: null, autoRenew: false, transactionIds: [] }),
  evolve: evolveMembership,
  decide: decideMembership,
};
