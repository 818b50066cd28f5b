import { describe, it } from 'vitest';
import { externalLoginMessages, type ExternalLoginEvent } from '@certus/contracts';
import { deciderSpec } from '../shared/decider-spec.ts';
import { externalLoginDecider } from './external-login.decider.ts';

const spec = deciderSpec(externalLoginDecider);
const NOW = '2026-11-21T10:00:00.000Z';
const LATER = '2026-11-21T10:05:00.000Z';
const link = (memberId: string, subject = 'sub-1') => ({ type: 'LinkExternalLogin', provider: 'certus-id', subject, memberId, now: LATER }) as const;
const linked = (memberId: string, subject = 'sub-1'): ExternalLoginEvent => ({
  type: 'ExternalLoginLinked',
  data: { provider: 'certus-id', subject, memberId, linkedAt: NOW },
});

describe('external login decider (one provider identity)', () => {
  it('given an identity never linked, when linking it to a member, then ExternalLoginLinked names provider, subject and member', () => {
    spec.given([]).when(link('m-1')).then([
      { type: 'ExternalLoginLinked', data: { provider: 'certus-id', subject: 'sub-1', memberId: 'm-1', linkedAt: LATER } },
    ]);
  });

  it('given an identity linked to a member, when linking it to the same member again, then nothing changes', () => {
    spec.given([linked('m-1')]).when(link('m-1')).then([]);
  });

  it('given an identity linked to a member, when linking it to another member, then it is refused as a conflict', () => {
    spec.given([linked('m-1')]).when(link('m-2')).thenThrows(externalLoginMessages.linkedToAnotherAccount);
  });

  it('given a stream holding another subject (a digest collision), when linking this subject, then it is refused', () => {
    spec.given([linked('m-1', 'sub-other')]).when(link('m-1')).thenThrows(externalLoginMessages.linkedToAnotherAccount);
  });
});
