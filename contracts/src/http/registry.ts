import { z } from 'zod';
import { text } from '../rules/text.ts';
import { HashHex, InclusionProof, RegistryEntry, SignedTreeHead } from '../registry/registry-schemas.ts';

/**
 * The certificate registry's public API (issue [5/7]): its signed heads, its keys, a certificate's entries with their
 * proofs, the consistency of two tree sizes, the export. Anyone may read it, without a token: what it proves is
 * checked with the key, not with trust in whoever answers.
 */

export const registryMessages = {
  noHeadYet: 'The registry has signed no head yet: its first comes within the hour of its first entry.',
  notInRegistry: 'No entry of this certification number is in the registry.',
  day: 'A day is written YYYY-MM-DD.',
  treeSize: 'A tree size is a whole number from 0.',
  beyondHead: "The sizes must be in order (first at most second), and second at most the latest head's.",
  drift: "The registry's entries do not match its signed head. Nothing can be proved until this is put right.",
} as const;

export const RegistryHeadsQuery = z.object({
  day: text({ error: registryMessages.day })
    .regex(/^\d{4}-\d{2}-\d{2}$/, registryMessages.day)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), registryMessages.day)
    .optional()
    .meta({ description: 'Every head signed that day (UTC). Without it: each day\'s last head, oldest first.' }),
});
export type RegistryHeadsQuery = z.infer<typeof RegistryHeadsQuery>;

export const RegistryHeadList = z.object({ heads: z.array(SignedTreeHead) });
export type RegistryHeadList = z.infer<typeof RegistryHeadList>;

export const RegistryKeys = z.object({
  keys: z.array(z.object({ keyId: z.string(), publicKey: HashHex.meta({ description: 'The Ed25519 public key, 32 bytes in hexadecimal.' }) })),
});
export type RegistryKeys = z.infer<typeof RegistryKeys>;

export const CertificateRegistryRecord = z.object({
  certificationId: z.string(),
  /** The latest signed head, which the proofs are in (null: none signed yet). */
  head: SignedTreeHead.nullable(),
  /** The certificate's entries, oldest first; each with its proof in `head`, or null when logged since (in the next head). */
  entries: z.array(z.object({ entry: RegistryEntry, proof: InclusionProof.nullable() })),
});
export type CertificateRegistryRecord = z.infer<typeof CertificateRegistryRecord>;

const treeSize = text({ error: registryMessages.treeSize }).regex(/^(0|[1-9]\d{0,9})$/, registryMessages.treeSize);
export const RegistryConsistencyQuery = z.object({
  first: treeSize.meta({ description: 'The earlier tree size.' }),
  second: treeSize.meta({ description: "The later tree size, at most the latest head's." }),
});
export type RegistryConsistencyQuery = z.infer<typeof RegistryConsistencyQuery>;

export const RegistryConsistency = z.object({
  first: z.number().int(),
  second: z.number().int(),
  /** The latest head, whose tree both sizes are prefixes of. */
  head: SignedTreeHead,
  /** RFC 9162 2.1.4: the consistency proof from the tree of `first` entries to the tree of `second`. */
  proof: z.array(HashHex),
});
export type RegistryConsistency = z.infer<typeof RegistryConsistency>;

export const registryPaths = {
  heads: '/api/registry/heads',
  latestHead: '/api/registry/heads/latest',
  keys: '/api/registry/keys',
  certificate: (certificationId: string) => `/api/registry/certificates/${encodeURIComponent(certificationId)}`,
  consistency: '/api/registry/consistency',
  export: '/api/registry/export',
} as const;
