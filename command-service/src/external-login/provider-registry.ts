import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import type { ExternalProvider } from '@certus/contracts';
import type { OidcProviderConfig } from './oidc-providers-config.ts';

/** The provider's metadata could not be read (down, unreachable, not an OpenID provider). */
export class ProviderUnavailable extends Error {
  override readonly name = 'ProviderUnavailable';
}

export interface ConfiguredProvider {
  config: OidcProviderConfig;
  /** The provider's discovered metadata and our client at it; read once, then kept. */
  client(): Promise<oidc.Configuration>;
}

export interface OidcProviderRegistry {
  /** What the login page lists. */
  list(): ExternalProvider[];
  get(name: string): ConfiguredProvider | undefined;
}

/** Seconds a discovery request may take before the provider counts as unreachable. */
const DISCOVERY_TIMEOUT_SECONDS = 10;

function clientAuthentication(config: OidcProviderConfig): oidc.ClientAuth {
  const method = config.tokenEndpointAuthMethod ?? (config.clientSecret ? 'client_secret_post' : 'none');
  switch (method) {
    case 'client_secret_post':
      return oidc.ClientSecretPost(config.clientSecret);
    case 'client_secret_basic':
      return oidc.ClientSecretBasic(config.clientSecret);
    case 'none':
      return oidc.None();
  }
}

/**
 * Providers from configuration. Discovery is lazy (the first sign-in with a provider reads its metadata),
 * so a provider that is down does not stop the service from starting; a success is cached for the life of
 * the process, a failure is not (the next attempt tries again) and is logged as a warning.
 */
export function createOidcProviderRegistry(providers: OidcProviderConfig[], logger: Logger): OidcProviderRegistry {
  const byName = new Map<string, ConfiguredProvider>();
  for (const config of providers) {
    let discovered: Promise<oidc.Configuration> | undefined;
    const discover = async () => {
      try {
        return await oidc.discovery(
          new URL(config.issuer),
          config.clientId,
          config.clientSecret ? { client_secret: config.clientSecret } : undefined,
          clientAuthentication(config),
          {
            // Development and test providers only: the configuration refuses http issuers without it.
            execute: config.allowInsecure ? [oidc.allowInsecureRequests] : [],
            timeout: DISCOVERY_TIMEOUT_SECONDS,
          },
        );
      } catch (error) {
        discovered = undefined;
        logger.warn({ err: error, provider: config.name, issuer: config.issuer }, 'OpenID provider discovery failed');
        throw new ProviderUnavailable(`The OpenID provider '${config.name}' (${config.issuer}) cannot be reached: ${(error as Error).message}`);
      }
    };
    byName.set(config.name, {
      config,
      client: () => (discovered ??= discover()),
    });
  }
  return {
    list: () => providers.map((p) => ({ name: p.name, displayName: p.displayName })),
    get: (name) => byName.get(name),
  };
}
