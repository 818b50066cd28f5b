import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComicCertified, DomainEvent, certificateStreamId, foldProgress, orderStreamId, type OrderEvent } from '@certus/contracts';
import { startTestPlatform } from '../../../tests/support/test-platform.ts';
import { memberIdForEmail } from '../members/member-id.ts';
import { seedDemoAccounts } from './seed-demo-accounts.ts';
import { DEMO_CERTIFICATES } from './seed-demo-certificates.ts';
import { DEMO_ORDER_ID } from './seed-demo-order.ts';

describe('demo data: the demo member order part-way through (real PostgreSQL)', () => {
  let platform: Awaited<ReturnType<typeof startTestPlatform>>;
  beforeAll(async () => {
    platform = await startTestPlatform({ projections: false });
  }, 60_000);
  afterAll(async () => {
    await platform?.stop();
  });

  it('given a fresh start, when the demo data is seeded (twice), then the demo member has one order received, partly graded and owing a balance, recorded once', async () => {
    await seedDemoAccounts(platform.deps);
    await seedDemoAccounts(platform.deps);
    const recorded = await platform.store.readStream(orderStreamId(DEMO_ORDER_ID));
    expect(recorded.map((e) => e.type)).toEqual([
      'OrderSubmitted',
      'OrderReceived',
      'DeclaredValueCorrected',
      'BookPreGraded',
      'BookPreGraded',
      'BookPreGraded',
      'BookPreGraded',
      'BookPressed',
      'BookGraded',
      'BookGraded',
    ]);
    const progress = foldProgress(recorded.map((e) => DomainEvent.parse({ type: e.type, data: e.data }) as OrderEvent))!;
    expect(progress).toMatchObject({ memberId: memberIdForEmail('member@demo.test'), status: 'Invoicing', shippingKind: 'pickup' });
    expect(progress.balanceCents).toBeGreaterThan(0);
    expect(progress.books.map((b) => b.step)).toEqual(['Graded', 'Graded', 'PreGraded', 'PreGraded']);
    expect(recorded[1]!.metadata.actor).toEqual({ userId: memberIdForEmail('worker@demo.test'), role: 'worker' });
  });

  it('given the demo certificates, then each parses with the label details defaulted', async () => {
    for (const certificate of DEMO_CERTIFICATES) {
      const [event] = await platform.store.readStream(certificateStreamId(certificate.certificationId));
      expect(ComicCertified.parse({ type: event!.type, data: event!.data }).data).toMatchObject({ ...certificate, pedigree: null, signatures: [], hasCover: false });
    }
  });
});
