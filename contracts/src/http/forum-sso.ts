import { z } from 'zod';

/** Single sign-on to the forum (spec 2.4, 7.1). */
export const forumSsoMessages = {
  notAvailable: 'The forum is not available right now.',
} as const;

/** GET /api/account/sso/ninjapost: who the member is to the forum, and where the forum is. */
export const ForumSsoResponse = z.object({
  userId: z.string(),
  appId: z.string(),
  /** The forum's sign-in address; the site sends the member to `${forumUrl}?userId=...&appId=...`. */
  forumUrl: z.url(),
});
export type ForumSsoResponse = z.infer<typeof ForumSsoResponse>;

/** GET /api/account/sso/ninjapost2: the member's e-mail and its key (HMAC-SHA256 with the forum's secret, hex). */
export const ForumSsoCallbackResponse = z.object({ email: z.string(), key: z.string() });
export type ForumSsoCallbackResponse = z.infer<typeof ForumSsoCallbackResponse>;

export const forumSsoPaths = {
  ninjapost: '/api/account/sso/ninjapost',
  ninjapost2: '/api/account/sso/ninjapost2',
} as const;
