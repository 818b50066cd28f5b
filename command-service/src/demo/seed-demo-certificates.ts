import type { z } from 'zod';
import { ComicCertified, certificateStreamId } from '@certus/contracts';
import { NO_STREAM, WrongExpectedVersionError } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { memberIdForEmail } from '../members/member-id.ts';

const SEED_ACTOR = { userId: null, role: 'system' as const };

/** A certificate as imported: the label details (pedigree, tier, notes, signatures, cover, month, ...) default when absent. */
type ImportedCertificate = z.input<typeof ComicCertified>['data'];

/**
 * Certificates of the demo member (member@demo.test) from before online submission (source 'import'), so the
 * reholder step of the builder (/submit/reholder) can be tried: two comics that can be reholdered, a magazine
 * (reholder it from a Magazine submission), and a Raw Grade book the step refuses. The README lists the ids.
 * Each carries the label details the census files it by (cover month where the cover shows one, key comments,
 * credits), so the population report has something to find on a fresh start.
 */
export const DEMO_CERTIFICATES = [
  {
    certificationId: '19-DEMOA01-001', orderId: '19-DEMOA01', collectibleType: 'Comic', category: 'Certified', grade: 9.4, title: 'Amazing Spider-Man', issue: '300', year: 1988, publisher: 'Marvel', variant: 'Direct Edition', certifiedAt: '2019-03-12T15:00:00.000Z',
    month: 5, keyComments: '1st full appearance of Venom', artStoryCover: 'Story: David Michelinie; Art & Cover: Todd McFarlane',
  },
  {
    certificationId: '19-DEMOA01-002', orderId: '19-DEMOA01', collectibleType: 'Comic', category: 'Verified', grade: 8.0, title: 'Incredible Hulk', issue: '181', year: 1974, publisher: 'Marvel', variant: 'Newsstand Edition', certifiedAt: '2019-03-12T15:00:00.000Z',
    month: 11, keyComments: '1st full appearance of Wolverine', artStoryCover: 'Story: Len Wein; Art & Cover: Herb Trimpe',
  },
  {
    certificationId: '20-DEMOB02-001', orderId: '20-DEMOB02', collectibleType: 'Magazine', category: 'Certified', grade: 7.5, title: 'Creepy', issue: '1', year: 1964, publisher: 'Warren', variant: '', certifiedAt: '2020-09-03T15:00:00.000Z',
    keyComments: '1st appearance of Uncle Creepy', artStoryCover: 'Cover: Jack Davis',
  },
  {
    certificationId: '20-DEMOB02-002', orderId: '20-DEMOB02', collectibleType: 'Comic', category: 'Raw Grade', grade: 6.0, title: 'X-Men', issue: '94', year: 1975, publisher: 'Marvel', variant: '', certifiedAt: '2020-09-03T15:00:00.000Z',
    month: 8, keyComments: 'New X-Men begin', artStoryCover: 'Story: Chris Claremont & Len Wein; Art: Dave Cockrum; Cover: Gil Kane & Dave Cockrum',
  },
] as const satisfies readonly Omit<ImportedCertificate, 'memberId' | 'source'>[];

/** Appends ComicCertified for each demo certificate once (a stream that exists is left alone). */
export async function seedDemoCertificates(deps: Pick<CommandServiceDeps, 'store'>): Promise<void> {
  const memberId = memberIdForEmail('member@demo.test');
  for (const certificate of DEMO_CERTIFICATES) {
    const streamId = certificateStreamId(certificate.certificationId);
    if ((await deps.store.readStream(streamId)).length > 0) continue;
    const event = ComicCertified.parse({ type: 'ComicCertified', data: { ...certificate, memberId, source: 'import' } });
    const commandId = `demo-seed:certificate:${certificate.certificationId}`;
    try {
      await deps.store.append(streamId, NO_STREAM, [{ type: event.type, data: event.data, metadata: { correlationId: 'demo-seed', causationId: commandId, commandId, actor: SEED_ACTOR } }], { commandId });
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error; // another process seeded it first
    }
  }
}
