import { describe, it } from 'vitest';
import { contentMessages, type ContentEvent } from '@certus/contracts';
import { aBanner, aConvention, aSigning } from '@certus/contracts/content/testing/content-records';
import { deciderSpec } from '../shared/decider-spec.ts';
import { contentDecider } from './content.decider.ts';

const spec = deciderSpec(contentDecider);
const by = 'editor-1';
const at = '2027-01-05T10:00:00.000Z';
const name = 'mcfarlane-nycc-2027';
const signing = aSigning();
const published: ContentEvent = { type: 'ContentPublished', data: { kind: 'signing', name, record: signing, by, at: '2027-01-02T09:00:00.000Z' } };
const withdrawn: ContentEvent = { type: 'ContentWithdrawn', data: { kind: 'signing', name, reason: '', by, at: '2027-01-03T09:00:00.000Z' } };

describe('content decider', () => {
  describe('publish', () => {
    it('given no record under the name, when published, then ContentPublished carries the record whole', () => {
      spec.given([]).when({ type: 'PublishContent', name, record: signing, by, at }).then([{ type: 'ContentPublished', data: { kind: 'signing', name, record: signing, by, at } }]);
    });

    it('given a record under the name, when another is published under it, then it is refused: the name is taken', () => {
      spec.given([published]).when({ type: 'PublishContent', name, record: aSigning({ title: 'Another' }), by, at }).thenThrows(contentMessages.alreadyExists('signing', name));
    });

    it('given a withdrawn record, when one is published under its name again, then it is refused: the name stays taken', () => {
      spec.given([published, withdrawn]).when({ type: 'PublishContent', name, record: signing, by, at }).thenThrows(contentMessages.alreadyExists('signing', name));
    });

    it('given a publish window that ends before it starts, when published, then it is refused', () => {
      const record = aBanner({ publishFrom: '2027-02-01T00:00:00.000Z', publishUntil: '2027-01-31T23:00:00.000Z' });
      spec.given([]).when({ type: 'PublishContent', name: 'spring', record, by, at }).thenThrows(contentMessages.windowEndsBeforeStart);
    });

    it('given a publish window that ends the moment it starts, when published, then it is refused (an empty window)', () => {
      const record = aBanner({ publishFrom: '2027-02-01T00:00:00.000Z', publishUntil: '2027-02-01T00:00:00.000Z' });
      spec.given([]).when({ type: 'PublishContent', name: 'spring', record, by, at }).thenThrows(contentMessages.windowEndsBeforeStart);
    });

    it('given an event that ends before its first day, when published, then it is refused', () => {
      spec.given([]).when({ type: 'PublishContent', name: 'nycc', record: aConvention({ startsOn: '2027-10-10', endsOn: '2027-10-07' }), by, at }).thenThrows(contentMessages.eventEndsBeforeStart);
    });

    it('given a one-day event, when published, then it is taken (it ends on the day it starts)', () => {
      const record = aConvention({ startsOn: '2027-10-10', endsOn: '2027-10-10' });
      spec.given([]).when({ type: 'PublishContent', name: 'nycc', record, by, at }).then([{ type: 'ContentPublished', data: { kind: 'convention', name: 'nycc', record, by, at } }]);
    });

    it('given a name that is not a name, when published, then it is refused', () => {
      spec.given([]).when({ type: 'PublishContent', name: 'Not A Name', record: signing, by, at }).thenThrows(contentMessages.nameInvalid);
    });
  });

  describe('revise', () => {
    it('given a published record, when revised, then ContentRevised carries the new record and the next revision', () => {
      const record = aSigning({ signers: ['Todd McFarlane', 'Greg Capullo'] });
      spec.given([published]).when({ type: 'ReviseContent', kind: 'signing', name, record, by, at }).then([{ type: 'ContentRevised', data: { kind: 'signing', name, record, revision: 2, by, at } }]);
    });

    it('given a record revised once, when revised again, then its revision is 3', () => {
      const first = aSigning({ title: 'First' });
      const second = aSigning({ title: 'Second' });
      spec
        .given([published, { type: 'ContentRevised', data: { kind: 'signing', name, record: first, revision: 2, by, at } }])
        .when({ type: 'ReviseContent', kind: 'signing', name, record: second, by, at })
        .then([{ type: 'ContentRevised', data: { kind: 'signing', name, record: second, revision: 3, by, at } }]);
    });

    it('given a published record, when revised with the same fields (in another key order), then nothing is recorded', () => {
      const reordered = Object.fromEntries(Object.entries(signing).reverse()) as typeof signing;
      spec.given([published]).when({ type: 'ReviseContent', kind: 'signing', name, record: reordered, by, at }).then([]);
    });

    it('given a withdrawn record, when revised, then it is refused', () => {
      spec.given([published, withdrawn]).when({ type: 'ReviseContent', kind: 'signing', name, record: aSigning({ title: 'Back' }), by, at }).thenThrows(contentMessages.withdrawnCannotChange('signing', name));
    });

    it('given no record, when revised, then it is not found', () => {
      spec.given([]).when({ type: 'ReviseContent', kind: 'signing', name, record: signing, by, at }).thenThrows(contentMessages.notFound('signing', name));
    });

    it('given a signing, when revised with a record of another kind, then it is refused', () => {
      spec.given([published]).when({ type: 'ReviseContent', kind: 'signing', name, record: aConvention(), by, at }).thenThrows(contentMessages.kindMismatch);
    });

    it('given a published record, when revised with a window that ends before it starts, then it is refused', () => {
      const record = aSigning({ publishFrom: '2027-03-01T00:00:00.000Z', publishUntil: '2027-02-01T00:00:00.000Z' });
      spec.given([published]).when({ type: 'ReviseContent', kind: 'signing', name, record, by, at }).thenThrows(contentMessages.windowEndsBeforeStart);
    });
  });

  describe('withdraw', () => {
    it('given a published record, when withdrawn, then ContentWithdrawn names it with the reason', () => {
      spec.given([published]).when({ type: 'WithdrawContent', kind: 'signing', name, reason: 'Cancelled by the show', by, at }).then([
        { type: 'ContentWithdrawn', data: { kind: 'signing', name, reason: 'Cancelled by the show', by, at } },
      ]);
    });

    it('given a withdrawn record, when withdrawn twice, then the second is refused', () => {
      spec.given([published, withdrawn]).when({ type: 'WithdrawContent', kind: 'signing', name, reason: '', by, at }).thenThrows(contentMessages.alreadyWithdrawn('signing', name));
    });

    it('given no record, when withdrawn, then it is not found', () => {
      spec.given([]).when({ type: 'WithdrawContent', kind: 'banner', name: 'spring', reason: '', by, at }).thenThrows(contentMessages.notFound('banner', 'spring'));
    });
  });
});
