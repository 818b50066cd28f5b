import type { Projection } from './projection.ts';
import { membersProjection } from './members/members.projection.ts';
import { addressBookProjection } from './address-book/address-book.projection.ts';
import { walletProjection } from './wallet/wallet.projection.ts';
import { membershipsProjection } from './membership/memberships.projection.ts';
import { rewardsProjection } from './rewards/rewards.projection.ts';
import { giftCardsProjection } from './gift-cards/gift-cards.projection.ts';
import { newsletterProjection } from './newsletter/newsletter.projection.ts';
import { catalogueProjection } from './catalogue/catalogue.projection.ts';
import { certifiedComicsProjection } from './certificates/certified-comics.projection.ts';
import { ordersProjection } from './orders/orders.projection.ts';
import { memberComicsProjection } from './member-comics/member-comics.projection.ts';
import { populationProjection } from './population/population.projection.ts';
import { populationRequestsProjection } from './population/population-requests.projection.ts';
import { paymentsProjection } from './payments/payments.projection.ts';
import { contentProjection } from './content/content.projection.ts';
import { storesProjection } from './stores/stores.projection.ts';
import { staffInboxProjection } from './leads/staff-inbox.projection.ts';
import { landingCountsProjection } from './leads/landing-counts.projection.ts';
// Issue [3/7] (tat)
import { turnaroundOrdersProjection } from './turnaround/turnaround-orders.projection.ts';
import { turnaroundMessagesProjection } from './turnaround/turnaround-messages.projection.ts';
import { submissionTemplatesProjection } from './submission-templates/submission-templates.projection.ts';
// Issue [4/7] (auditors)
import { auditTrailProjection } from './audit-trail/audit-trail.projection.ts';
// Issue [5/7] (provenance)
import { certificateRegistryProjection } from './registry/certificate-registry.projection.ts';
// Issue [5/7] (public API)
import { apiKeysProjection } from './api-keys/api-keys.projection.ts';

/**
 * Every projection of the platform, by name. `orders` also owns order_tracker and member_dashboard (one
 * transaction per batch writes all three); `population` owns the four census tables.
 */
export const allProjections: Projection[] = [
  membersProjection,
  addressBookProjection,
  walletProjection,
  membershipsProjection,
  rewardsProjection,
  giftCardsProjection,
  newsletterProjection,
  catalogueProjection,
  certifiedComicsProjection,
  ordersProjection,
  memberComicsProjection,
  populationProjection,
  populationRequestsProjection,
  paymentsProjection,
  contentProjection,
  storesProjection,
  staffInboxProjection,
  landingCountsProjection,
  // Issue [3/7] (tat)
  turnaroundOrdersProjection,
  turnaroundMessagesProjection,
  submissionTemplatesProjection,
  // Issue [4/7] (auditors)
  auditTrailProjection,
  // Issue [5/7] (provenance)
  certificateRegistryProjection,
  // Issue [5/7] (public API)
  apiKeysProjection,
];

export function projectionsNamed(names: string | undefined): Projection[] {
  if (!names || names === 'all') return allProjections;
  const wanted = names.split(',').map((n) => n.trim()).filter(Boolean);
  const unknown = wanted.filter((n) => !allProjections.some((p) => p.name === n));
  if (unknown.length) {
    throw new Error(`unknown projection(s): ${unknown.join(', ')}; known: ${allProjections.map((p) => p.name).join(', ')}`);
  }
  return allProjections.filter((p) => wanted.includes(p.name));
}
