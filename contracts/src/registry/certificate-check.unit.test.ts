import { describe, expect, it } from 'vitest';
import type { CertificateRegistryRecord, RegistryKeys } from '../http/registry.ts';
import { MerkleTree } from './merkle.ts';
import { entryLeafHash, inclusionProofOf, registryPublicKey } from './registry-log.ts';
import { checkCertificateInRegistry, type CertificateFacts } from './certificate-check.ts';
import { REVOKED_AT, TEST_KEY_ID, TEST_REGISTRY_KEY, aRegistryLog, aRevokingRegistry, headsOf } from './testing/registry-builders.ts';

const LOG = aRegistryLog(5);
const [HEAD] = headsOf(LOG, [4]);
const TREE = new MerkleTree(LOG.map(entryLeafHash));
const KEYS: RegistryKeys = { keys: [{ keyId: TEST_KEY_ID, publicKey: registryPublicKey(TEST_REGISTRY_KEY) }] };

const recordOf = (seq: number): CertificateRegistryRecord => ({
  certificationId: LOG[seq]!.certificationId,
  head: HEAD!,
  entries: [{ entry: LOG[seq]!, proof: seq < 4 ? inclusionProofOf(TREE, seq, 4) : null }],
});
const shownOf = (seq: number): CertificateFacts => {
  const { certificationId, book, grade, category } = LOG[seq]!;
  return { certificationId, title: book.title, issue: book.issue, year: book.year, publisher: book.publisher, grade, category };
};

describe("the browser's check of a certificate against the registry", () => {
  it('given an entry in the signed head that says what the page says, then verified', () => {
    expect(checkCertificateInRegistry(recordOf(2), KEYS, shownOf(2))).toMatchObject({ kind: 'verified', head: HEAD, entry: LOG[2] });
  });

  it('given an entry logged after the head, then pending', () => {
    expect(checkCertificateInRegistry(recordOf(4), KEYS, shownOf(4))).toMatchObject({ kind: 'pending' });
  });

  it('given a page that shows another grade or book than the registry logged, then differs, with what the registry says', () => {
    expect(checkCertificateInRegistry(recordOf(1), KEYS, { ...shownOf(1), grade: 9.9 })).toMatchObject({ kind: 'differs', field: 'grade', logged: '9.6' });
    expect(checkCertificateInRegistry(recordOf(1), KEYS, { ...shownOf(1), issue: '7' })).toMatchObject({ kind: 'differs', field: 'book' });
  });

  it('given a changed entry, a forged head, an unknown key or another certificate, then failed, with why', () => {
    const changed = recordOf(1);
    changed.entries[0]!.entry = { ...changed.entries[0]!.entry, grade: 10 };
    expect(checkCertificateInRegistry(changed, KEYS, { ...shownOf(1), grade: 10 })).toEqual({ kind: 'failed', why: 'proof' });
    expect(checkCertificateInRegistry({ ...recordOf(1), head: { ...HEAD!, treeSize: 5 } }, KEYS, shownOf(1))).toEqual({ kind: 'failed', why: 'signature' });
    expect(checkCertificateInRegistry(recordOf(1), { keys: [] }, shownOf(1))).toEqual({ kind: 'failed', why: 'unknown-key' });
    expect(checkCertificateInRegistry(recordOf(1), KEYS, shownOf(2))).toEqual({ kind: 'failed', why: 'other-certificate' });
  });
});

const { log: REVOKING_LOG, head: REVOKING_HEAD, recordOf: revokingRecordOf } = aRevokingRegistry();
const revokedPageOf = (seq: number): CertificateFacts => ({ ...shownOf(seq), revoked: true });

describe("the browser's check of a revoked certificate against the registry", () => {
  it('given a revocation in the signed head and a page that says revoked, then revoked, with when and why', () => {
    const verdict = checkCertificateInRegistry(revokingRecordOf(1, 5), KEYS, revokedPageOf(1));

    expect(verdict).toEqual({ kind: 'revoked', entry: REVOKING_LOG[5], head: REVOKING_HEAD, revocation: { reason: 'undisclosed-restoration', revokedAt: REVOKED_AT } });
  });

  it('given a revocation logged after the head, then pending, naming the revocation', () => {
    const verdict = checkCertificateInRegistry(revokingRecordOf(3, 6), KEYS, revokedPageOf(3));

    expect(verdict).toMatchObject({ kind: 'pending', entry: { kind: 'revoked', seq: 6 } });
  });

  it('given a revocation in the signed head and a page that shows the certificate in force, then differs: the registry says revoked', () => {
    expect(checkCertificateInRegistry(revokingRecordOf(1, 5), KEYS, shownOf(1))).toMatchObject({ kind: 'differs', field: 'revocation', logged: 'revoked' });
    expect(checkCertificateInRegistry(revokingRecordOf(1, 5), KEYS, { ...shownOf(1), revoked: false })).toMatchObject({ kind: 'differs', field: 'revocation', logged: 'revoked' });
  });

  it('given a page that says revoked and a latest proved entry that is a certification, then differs: the registry has it in force', () => {
    expect(checkCertificateInRegistry(revokingRecordOf(2), KEYS, revokedPageOf(2))).toMatchObject({ kind: 'differs', field: 'revocation', logged: 'in-force', entry: REVOKING_LOG[2] });
  });

  it('given a revocation in the signed head and a page that says revoked but shows another grade, then differs on the grade', () => {
    expect(checkCertificateInRegistry(revokingRecordOf(1, 5), KEYS, { ...revokedPageOf(1), grade: 9.9 })).toMatchObject({ kind: 'differs', field: 'grade', logged: '9.6' });
  });

  it('given a revoked entry changed on its way (another reason), then failed: its proof does not check', () => {
    const changed = revokingRecordOf(1, 5);
    changed.entries[1]!.entry = { ...changed.entries[1]!.entry, revocation: { reason: 'issued-in-error', revokedAt: REVOKED_AT } };

    expect(checkCertificateInRegistry(changed, KEYS, revokedPageOf(1))).toEqual({ kind: 'failed', why: 'proof' });
  });
});
