import { DomainError, externalLoginMessages } from '@certus/contracts';
import type { CommandServiceDeps } from '../shared/deps.ts';
import type { ConfiguredProvider } from './provider-registry.ts';

/** The configured provider of a /api/account/external/{provider}/... path, or 404. */
export function requireProvider(deps: CommandServiceDeps, name: unknown): ConfiguredProvider {
  const provider = typeof name === 'string' ? deps.externalLogin.providers.get(name) : undefined;
  if (!provider) throw new DomainError('not_found', externalLoginMessages.unknownProvider(String(name)));
  return provider;
}
