import { CertificateEvent, RegistryEvent, certificateEventTypes, type CertificateRevokedData, type ComicCertifiedData, type RecordedEvent } from '@certus/contracts';
import { canonicalJson } from '@certus/contracts/registry/canonical-json';
import { toHex } from '@certus/contracts/registry/merkle';
import { RegistryEntry, entryLeafHash, nextRegistryEntry, type RegistryEntryKind } from '@certus/contracts/registry/registry-log';
import type { Projection } from '../projection.ts';

const CERTIFICATE_EVENTS = new Set<string>(certificateEventTypes);
const HEAD_EVENTS = new Set<string>(RegistryEvent.options.map((o) => o.shape.type.value));

/** What the registry logs of a certification: the certificate and its label, nothing about its owner. */
export function registryRecordOf(kind: RegistryEntryKind, certified: ComicCertifiedData, loggedAt: string): Omit<RegistryEntry, 'seq' | 'previous'> {
  return {
    kind,
    certificationId: certified.certificationId,
    book: {
      collectibleType: certified.collectibleType,
      title: certified.title,
      issue: certified.issue,
      year: certified.year,
      month: certified.month,
      publisher: certified.publisher,
      variant: certified.variant,
    },
    grade: certified.grade,
    category: certified.category,
    label: { pedigree: certified.pedigree, keyComments: certified.keyComments, artStoryCover: certified.artStoryCover, signatures: certified.signatures },
    certifiedAt: certified.certifiedAt,
    loggedAt,
  };
}

/** What the registry logs of a revocation: the certificate revoked (as its latest entry logged it), why and when. */
export function revokedRecordOf(certificate: RegistryEntry, revoked: CertificateRevokedData, loggedAt: string): Omit<RegistryEntry, 'seq' | 'previous'> {
  const { book, grade, category, label, certifiedAt, certificationId } = certificate;
  return { kind: 'revoked', certificationId, book, grade, category, label, certifiedAt, loggedAt, revocation: { reason: revoked.reason, revokedAt: revoked.revokedAt } };
}

/**
 * certificate-registry (issue [5/7]): the registry's log (registry_entries), an entry per certification in the
 * order of the event log, chained and hashed as contracts registry/registry-log.ts says; a certificate certified
 * again is logged as `recertified`, a revocation as `revoked` (with the certificate it revoked). And the signed heads as published (registry_heads). Everything in an entry
 * comes from its event (its time is the event's), so a rebuild logs the same entries, byte for byte, and the heads
 * signed over them still verify.
 */
export const certificateRegistryProjection: Projection = {
  name: 'certificate-registry',
  tables: ['registry_entries', 'registry_heads'],
  handles: (event) => CERTIFICATE_EVENTS.has(event.type) || HEAD_EVENTS.has(event.type),
  async applyBatch(client, events) {
    const { rows: last } = await client.query<{ entry: string }>('SELECT entry FROM registry_entries ORDER BY seq DESC LIMIT 1');
    // An event logged already (a replay over these rows) is not logged again. Asked by position, not as "after the
    // last one logged": the log's order is (transaction, position), so a certification committed with a lower
    // position than one logged before it is still new.
    const candidates = events.filter((e) => CERTIFICATE_EVENTS.has(e.type));
    const { rows: seen } = await client.query<{ position: string }>('SELECT position::text AS position FROM registry_entries WHERE position = ANY($1::bigint[])', [
      candidates.map((e) => e.globalPosition),
    ]);
    const loggedBefore = new Set(seen.map((r) => r.position));
    const certifications = candidates.filter((e) => !loggedBefore.has(e.globalPosition));
    if (certifications.length > 0) {
      let previous = last[0] ? RegistryEntry.parse(JSON.parse(last[0].entry)) : null;
      const ids = certifications.map((e) => (e.data as { certificationId: string }).certificationId);
      const { rows: logged } = await client.query<{ certification_id: string; entry: string }>(
        'SELECT DISTINCT ON (certification_id) certification_id, entry FROM registry_entries WHERE certification_id = ANY($1) ORDER BY certification_id, seq DESC',
        [ids],
      );
      // Each certificate's latest entry: whether it was logged before, and what a revocation revokes.
      const latest = new Map(logged.map((r) => [r.certification_id, RegistryEntry.parse(JSON.parse(r.entry))]));
      const written: { entry: RegistryEntry; position: string }[] = [];
      for (const recorded of certifications) {
        const event = CertificateEvent.parse({ type: recorded.type, data: recorded.data });
        const before = latest.get(event.data.certificationId);
        let record: Omit<RegistryEntry, 'seq' | 'previous'>;
        if (event.type === 'CertificateRevoked') {
          // Only a certificate in force can be revoked (the command refuses the rest): nothing else is logged.
          if (!before || before.kind === 'revoked') continue;
          record = revokedRecordOf(before, event.data, recorded.recordedAt);
        } else {
          record = registryRecordOf(before ? 'recertified' : 'certified', event.data, recorded.recordedAt);
        }
        previous = nextRegistryEntry(previous, record);
        latest.set(event.data.certificationId, previous);
        written.push({ entry: previous, position: recorded.globalPosition });
      }
      await client.query(
        `INSERT INTO registry_entries (seq, certification_id, kind, entry, leaf_hash, logged_at, position)
         SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::bigint[])`,
        [
          written.map(({ entry }) => entry.seq),
          written.map(({ entry }) => entry.certificationId),
          written.map(({ entry }) => entry.kind),
          written.map(({ entry }) => canonicalJson(entry)),
          written.map(({ entry }) => toHex(entryLeafHash(entry))),
          written.map(({ entry }) => entry.loggedAt),
          written.map(({ position }) => position),
        ],
      );
    }
    for (const recorded of events.filter((e) => HEAD_EVENTS.has(e.type))) {
      const { data: head } = RegistryEvent.parse({ type: recorded.type, data: recorded.data });
      await client.query(
        `INSERT INTO registry_heads (head_no, day, signed_at, tree_size, root_hash, head) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (head_no) DO NOTHING`,
        [recorded.streamVersion, head.day, head.timestamp, head.treeSize, head.rootHash, JSON.stringify(head)],
      );
    }
  },
};
