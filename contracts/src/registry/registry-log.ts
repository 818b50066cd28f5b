import { z } from 'zod';
import * as ed from '@noble/ed25519';
import { sha512 } from '@noble/hashes/sha2';
import { CollectibleType } from '../catalogue/catalogue.ts';
import { CertificateCategory } from '../events/certificate-events.ts';
import { COMIC_ID_PATTERN } from '../rules/identifiers.ts';
import { canonicalBytes } from './canonical-json.ts';
import { MerkleTree, fromHex, leafHash, toHex, verifyInclusion, type Hash } from './merkle.ts';

// Ed25519 here is synchronous, with @noble/hashes' SHA-512: the browser checks a proof without waiting on WebCrypto.
ed.etc.sha512Sync = (...messages) => sha512(ed.etc.concatBytes(...messages));

/**
 * The certificate registry's log (issue [5/7]): every certification, re-certification and revocation, in the order
 * the registry logged them, each naming the hash of the one before (a chain), all of them the leaves of a Merkle tree
 * (merkle.ts) whose head is signed each day. What anyone can check offline, with nothing but an export and the
 * registry's public key: every link, every proof, every signature.
 *
 * An entry holds the certificate and nothing about its owner: no member, no order, no personal collection's name.
 */

export const REGISTRY_LOG_NAME = 'certus-registry';
export const REGISTRY_FORMAT_VERSION = 1;
/** The hash the first entry names as the one before it. */
export const NO_PREVIOUS_ENTRY = '0'.repeat(64);

const HashHex = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 hash in lower-case hexadecimal');

export const RegistryEntryKind = z.enum(['certified', 'recertified', 'revoked']);
export type RegistryEntryKind = z.infer<typeof RegistryEntryKind>;

export const RegistryEntry = z
  .object({
    /** Its place in the log, from 0: the index of its leaf. */
    seq: z.number().int().min(0),
    kind: RegistryEntryKind,
    certificationId: z.string().regex(new RegExp(COMIC_ID_PATTERN)),
    book: z.object({
      collectibleType: CollectibleType,
      title: z.string(),
      issue: z.string(),
      year: z.number().int(),
      month: z.number().int().min(1).max(12).nullable(),
      publisher: z.string(),
      variant: z.string(),
    }),
    grade: z.number().min(0).max(10),
    category: CertificateCategory,
    label: z.object({
      pedigree: z.string().nullable(),
      keyComments: z.string(),
      artStoryCover: z.string(),
      signatures: z.array(z.object({ type: z.enum(['ASP', 'VSP', 'VSPP']), name: z.string() })),
    }),
    certifiedAt: z.iso.datetime(),
    /** When the registry logged it. */
    loggedAt: z.iso.datetime(),
    /** The leaf hash of the entry before it (NO_PREVIOUS_ENTRY for the first). */
    previous: HashHex,
  })
  .strict();
export type RegistryEntry = z.infer<typeof RegistryEntry>;

/** The bytes of an entry as the log hashes them: its canonical JSON. */
export const entryBytes = (entry: RegistryEntry): Uint8Array => canonicalBytes(entry);
export const entryLeafHash = (entry: RegistryEntry): Hash => leafHash(entryBytes(entry));

/** The entry that follows `previous` in the log (null: the first), for a certificate's record. */
export function nextRegistryEntry(previous: RegistryEntry | null, record: Omit<RegistryEntry, 'seq' | 'previous'>): RegistryEntry {
  return RegistryEntry.parse({
    ...record,
    seq: previous ? previous.seq + 1 : 0,
    previous: previous ? toHex(entryLeafHash(previous)) : NO_PREVIOUS_ENTRY,
  });
}

/** A day's tree head: the log's size and root at the end of that day (UTC), under the key that signs it. */
export const TreeHead = z
  .object({
    day: z.iso.date(),
    treeSize: z.number().int().min(0),
    rootHash: HashHex,
    /** The end of the day, when the head was taken. */
    timestamp: z.iso.datetime(),
    keyId: z.string().min(1),
  })
  .strict();
export type TreeHead = z.infer<typeof TreeHead>;

