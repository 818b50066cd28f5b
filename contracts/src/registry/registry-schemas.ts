import { z } from 'zod';
import { CollectibleType } from '../catalogue/catalogue.ts';
import { CertificateCategory, RevocationReason } from '../events/certificate-events.ts';
import { COMIC_ID_PATTERN } from '../rules/identifiers.ts';

/**
 * The shapes of the certificate registry (issue [5/7]): its entries, its signed tree heads, inclusion proofs and the
 * export. Zod only: the event that publishes a head (registry-events.ts), the API's answers and the browser hold them
 * without the hashing and signing code (merkle.ts, registry-log.ts).
 */

export const REGISTRY_LOG_NAME = 'certus-registry';
export const REGISTRY_FORMAT_VERSION = 1;

export const HashHex = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 hash in lower-case hexadecimal');

/**
 * A tree head: the log's size and root when the head was signed, under the key that signed it. `day` is the UTC day
 * of its timestamp (the registry publishes a head a day at least: that day's last).
 */
export const TreeHead = z
  .object({
    day: z.iso.date(),
    treeSize: z.number().int().min(0),
    rootHash: HashHex,
    /** When it was signed. */
    timestamp: z.iso.datetime(),
    keyId: z.string().min(1),
  })
  .strict();
export type TreeHead = z.infer<typeof TreeHead>;

export const SignedTreeHead = TreeHead.extend({ signature: z.string().regex(/^[0-9a-f]{128}$/, 'an Ed25519 signature in lower-case hexadecimal') }).strict();
export type SignedTreeHead = z.infer<typeof SignedTreeHead>;

/** The hash the first entry names as the one before it. */
export const NO_PREVIOUS_ENTRY = '0'.repeat(64);

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
    /**
     * A `revoked` entry's why and when (only there); its certificate fields are those of the certificate it revoked.
     * Absent from every other entry, so entries logged before revocations existed hash as they did.
     */
    revocation: z.object({ reason: RevocationReason, revokedAt: z.iso.datetime() }).strict().optional(),
  })
  .strict()
  .refine((entry) => (entry.kind === 'revoked') === (entry.revocation !== undefined), {
    message: 'A revoked entry, and only one, carries its revocation.',
    path: ['revocation'],
  });
export type RegistryEntry = z.infer<typeof RegistryEntry>;

/** An entry's inclusion proof: its path in the tree of `treeSize` entries (the size of a signed head). */
export const InclusionProof = z.object({ leafIndex: z.number().int().min(0), treeSize: z.number().int().min(1), path: z.array(HashHex) }).strict();
export type InclusionProof = z.infer<typeof InclusionProof>;

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
