import { z } from 'zod';

const at = z.iso.datetime();

/**
 * A member created an API key for the keyed public API (/api/v1/...). The secret itself is never recorded: only
 * its SHA-256 (lower-case hex), by which a call's key is found, and the visible prefix the member tells keys
 * apart by. Events keep plain strings, not the form's rules: history must still parse if those rules tighten.
 */
export const ApiKeyCreated = z.object({
  type: z.literal('ApiKeyCreated'),
  data: z.object({ keyId: z.string(), memberId: z.string(), name: z.string(), prefix: z.string(), secretHash: z.string(), createdAt: at }),
});
export const ApiKeyRenamed = z.object({
  type: z.literal('ApiKeyRenamed'),
  data: z.object({ keyId: z.string(), memberId: z.string(), name: z.string(), renamedAt: at }),
});
/** The key answers no call from now on; it stays listed (revoked) so the member sees what it was. */
export const ApiKeyRevoked = z.object({
  type: z.literal('ApiKeyRevoked'),
  data: z.object({ keyId: z.string(), memberId: z.string(), revokedAt: at }),
});

export const ApiKeyEvent = z.discriminatedUnion('type', [ApiKeyCreated, ApiKeyRenamed, ApiKeyRevoked]);
export type ApiKeyEvent = z.infer<typeof ApiKeyEvent>;
export const apiKeyEventTypes = ApiKeyEvent.options.map((o) => o.shape.type.value);

/** One stream per member, always the signed-in member's own: nobody reaches another member's keys. */
export const apiKeysStreamId = (memberId: string) => `ApiKeys-${memberId}`;