export const SignedTreeHead = TreeHead.extend({ signature: z.string().regex(/^[0-9a-f]{128}$/, 'an Ed25519 signature in lower-case hexadecimal') }).strict();
export type SignedTreeHead = z.infer<typeof SignedTreeHead>;

/** What is signed: the head, named as this log's and this format's, so a signature cannot be taken for another's. */
export const treeHeadMessage = (head: TreeHead): Uint8Array =>
  canonicalBytes({ log: REGISTRY_LOG_NAME, version: REGISTRY_FORMAT_VERSION, ...TreeHead.parse(head) });

/** The public key of a 32-byte Ed25519 private key (its seed), both in hexadecimal. */
export const registryPublicKey = (privateKeyHex: string): string => toHex(ed.getPublicKey(keyBytes(privateKeyHex, 'private key')));

export function signTreeHead(head: TreeHead, privateKeyHex: string): SignedTreeHead {
  const signature = ed.sign(treeHeadMessage(head), keyBytes(privateKeyHex, 'private key'));
  return { ...TreeHead.parse(head), signature: toHex(signature) };
}

/** Whether the head was signed by the key (a 32-byte Ed25519 public key in hexadecimal). */
export function verifyTreeHeadSignature(head: SignedTreeHead, publicKeyHex: string): boolean {
  const { signature, ...unsigned } = head;
  const signatureBytes = fromHex(signature);
  const key = fromHex(publicKeyHex);
  if (!signatureBytes || signatureBytes.length !== 64 || !key || key.length !== 32) return false;
  try {
    return ed.verify(signatureBytes, treeHeadMessage(unsigned), key);
  } catch {
    return false;
  }
}

function keyBytes(hex: string, what: string): Uint8Array {
  const bytes = fromHex(hex);
  if (!bytes || bytes.length !== 32) throw new Error(`the registry's ${what} must be 32 bytes in hexadecimal`);
  return bytes;
}

/** An entry's inclusion proof: its path in the tree of `treeSize` entries (the size of a signed head). */
export const InclusionProof = z.object({ leafIndex: z.number().int().min(0), treeSize: z.number().int().min(1), path: z.array(HashHex) }).strict();
export type InclusionProof = z.infer<typeof InclusionProof>;

export function inclusionProofOf(tree: MerkleTree, leafIndex: number, treeSize: number): InclusionProof {
  return { leafIndex, treeSize, path: tree.inclusionProof(leafIndex, treeSize).map(toHex) };
}

/** Whether the proof shows the entry in the tree of the head (of the proof's size). */
export function verifyEntryInclusion(entry: RegistryEntry, proof: InclusionProof, head: Pick<TreeHead, 'treeSize' | 'rootHash'>): boolean {
  const root = fromHex(head.rootHash);
  const path = proof.path.map(fromHex);
  if (!root || path.some((p) => p === null) || proof.treeSize !== head.treeSize || proof.leafIndex !== entry.seq) return false;
  return verifyInclusion(entryLeafHash(entry), proof.leafIndex, proof.treeSize, path as Hash[], root);
}

/**
 * The whole log as the registry exports it for an offline check (`npm run registry:verify -- <file>`), as JSON lines:
 * this header first, then an entry a line, in log order (so a damaged line is a damaged entry, named by its place).
 * The log as its latest signed head counts it: an entry logged since is signed for by no one yet, and waits for the
 * next day's head and export.
 */
export const RegistryExportHeader = z
  .object({
    log: z.literal(REGISTRY_LOG_NAME),
    version: z.literal(REGISTRY_FORMAT_VERSION),
    keys: z.array(z.object({ keyId: z.string().min(1), publicKey: z.string().regex(/^[0-9a-f]{64}$/) }).strict()).min(1),
    /** Every signed head, oldest first. */
    heads: z.array(SignedTreeHead),
  })
  .strict();
export type RegistryExportHeader = z.infer<typeof RegistryExportHeader>;

/** An entry's line: the entry, and its proof in the export's latest signed head. */
export const RegistryExportLine = z.object({ entry: RegistryEntry, proof: InclusionProof }).strict();
export type RegistryExportLine = z.infer<typeof RegistryExportLine>;
