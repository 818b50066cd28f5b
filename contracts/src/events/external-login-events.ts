import { z } from 'zod';

const at = z.iso.datetime();

/**
 * A provider identity (the provider's name and its subject identifier) now signs in as this member.
 * One stream per identity, so "is it linked, and to whom" is a read of one short stream, consistent at
 * once (no read model in the way), and two members can never both claim the same identity.
 */
export const ExternalLoginLinked = z.object({
  type: z.literal('ExternalLoginLinked'),
  data: z.object({
    provider: z.string(),
    /** The provider's `sub` for this person, as the provider sent it. */
    subject: z.string(),
    memberId: z.string(),
    linkedAt: at,
  }),
});

export const ExternalLoginEvent = z.discriminatedUnion('type', [ExternalLoginLinked]);
export type ExternalLoginEvent = z.infer<typeof ExternalLoginEvent>;
export const externalLoginEventTypes = ExternalLoginEvent.options.map((o) => o.shape.type.value);

/**
 * Stream of one provider identity. The subject goes in as a digest (hex, computed by the command side):
 * subjects are opaque strings of any length and alphabet, stream ids should not be.
 */
export const externalLoginStreamId = (provider: string, subjectDigest: string) => `ExternalLogin-${provider}-${subjectDigest}`;

/**
 * An externaltoken was exchanged for a session (POST /token, grant_type=external). Its stream exists only
 * once the token is used, so a second use finds it and is refused: each externaltoken signs in once.
 */
export const ExternalTokenRedeemed = z.object({
  type: z.literal('ExternalTokenRedeemed'),
  data: z.object({
    /** The token's `jti`. */
    tokenId: z.string(),
    provider: z.string(),
    memberId: z.string(),
    /** The session the token started. */
    sessionId: z.string(),
    redeemedAt: at,
  }),
});

export const ExternalTokenEvent = z.discriminatedUnion('type', [ExternalTokenRedeemed]);
export type ExternalTokenEvent = z.infer<typeof ExternalTokenEvent>;
export const externalTokenEventTypes = ExternalTokenEvent.options.map((o) => o.shape.type.value);
export const externalTokenStreamId = (tokenId: string) => `ExternalToken-${tokenId}`;
