import type { CertificateRegistryRecord } from '../../http/registry.ts';
import { MerkleTree, toHex } from '../merkle.ts';
import {
  REGISTRY_FORMAT_VERSION,
  REGISTRY_LOG_NAME,
  entryLeafHash,
  inclusionProofOf,
  nextRegistryEntry,
  registryPublicKey,
  signTreeHead,
  type RegistryEntry,
  type SignedTreeHead,
} from '../registry-log.ts';

/** A key for tests only (never a real registry's): 32 bytes of seed. */
export const TEST_REGISTRY_KEY = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60';
export const TEST_KEY_ID = 'test-2026';

const TITLES = ['Amazing Spider-Man', 'X-Men', 'Saga', 'Naruto', 'Heavy Metal', 'Walking Dead, The'];

/** The record of the `n`th certificate of a test log (everything of an entry but its place and link). */
export function aCertificateRecord(n: number, overrides: Partial<Omit<RegistryEntry, 'seq' | 'previous'>> = {}): Omit<RegistryEntry, 'seq' | 'previous'> {
  const day = String(1 + (n % 28)).padStart(2, '0');
  return {
    kind: 'certified',
    certificationId: `26-TESTREG-${String(n + 1).padStart(3, '0')}`,
    book: { collectibleType: n % 5 === 3 ? 'Manga' : n % 5 === 4 ? 'Magazine' : 'Comic', title: TITLES[n % TITLES.length]!, issue: String(n + 1), year: 1963 + n, month: n % 3 === 0 ? null : (n % 12) + 1, publisher: 'Marvel', variant: n % 4 === 1 ? 'Cover B' : '' },
    grade: [9.8, 9.6, 8.5, 4.0, 10][n % 5]!,
    category: n % 7 === 2 ? 'Verified' : 'Certified',
    label: { pedigree: null, keyComments: n % 2 ? '1st appearance of "Someone"\nand more' : '', artStoryCover: '', signatures: n % 7 === 2 ? [{ type: 'VSP', name: 'Stan Lee' }] : [] },
    certifiedAt: `2026-11-${day}T10:00:00.000Z`,
    loggedAt: `2026-11-${day}T10:00:01.000Z`,
    ...overrides,
  };
}

/** A log of `count` certificates, chained. */
export function aRegistryLog(count: number): RegistryEntry[] {
  const entries: RegistryEntry[] = [];
  for (let n = 0; n < count; n++) entries.push(nextRegistryEntry(entries.at(-1) ?? null, aCertificateRecord(n)));
  return entries;
}

/** Heads signed with the test key at the given sizes of the log, a day apart from 2026-11-01. */
export function headsOf(entries: readonly RegistryEntry[], sizes: readonly number[]): SignedTreeHead[] {
  const tree = new MerkleTree(entries.map(entryLeafHash));
  return sizes.map((treeSize, i) => {
    const day = `2026-11-${String(i + 1).padStart(2, '0')}`;
    return signTreeHead({ day, treeSize, rootHash: toHex(tree.rootAt(treeSize)), timestamp: `${day}T23:59:59.999Z`, keyId: TEST_KEY_ID }, TEST_REGISTRY_KEY);
  });
}

/**
 * The export of a log and its heads, as the registry writes it: the header line, then an entry a line with its proof
 * in the last head (`entries` beyond the last head's size are written too, as a registry that broke the rule would).
 */
export function anExport(entries: readonly RegistryEntry[], heads: readonly SignedTreeHead[]): string {
  const tree = new MerkleTree(entries.map(entryLeafHash));
  const header = { log: REGISTRY_LOG_NAME, version: REGISTRY_FORMAT_VERSION, keys: [{ keyId: TEST_KEY_ID, publicKey: registryPublicKey(TEST_REGISTRY_KEY) }], heads };
  const latestSize = heads.at(-1)?.treeSize ?? 0;
  const lines = entries.map((entry) => JSON.stringify({ entry, proof: inclusionProofOf(tree, entry.seq, Math.max(latestSize, entry.seq + 1)) }));
  return [JSON.stringify(header), ...lines].join('\n') + '\n';
}

/** The revocation of the `n`th certificate of a test log, logged after `previous` at `revokedAt`. */
export const aRevocationEntry = (previous: RegistryEntry, n: number, revokedAt: string): RegistryEntry =>
  nextRegistryEntry(previous, { ...aCertificateRecord(n), kind: 'revoked', loggedAt: revokedAt, revocation: { reason: 'undisclosed-restoration', revokedAt } });

/** When the revoking log revoked its 2nd certificate. */
export const REVOKED_AT = '2026-11-20T14:00:00.000Z';

/**
 * A log of five certificates, then two revocations: of the 2nd certificate (seq 5, in the head signed over six
 * entries) and of the 4th (seq 6, logged since: in the next head). `recordOf(...seqs)` is the registry's record of
 * one certificate of it: those entries, each proved when in the head.
 */
export function aRevokingRegistry() {
  const log = aRegistryLog(5);
  log.push(aRevocationEntry(log.at(-1)!, 1, REVOKED_AT));
  log.push(aRevocationEntry(log.at(-1)!, 3, '2026-11-21T09:00:00.000Z'));
  const [head] = headsOf(log, [6]);
  const tree = new MerkleTree(log.map(entryLeafHash));
  const recordOf = (...seqs: number[]): CertificateRegistryRecord => ({
    certificationId: log[seqs[0]!]!.certificationId,
    head: head!,
    entries: seqs.map((seq) => ({ entry: log[seq]!, proof: seq < 6 ? inclusionProofOf(tree, seq, 6) : null })),
  });
  return { log, head: head!, recordOf };
}
