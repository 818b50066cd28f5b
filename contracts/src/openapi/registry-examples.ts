import { CertificateRegistryRecord, RegistryConsistency, RegistryHeadList, RegistryKeys } from '../http/registry.ts';
import { MerkleTree, toHex } from '../registry/merkle.ts';
import {
  SignedTreeHead,
  defaultRegistryKeyId,
  entryLeafHash,
  inclusionProofOf,
  nextRegistryEntry,
  registryPublicKey,
  signTreeHead,
  type RegistryEntry,
} from '../registry/registry-log.ts';
import { answerExample } from './answer-examples.ts';

/**
 * Examples of the registry's answers that check, as the real ones do: a small registry of the demo data's four
 * certificates (command-service demo/seed-demo-certificates.ts), logged over two days with a head signed each day,
 * and a certification logged after the latest head. Made with the registry's own code (registry-log.ts), so every
 * hash, proof and signature verifies (registry-examples.unit.test.ts checks them as the site does).
 */

/**
 * RFC 8032's first Ed25519 test vector (section 7.1): a seed published for all to see, so the examples can be signed
 * and checked. Only for examples: a registry signs with its own key (REGISTRY_SIGNING_KEY).
 */
const EXAMPLE_SIGNING_KEY = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60';
const publicKey = registryPublicKey(EXAMPLE_SIGNING_KEY);
const keyId = defaultRegistryKeyId(publicKey);

type Certification = Omit<RegistryEntry, 'seq' | 'previous'>;
const noLabel = { pedigree: null, keyComments: '', artStoryCover: '', signatures: [] };

const certifications: Certification[] = [
  {
    kind: 'certified',
    certificationId: '19-DEMOA01-001',
    book: { collectibleType: 'Comic', title: 'Amazing Spider-Man', issue: '300', year: 1988, month: 5, publisher: 'Marvel', variant: 'Direct Edition' },
    grade: 9.4,
    category: 'Certified',
    label: { ...noLabel, keyComments: '1st full appearance of Venom', artStoryCover: 'Story: David Michelinie; Art & Cover: Todd McFarlane' },
    certifiedAt: '2019-03-12T15:00:00.000Z',
    loggedAt: '2026-11-01T08:30:12.418Z',
  },
  {
    kind: 'certified',
    certificationId: '19-DEMOA01-002',
    book: { collectibleType: 'Comic', title: 'Incredible Hulk', issue: '181', year: 1974, month: 11, publisher: 'Marvel', variant: 'Newsstand Edition' },
    grade: 8,
    category: 'Verified',
    label: { ...noLabel, keyComments: '1st full appearance of Wolverine', artStoryCover: 'Story: Len Wein; Art & Cover: Herb Trimpe' },
    certifiedAt: '2019-03-12T15:00:00.000Z',
    loggedAt: '2026-11-01T08:30:12.418Z',
  },
  {
    kind: 'certified',
    certificationId: '20-DEMOB02-001',
    book: { collectibleType: 'Magazine', title: 'Creepy', issue: '1', year: 1964, month: null, publisher: 'Warren', variant: '' },
    grade: 7.5,
    category: 'Certified',
    label: { ...noLabel, keyComments: '1st appearance of Uncle Creepy', artStoryCover: 'Cover: Jack Davis' },
    certifiedAt: '2020-09-03T15:00:00.000Z',
    loggedAt: '2026-11-02T10:04:51.007Z',
  },
  {
    kind: 'certified',
    certificationId: '20-DEMOB02-002',
    book: { collectibleType: 'Comic', title: 'X-Men', issue: '94', year: 1975, month: 8, publisher: 'Marvel', variant: '' },
    grade: 6,
    category: 'Raw Grade',
    label: { ...noLabel, keyComments: 'New X-Men begin', artStoryCover: 'Story: Chris Claremont & Len Wein; Art: Dave Cockrum; Cover: Gil Kane & Dave Cockrum' },
    certifiedAt: '2020-09-03T15:00:00.000Z',
    loggedAt: '2026-11-02T10:04:51.007Z',
  },
  // Graded just after the latest head was signed: in the log, under no head yet (the next, within the hour, counts it).
  {
    kind: 'certified',
    certificationId: '26-K4R7Q2M-001',
    book: { collectibleType: 'Comic', title: 'Saga', issue: '1', year: 2012, month: 3, publisher: 'Image', variant: '' },
    grade: 9.8,
    category: 'Certified',
    label: { ...noLabel, keyComments: '1st appearance of Alana, Marko and Hazel', artStoryCover: 'Story: Brian K. Vaughan; Art & Cover: Fiona Staples' },
    certifiedAt: '2026-11-02T10:31:06.000Z',
    loggedAt: '2026-11-02T10:31:06.512Z',
  },
];

const log: RegistryEntry[] = [];
for (const certification of certifications) log.push(nextRegistryEntry(log.at(-1) ?? null, certification));
const tree = new MerkleTree(log.map(entryLeafHash));

const headOf = (treeSize: number, timestamp: string): SignedTreeHead =>
  signTreeHead({ day: timestamp.slice(0, 10), treeSize, rootHash: toHex(tree.rootAt(treeSize)), timestamp, keyId }, EXAMPLE_SIGNING_KEY);
/** Each day's head: the signer signs the day's first at once, and another when the log has grown and an hour has passed. */
const firstDayHead = headOf(2, '2026-11-01T08:31:00.020Z');
const latestHead = headOf(4, '2026-11-02T10:05:00.031Z');

const provedIn = (entry: RegistryEntry) => ({ entry, proof: inclusionProofOf(tree, entry.seq, latestHead.treeSize) });

export const registryExamples = {
  heads: { days: answerExample(RegistryHeadList, "Each day's last head, oldest first", { heads: [firstDayHead, latestHead] }) },
  latestHead: { latest: answerExample(SignedTreeHead, 'The head of 2 November: 4 entries', latestHead) },
  keys: { oneKey: answerExample(RegistryKeys, 'The key the heads name (keyId), as hexadecimal', { keys: [{ keyId, publicKey }] }) },
  certificate: {
    proved: answerExample(CertificateRegistryRecord, 'Certified, and in the latest head: check the proof against its root hash', {
      certificationId: '19-DEMOA01-001',
      head: latestHead,
      entries: [provedIn(log[0]!)],
    }),
    pending: answerExample(CertificateRegistryRecord, 'Logged after the latest head: no proof yet (the next head counts it)', {
      certificationId: '26-K4R7Q2M-001',
      head: latestHead,
      entries: [{ entry: log[4]!, proof: null }],
    }),
  },
  consistency: {
    twoHeads: answerExample(RegistryConsistency, 'From the head of 1 November (2 entries) to the latest (4): the log was only appended to', {
      first: firstDayHead.treeSize,
      second: latestHead.treeSize,
      head: latestHead,
      proof: tree.consistencyProof(firstDayHead.treeSize, latestHead.treeSize).map(toHex),
    }),
  },
};
