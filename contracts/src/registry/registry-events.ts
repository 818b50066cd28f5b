import { z } from 'zod';
import { SignedTreeHead } from './registry-schemas.ts';

/**
 * A tree head of the certificate registry, signed and published (stream `RegistryHeads`, the heads in the order they
 * were signed: head n is version n, so two signers cannot both publish the next one). Signed when the log has grown
 * and an interval has passed, and at least once a day: a day's head is the last one signed that day. Its root is
 * the Merkle root of the registry's first `treeSize` entries as the certificate-registry read model logged them;
 * `npm run registry:verify` checks it against an export.
 */
export const RegistryTreeHeadSigned = z.object({ type: z.literal('RegistryTreeHeadSigned'), data: SignedTreeHead });

export const RegistryEvent = z.discriminatedUnion('type', [RegistryTreeHeadSigned]);
export type RegistryEvent = z.infer<typeof RegistryEvent>;
export const REGISTRY_HEADS_STREAM = 'RegistryHeads';
