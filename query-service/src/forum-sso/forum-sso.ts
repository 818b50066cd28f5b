import { createHmac } from 'node:crypto';
import { Router } from 'express';
import { forumSsoMessages, forumSsoPaths, normaliseEmail, type ForumSsoCallbackResponse, type ForumSsoResponse } from '@certus/contracts';
import { HttpResponseError, requireUser } from '@certus/infra';

/** The forum the members sign in to (spec 2.4): FORUM_URL, FORUM_APP_ID, FORUM_SSO_SECRET (infra/ops/env.example). */
export interface ForumSsoConfig {
  forumUrl: string;
  appId: string;
  secret: string;
}

const MIN_SECRET_LENGTH = 16;

/** All three variables, or none (the forum is then not offered); anything in between stops the service at start. */
export function forumSsoFromEnv(env: NodeJS.ProcessEnv = process.env): ForumSsoConfig | null {
  const forumUrl = env.FORUM_URL || undefined;
  const appId = env.FORUM_APP_ID || undefined;
  const secret = env.FORUM_SSO_SECRET || undefined;
  if (!forumUrl && !appId && !secret) return null;
  if (!forumUrl || !appId || !secret) throw new Error('FORUM_URL, FORUM_APP_ID and FORUM_SSO_SECRET go together: set all three, or none.');
  if (!URL.canParse(forumUrl) || !/^https?:$/.test(new URL(forumUrl).protocol)) throw new Error(`FORUM_URL must be an absolute http(s) URL, got '${forumUrl}'.`);
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`FORUM_SSO_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`);
  return { forumUrl, appId, secret };
}

/** The key the forum checks the e-mail with: HMAC-SHA256 of the normalised e-mail under the shared secret, hex. */
export const forumKeyFor = (email: string, secret: string) => createHmac('sha256', secret).update(normaliseEmail(email)).digest('hex');

/**
 * GET /api/account/sso/ninjapost: the member's id and the forum's app id (and where the forum is), for the
 * /sso/ninjapost redirect. GET /api/account/sso/ninjapost2: the member's e-mail and its key, for the
 * /sso/ninjapost2 callback. Signed-in members only; 503 when no forum is configured.
 */
export function forumSsoRoutes(config: ForumSsoConfig | null): Router {
  const router = Router();
  const requireForum = () => {
    if (!config) throw new HttpResponseError(503, { message: forumSsoMessages.notAvailable });
    return config;
  };

  router.get(forumSsoPaths.ninjapost, requireUser, (req, res) => {
    const forum = requireForum();
    res.set('Cache-Control', 'private, no-store').json({ userId: req.user!.userId, appId: forum.appId, forumUrl: forum.forumUrl } satisfies ForumSsoResponse);
  });

  router.get(forumSsoPaths.ninjapost2, requireUser, (req, res) => {
    const forum = requireForum();
    const email = req.user!.email;
    res.set('Cache-Control', 'private, no-store').json({ email, key: forumKeyFor(email, forum.secret) } satisfies ForumSsoCallbackResponse);
  });

  return router;
}
