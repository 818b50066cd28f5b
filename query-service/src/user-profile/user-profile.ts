import { Router } from 'express';
import type pg from 'pg';
import { DomainError, type UserProfileResponse } from '@certus/contracts';
import { requireUser } from '@certus/infra';
import { readMember } from '../members/member-view.ts';
import { readAddresses } from '../address-book/address-view.ts';
import { readPaymentMethods } from '../wallet/payment-method-view.ts';
import { readRewards } from '../rewards/rewards-view.ts';
import { readMembership } from '../membership/membership-view.ts';
import { catalogueReader } from '../catalogue/catalogue-view.ts';
import { readOrderTerms } from './order-terms.ts';

/**
 * GET /api/userprofile (spec 7.2): the signed-in member with rewards, addresses and payment methods. Each
 * part comes from its own read model, always for the caller's member id from the token: nobody can ask
 * for another member's profile.
 */
export function userProfileRoute(pool: pg.Pool): Router {
  const currentCatalogue = catalogueReader(pool);
  return Router().get('/api/userprofile', requireUser, async (req, res) => {
    const memberId = req.user!.userId;
    const [memberFields, membership, rewards, addresses, payMethods] = await Promise.all([
      readMember(pool, memberId),
      readMembership(pool, memberId),
      readRewards(pool, memberId),
      readAddresses(pool, memberId),
      readPaymentMethods(pool, memberId),
    ]);
    if (!memberFields) throw new DomainError('not_found', 'Member not found.');
    const terms = await readOrderTerms(pool, currentCatalogue, memberId, membership.membership);
    const member = { ...memberFields, ...membership, ...terms };
    res.set('Cache-Control', 'private, no-cache').json({ member, rewards, addresses, payMethods } satisfies UserProfileResponse);
  });
}
