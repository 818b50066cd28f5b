import { Router } from 'express';
import * as oidc from 'openid-client';
import { externalLoginMessages, externalLoginPaths } from '@certus/contracts';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { localReturnUrl } from './local-return-url.ts';
import { ProviderUnavailable } from './provider-registry.ts';
import { requireProvider } from './require-provider.ts';
import { authPageUrl } from './site-redirect.ts';

/** 32 random bytes, base64url: 43 characters, as RFC 7636 asks of a code verifier (and plenty for state and nonce). */
const RANDOM_BYTES = 32;

/**
 * GET /api/account/external/{provider}/start?returnUrl=: a browser navigation to the provider's
 * authorization endpoint (authorization code with PKCE S256, state and nonce). What the callback checks is
 * kept in the login-state cookie, not in this process.
 */
export function startRoute(deps: CommandServiceDeps): Router {
  return Router().get(externalLoginPaths.start(':provider'), async (req, res) => {
    const provider = requireProvider(deps, req.params.provider);
    const name = provider.config.name;
    const returnUrl = localReturnUrl(req.query.returnUrl);
    res.set('Cache-Control', 'no-store');
    let client: oidc.Configuration;
    try {
      client = await provider.client();
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      return res.redirect(
        302,
        authPageUrl(deps.config.publicOrigin, name, { error: 'temporarily_unavailable', error_description: externalLoginMessages.providerUnavailable, returnUrl }),
      );
    }
    const codeVerifier = deps.secrets.token(RANDOM_BYTES);
    const state = deps.secrets.token(RANDOM_BYTES);
    const nonce = deps.secrets.token(RANDOM_BYTES);
    const authorizationUrl = oidc.buildAuthorizationUrl(client, {
      redirect_uri: deps.config.publicOrigin + externalLoginPaths.callback(name),
      scope: provider.config.scope,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    await deps.externalLogin.loginState.write(res, { provider: name, state, nonce, codeVerifier, ...(returnUrl ? { returnUrl } : {}) });
    res.redirect(302, authorizationUrl.href);
  });
}
