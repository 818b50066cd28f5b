import { randomBytes } from 'node:crypto';
import { OidcProviderConfig } from '@certus/command-service';
import { externalLoginPaths } from '@certus/contracts';

export const DEMO_PROVIDER_NAME = 'certus-id';
export const DEMO_PROVIDER_DISPLAY_NAME = 'Certus ID (local demo)';
/** Where the demo provider lives on the site's origin, so the browser flow stays on one origin. */
export const DEMO_PROVIDER_PATH = '/dev/oidc';

/**
 * The embedded default's external sign-in when OIDC_PROVIDERS is not set (demo data only): the local OpenID
 * provider of infra/src/oidc-dev under /dev/oidc, registered as provider "certus-id". Its client secret and
 * cookie keys are new at each start: the provider keeps its sessions in memory, so nothing outlives a
 * restart anyway. oidc-provider is loaded only here, so a deployment with real providers never loads it.
 */
export async function startDemoSignInProvider(publicOrigin: string) {
  const { createDevOidcProvider } = await import('@certus/infra/oidc-dev/index');
  const clientId = 'certus-web';
  const clientSecret = randomBytes(32).toString('base64url');
  const provider = await createDevOidcProvider({
    issuer: `${publicOrigin}${DEMO_PROVIDER_PATH}`,
    clients: [{ clientId, clientSecret, name: 'Certus', redirectUris: [publicOrigin + externalLoginPaths.callback(DEMO_PROVIDER_NAME)] }],
  });
  const providerConfig = OidcProviderConfig.parse({
    name: DEMO_PROVIDER_NAME,
    displayName: DEMO_PROVIDER_DISPLAY_NAME,
    issuer: provider.issuer,
    clientId,
    clientSecret,
    // The demo provider is served over the site's own origin, plain http on a developer's machine.
    allowInsecure: provider.issuer.startsWith('http:'),
  });
  return { provider, providerConfig };
}
