import {
  FREE_MEMBERSHIP,
  addressBookStreamId,
  memberOrdersStreamId,
  memberStreamId,
  membershipStreamId,
  rewardsStreamId,
  walletStreamId,
  type Catalogue,
  type SubmitOrderBody,
} from '@certus/contracts';
import type { AuthenticatedUser, EventStore } from '@certus/infra';
import { loadState } from '../../shared/command-handler.ts';
import { walletDecider, type WalletState } from '../../wallet/wallet.decider.ts';
import { addressBookDecider } from '../../address-book/address-book.decider.ts';
import { membershipDecider } from '../../membership/membership.decider.ts';
import { rewardsDecider } from '../../rewards/rewards.decider.ts';
import { memberDecider } from '../../members/member.decider.ts';
import type { SubmitterContext } from './price-order.ts';

const EMPTY = Promise.resolve(null);

/**
 * The member's own state a submit needs, each from the member's own stream (never a read model, never the
 * body), read in parallel and only when the submission needs it:
 * - Wallet (always): the payment method, which must be the caller's;
 * - Membership (always): the level whose discount rates apply (Free once the term has ended);
 * - AddressBook when shipping to an address; Member when shipping on the member's own carrier account;
 * - Rewards when rewards are requested; MemberOrders when a promo code is given (welcome promos are for
 *   members with no order yet: MemberOrderRecorded entries, one per submitted order).
 * Name and e-mail come from the access token, like every other command.
 */
export async function loadSubmitter(
  store: EventStore,
  user: AuthenticatedUser,
  body: SubmitOrderBody,
  catalogue: Catalogue,
  now: Date,
): Promise<{ context: SubmitterContext; wallet: WalletState }> {
  const memberId = user.userId;
  const promo = body.promoCode ? catalogue.promos.find((p) => p.promoCode.toLowerCase() === body.promoCode!.toLowerCase()) : undefined;
  const [wallet, membership, addressBook, member, rewards, memberOrders] = await Promise.all([
    loadState(store, walletStreamId(memberId), walletDecider),
    loadState(store, membershipStreamId(memberId), membershipDecider),
    body.shipping.kind === 'address' ? loadState(store, addressBookStreamId(memberId), addressBookDecider) : EMPTY,
    body.shippingAccount ? loadState(store, memberStreamId(memberId), memberDecider) : EMPTY,
    body.rewardsRequestedCents > 0 ? loadState(store, rewardsStreamId(memberId), rewardsDecider) : EMPTY,
    promo ? store.readStream(memberOrdersStreamId(memberId), { to: 1 }) : EMPTY,
  ]);
  const { level, expiresAt } = membership.state;
  const current = level && expiresAt && new Date(expiresAt).getTime() > now.getTime() ? level : FREE_MEMBERSHIP;
  const registered = member && member.state.status !== 'Unregistered' ? member.state : null;
  return {
    wallet: wallet.state,
    context: {
      memberId,
      memberEmail: user.email,
      memberName: user.displayName,
      profile: {
        membership: current,
        // Only a promo can make use of it; without one, no stream is read and it stays false.
        isWelcomePromo: memberOrders !== null && memberOrders.length === 0,
        rewardsAvailableCents: rewards?.state.availableCents ?? 0,
      },
      addresses: addressBook?.state.addresses ?? [],
      shippingAccounts: registered
        ? { fedExAccount: registered.fedExAccount, upsAccount: registered.upsAccount, dhlAccount: registered.dhlAccount }
        : null,
      now,
    },
  };
}
