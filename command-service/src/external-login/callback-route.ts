import { Router, type Request } from 'express';
import * as oidc from 'openid-client';
import { externalLoginMessages, externalLoginPaths } from '@certus/contracts';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { loadExternalLogin } from './external-login-streams.ts';
import { providerIdentity, type ProviderIdentity } from './provider-identity.ts';
import { ProviderUnavailable } from './provider-registry.ts';
import { requireProvider } from './require-provider.ts';
import { authPageUrl } from './site-redirect.ts';

/** The `error` codes of a failed sign-in, as the site's /auth/{provider} page receives them. */
const failures = {
  /** The login state cookie is missing, forged, expired or for another attempt (state mismatch). */
  badState: { error: 'invalid_state', error_description: externalLoginMessages.expired },
  unavailable: { error: 'temporarily_unavailable', error_description: externalLoginMessages.providerUnavailable },
  /** The code exchange or the ID token checks failed. */
  exchange: { error: 'server_error', error_description: externalLoginMessages.providerFailed },
  noEmail: { error: 'invalid_email', error_description: externalLoginMessages.noEmail },
} as const;

/** The provider's own error code, when it sent one (access_denied, login_required, ...), kept if it is plain. */
const providerError = (value: unknown) => (typeof value === 'string' && /^[\w.-]{1,64}$/.test(value) ? value : 'access_denied');

/**
 * GET /api/account/external/{provider}/callback: where the provider sends the browser back. Exchanges the
 * code (PKCE verifier, state and nonce from the login-state cookie), reads who signed in, and sends the
 * browser to the site's /auth/{provider} page with an externaltoken and haslocal (is this identity linked
 * to a member yet). Every failure also ends on that page, with error and error_description, never on an
 * error page of the API.
 */
export function callbackRoute(deps: CommandServiceDeps): Router {
  return Router().get(externalLoginPaths.callback(':provider'), async (req, res) => {
    const provider = requireProvider(deps, req.params.provider);
    const name = provider.config.name;
    res.set('Cache-Control', 'no-store');
    const loginState = await deps.externalLogin.loginState.take(req, res, name);
    const returnUrl = loginState?.returnUrl;
    const backToSite = (query: Record<string, string | undefined>) =>
      res.redirect(302, authPageUrl(deps.config.publicOrigin, name, { ...query, returnUrl }));

    if (req.query.error !== undefined) {
      deps.logger.info({ provider: name, error: req.query.error, correlationId: req.correlationId }, 'external sign-in refused by the provider');
      return backToSite({ error: providerError(req.query.error), error_description: externalLoginMessages.providerFailed });
    }
    // Checked here as well as by openid-client, to tell an old or foreign attempt from a provider fault.
    if (!loginState || req.query.state !== loginState.state) return backToSite(failures.badState);

    let client: oidc.Configuration;
    try {
      client = await provider.client();
    } catch (error) {
      if (error instanceof ProviderUnavailable) return backToSite(failures.unavailable);
      throw error;
    }

    let identity: ProviderIdentity;
    try {
      const tokens = await oidc.authorizationCodeGrant(client, callbackUrl(deps, req), {
        pkceCodeVerifier: loginState.codeVerifier,
        expectedState: loginState.state,
        expectedNonce: loginState.nonce,
      });
      identity = await providerIdentity(client, tokens);
    } catch (error) {
      deps.logger.warn({ err: error, provider: name, correlationId: req.correlationId }, 'external sign-in: code exchange failed');
      return backToSite(failures.exchange);
    }
    if (!identity.email) return backToSite(failures.noEmail);

    const link = await loadExternalLogin(deps.store, name, identity.sub);
    const externalToken = await deps.externalLogin.tokens.issue({
      provider: name,
      sub: identity.sub,
      email: identity.email,
      emailVerified: identity.emailVerified,
      ...(identity.givenName ? { givenName: identity.givenName } : {}),
      ...(identity.familyName ? { familyName: identity.familyName } : {}),
    });
    backToSite({ externaltoken: externalToken, haslocal: String(link.status === 'Linked') });
  });
}

/**
 * The URL the provider redirected to, on the site's public origin (behind a proxy the request's own host
 * may differ): openid-client derives the redirect_uri it sends to the token endpoint from it, and that must
 * equal the one registered at the provider.
 */
function callbackUrl(deps: CommandServiceDeps, req: Request): URL {
  return new URL(req.originalUrl, deps.config.publicOrigin);
}
