import { Router } from 'express';
import { mailboxRouter } from '../mail/mailbox-router.ts';
import type { ReceivedMail } from '../mail/smtp-sink.ts';
import { localRequestsOnly } from './local-only.ts';

/**
 * The embedded default's developer tools on the site's origin: the dev mailbox (/dev/mailbox) and the demo
 * OpenID provider (e.g. /dev/oidc). Either one hands an account to whoever reaches it (a password-reset
 * link, a sign-in as anybody), so both answer requests from this machine only. Mount it before the body
 * parsers: the OpenID provider reads its own request bodies.
 */
export function devToolsRouter(tools: { mailbox?: (() => ReceivedMail[]) | undefined; oidc?: { mountPath: string; router: Router } | undefined }): Router {
  const router = Router();
  if (tools.oidc) router.use(tools.oidc.mountPath, localRequestsOnly(), tools.oidc.router);
  if (tools.mailbox) router.use(mailboxRouter(tools.mailbox));
  return router;
}
