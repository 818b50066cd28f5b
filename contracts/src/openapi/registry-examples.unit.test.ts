import { describe, expect, it } from 'vitest';
import type { CertificateRegistryRecord, RegistryConsistency, RegistryHeadList, RegistryKeys } from '../http/registry.ts';
import type { CertificateLookup } from '../http/population.ts';
import { checkCertificateInRegistry } from '../registry/certificate-check.ts';
import { fromHex, verifyConsistency } from '../registry/merkle.ts';
import { verifyTreeHeadSignature, type SignedTreeHead } from '../registry/registry-log.ts';
import { certificateLookupExamples } from './certificate-examples.ts';
import { registryExamples } from './registry-examples.ts';

/** The registry's example answers check as real ones do: a reader of the API reference can try them. */
describe('the registry examples of the OpenAPI document', () => {
  const keys = registryExamples.keys.oneKey.value as RegistryKeys;
  const { heads } = registryExamples.heads.days.value as RegistryHeadList;
  const latest = registryExamples.latestHead.latest.value as SignedTreeHead;
  const proved = registryExamples.certificate.proved.value as CertificateRegistryRecord;
  const pending = registryExamples.certificate.pending.value as CertificateRegistryRecord;

  it('given the example heads and key, when each signature is checked with the key the head names, then every one verifies', () => {
    expect(heads.at(-1)).toEqual(latest);
    for (const head of heads) {
      const key = keys.keys.find((k) => k.keyId === head.keyId);
      expect(key, head.keyId).toBeDefined();
      expect(verifyTreeHeadSignature(head, key!.publicKey), `head of ${head.day}`).toBe(true);
    }
  });

  it("given the lookup example's certificate, when the site checks it against the example record, then it is verified: the same book and grade, proved in the latest head", () => {
    const { certificate } = certificateLookupExamples.anyone.value as CertificateLookup;
    const verdict = checkCertificateInRegistry(proved, keys, certificate);
    expect(verdict.kind).toBe('verified');
    expect(proved.head).toEqual(latest);
  });

  it('given the example logged after the latest head, when checked, then it is pending: in the log, with no proof yet', () => {
    const [{ entry }] = pending.entries as [CertificateRegistryRecord['entries'][number]];
    expect(entry.seq).toBeGreaterThanOrEqual(latest.treeSize);
    const verdict = checkCertificateInRegistry(pending, keys, {
      certificationId: entry.certificationId,
      title: entry.book.title,
      issue: entry.book.issue,
      year: entry.book.year,
      publisher: entry.book.publisher,
      grade: entry.grade,
      category: entry.category,
    });
    expect(verdict.kind).toBe('pending');
  });

  it('given the example consistency proof, when checked between the roots of the two heads, then the later tree only appended to the earlier', () => {
    const { first, second, head, proof } = registryExamples.consistency.twoHeads.value as RegistryConsistency;
    const earlier = heads.find((h) => h.treeSize === first)!;
    expect(head).toEqual(latest);
    expect(second).toBe(latest.treeSize);
    expect(verifyConsistency(first, second, proof.map((hash) => fromHex(hash)!), fromHex(earlier.rootHash)!, fromHex(latest.rootHash)!)).toBe(true);
  });
});
