import { describe, it } from 'vitest';
import { externalLoginMessages } from '@certus/contracts';
import { deciderSpec } from '../shared/decider-spec.ts';
import { externalTokenDecider } from './external-token.decider.ts';

const spec = deciderSpec(externalTokenDecider);
const NOW = '2026-11-21T10:00:00.000Z';
const redeem = (sessionId: string) =>
  ({ type: 'RedeemExternalToken', tokenId: 'jti-1', provider: 'certus-id', memberId: 'm-1', sessionId, now: NOW }) as const;

describe('external token decider (single use of an externaltoken)', () => {
  it('given an unused token, when it is redeemed, then ExternalTokenRedeemed names the session it starts', () => {
    spec.given([]).when(redeem('s-1')).then([
      { type: 'ExternalTokenRedeemed', data: { tokenId: 'jti-1', provider: 'certus-id', memberId: 'm-1', sessionId: 's-1', redeemedAt: NOW } },
    ]);
  });

  it('given a redeemed token, when it is presented again, then it is refused as expired', () => {
    spec
      .given([{ type: 'ExternalTokenRedeemed', data: { tokenId: 'jti-1', provider: 'certus-id', memberId: 'm-1', sessionId: 's-1', redeemedAt: NOW } }])
      .when(redeem('s-2'))
      .thenThrows(externalLoginMessages.expired);
  });
});
