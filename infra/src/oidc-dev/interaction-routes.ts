import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { DevAccounts } from './dev-accounts.ts';
import { consentPage, expiredPage, loginPage } from './interaction-pages.ts';

/** What each scope the client may ask for means to the person. */
const SCOPE_WORDING: Record<string, string> = { email: 'your e-mail address', profile: 'your name' };
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const asyncRoute =
  (handler: (req: Request, res: Response) => Promise<void>) => (req: Request, res: Response, next: NextFunction) =>
    handler(req, res).catch(next);

/**
 * The provider's own pages (oidc-provider leaves sign-in and consent to the host): sign in with any e-mail
 * address, then allow or deny the client. Paths are relative to where the provider is mounted.
 */
export function interactionRoutes(provider: Provider, accounts: DevAccounts, mountPath: string): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '10kb' });
  const base = (uid: string) => `${mountPath}/interaction/${encodeURIComponent(uid)}`;
  const noStore = (_req: Request, res: Response, next: NextFunction) => void (res.set('Cache-Control', 'no-store'), next());

  async function clientName(clientId: unknown) {
    const client = typeof clientId === 'string' ? await provider.Client.find(clientId) : undefined;
    return String(client?.metadata().client_name ?? clientId ?? 'the site');
  }

  async function details(req: Request, res: Response) {
    const found = await provider.interactionDetails(req, res);
    if (found.uid !== req.params.uid) throw new errors.SessionNotFound('interaction mismatch');
    return found;
  }

  router.get(
    '/interaction/:uid',
    noStore,
    asyncRoute(async (req, res) => {
      const { uid, prompt, params, session } = await details(req, res);
      const name = await clientName(params.client_id);
      if (prompt.name === 'login') {
        return void res.type('html').send(loginPage({ action: `${base(uid)}/login`, abortAction: `${base(uid)}/abort`, clientName: name }));
      }
      const account = session ? accounts.find(session.accountId) : undefined;
      const missingScopes = (prompt.details.missingOIDCScope as string[] | undefined) ?? [];
      const asks = missingScopes.flatMap((scope) => (SCOPE_WORDING[scope] ? [SCOPE_WORDING[scope]] : []));
      res.type('html').send(
        consentPage({ action: `${base(uid)}/consent`, clientName: name, email: account?.email ?? '', asks: asks.length ? asks : ['to know who you are'] }),
      );
    }),
  );

  router.post(
    '/interaction/:uid/login',
    noStore,
    form,
    asyncRoute(async (req, res) => {
      const { uid, prompt, params } = await details(req, res);
      if (prompt.name !== 'login') throw new errors.SessionNotFound('not at the sign-in step');
      const body = req.body as Record<string, string | undefined>;
      const email = body.email?.trim() ?? '';
      if (!LOOKS_LIKE_EMAIL.test(email)) {
        const page = loginPage({ action: `${base(uid)}/login`, abortAction: `${base(uid)}/abort`, clientName: await clientName(params.client_id), email, error: 'Enter an e-mail address.' });
        return void res.status(400).type('html').send(page);
      }
      const account = accounts.signIn(email, { givenName: body.given_name, familyName: body.family_name });
      await provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
    }),
  );

  router.post(
    '/interaction/:uid/consent',
    noStore,
    form,
    asyncRoute(async (req, res) => {
      const interaction = await details(req, res);
      const { prompt, params, session, grantId } = interaction;
      if (prompt.name !== 'consent' || !session) throw new errors.SessionNotFound('not at the consent step');
      if ((req.body as { decision?: string }).decision !== 'allow') {
        return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The person did not allow access.' }, { mergeWithLastSubmission: false });
      }
      const grant = grantId ? await provider.Grant.find(grantId) : new provider.Grant({ accountId: session.accountId, clientId: String(params.client_id) });
      if (!grant) throw new errors.SessionNotFound('grant not found');
      const missingScopes = prompt.details.missingOIDCScope as string[] | undefined;
      const missingClaims = prompt.details.missingOIDCClaims as string[] | undefined;
      if (missingScopes) grant.addOIDCScope(missingScopes.join(' '));
      if (missingClaims) grant.addOIDCClaims(missingClaims);
      const savedGrantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: grantId ? {} : { grantId: savedGrantId } }, { mergeWithLastSubmission: true });
    }),
  );

  router.post(
    '/interaction/:uid/abort',
    noStore,
    asyncRoute(async (req, res) => {
      await details(req, res);
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The person cancelled the sign-in.' }, { mergeWithLastSubmission: false });
    }),
  );

  // An unknown, expired or finished interaction: a page saying so, not a stack trace.
  router.use('/interaction', (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!(error instanceof errors.SessionNotFound)) return next(error);
    res.status(400).type('html').send(expiredPage());
  });
  return router;
}
