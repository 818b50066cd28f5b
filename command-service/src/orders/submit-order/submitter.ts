import {
  FREE_MEMBERSHIP,
  addressBookStreamId,
  memberOrdersStreamId,
  memberStreamId,
  membershipStreamId,
  rewardsStreamId,
  walletStreamId,
  type Catalogue,
  ComicCertified,
  certificateStreamId,
  parseComicId,
  type ComicCertifiedData,
  type RecordedEvent,
  type SubmitOrderBody,
} from '@certus/contracts';
import type { AuthenticatedUser } from '@certus/infra';
import { foldRecorded } from '../../shared/command-handler.ts';
import { walletDecider, type WalletState } from '../../wallet/wallet.decider.ts';
import { addressBookDecider } from '../../address-book/address-book.decider.ts';
import { membershipDecider } from '../../membership/membership.decider.ts';
import { rewardsDecider } from '../../rewards/rewards.decider.ts';
import { memberDecider } from '../../members/member.decider.ts';
import type { SubmitterContext } from './price-order.ts';

/**
 * The member's own state a submit needs, each from the member's own stream (never a read model, never the
 * body), read in one round trip and only when the submission needs it:
 * - Wallet (always): the payment method, which must be the caller's;
 * - Membership (always): the level whose discount rates apply (Free once the term has ended);
 * - AddressBook when shipping to an address; Member when shipping on the member's own carrier account;
 * - Rewards when rewards are requested; MemberOrders when a promo code is given (welcome promos are for
 *   members with no order yet: MemberOrderRecorded entries, one per submitted order);
 * - Certificate-{id} of each reholder line: the certified book must exist, be graded, and be of the
 *   submission's collectible type.
 * Name and e-mail come from the access token, like every other command. submitterStreamIds names the
 * streams (the route reads them with the order's own stream in one round trip); submitterFrom folds them.
 */
export function submitterStreamIds(memberId: string, body: SubmitOrderBody, catalogue: Catalogue): string[] {
  return [
    walletStreamId(memberId),
    membershipStreamId(memberId),
    ...(body.shipping.kind === 'address' ? [addressBookStreamId(memberId)] : []),
    ...(body.shippingAccount ? [memberStreamId(memberId)] : []),
    ...(body.rewardsRequestedCents > 0 ? [rewardsStreamId(memberId)] : []),
    ...(promoOf(body, catalogue) ? [memberOrdersStreamId(memberId)] : []),
    ...reholderIds(body).map(([, id]) => certificateStreamId(id)),
  ];
}

/** The reholder lines' ids as typed, with the canonical certificate id each names (ids that do not parse are left out: they are refused). */
function reholderIds(body: SubmitOrderBody): Array<[typed: string, certificationId: string]> {
  return body.comics.flatMap((line) => {
    const typed = line.kind === 'reholder' ? (line.reholderId ?? '') : '';
    const id = typed ? parseComicId(typed) : null;
    return id ? [[typed, id] as [string, string]] : [];
  });
}

/**
 * The certificate in force each reholder id names: the latest of its stream (`Certificate-{id}`), or null when there
 * is none or it was revoked (a revoked certificate's book cannot be reholdered under it).
 */
function certificatesOf(streams: ReadonlyMap<string, RecordedEvent[]>, body: SubmitOrderBody): Map<string, ComicCertifiedData | null> {
  return new Map(
    reholderIds(body).map(([typed, id]) => {
      const latest = (streams.get(certificateStreamId(id)) ?? []).at(-1);
      return [typed, latest?.type === 'ComicCertified' ? ComicCertified.parse({ type: latest.type, data: latest.data }).data : null];
    }),
  );
}

const promoOf = (body: SubmitOrderBody, catalogue: Catalogue) =>
  body.promoCode ? catalogue.promos.find((p) => p.promoCode.toLowerCase() === body.promoCode!.toLowerCase()) : undefined;

/** The submitter's context from the streams of submitterStreamIds, as read. */
export function submitterFrom(
  streams: ReadonlyMap<string, RecordedEvent[]>,
  user: AuthenticatedUser,
  body: SubmitOrderBody,
  catalogue: Catalogue,
  now: Date,
): { context: SubmitterContext; wallet: WalletState } {
  const memberId = user.userId;
  const stream = (id: string) => streams.get(id);
  const wallet = foldRecorded(stream(walletStreamId(memberId)) ?? [], walletDecider);
  const membership = foldRecorded(stream(membershipStreamId(memberId)) ?? [], membershipDecider);
  const addressBookEvents = stream(addressBookStreamId(memberId));
  const addressBook = addressBookEvents ? foldRecorded(addressBookEvents, addressBookDecider) : null;
  const memberEvents = stream(memberStreamId(memberId));
  const member = memberEvents ? foldRecorded(memberEvents, memberDecider) : null;
  const rewardsEvents = stream(rewardsStreamId(memberId));
  const rewards = rewardsEvents ? foldRecorded(rewardsEvents, rewardsDecider) : null;
  const memberOrders = promoOf(body, catalogue) ? (stream(memberOrdersStreamId(memberId)) ?? []) : null;
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
      certificates: certificatesOf(streams, body),
      now,
    },
  };
}
