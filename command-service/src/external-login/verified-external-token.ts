import { externalLoginMessages, modelStateError } from '@certus/contracts';
import { ValidationFailed } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import type { VerifiedExternalToken } from './external-token.ts';

/**
 * The externaltoken of a /signup form (register or link): valid and unexpired, or the form's
 * externalToken field says the external sign-in has expired. Not spent here: the browser signs in with the
 * same token right after (POST /token, grant_type=external), which spends it.
 */
export async function requireExternalToken(deps: CommandServiceDeps, token: string): Promise<VerifiedExternalToken> {
  const verified = await deps.externalLogin.tokens.verify(token);
  if (!verified || !deps.externalLogin.providers.get(verified.provider)) {
    throw new ValidationFailed(modelStateError({ externalToken: externalLoginMessages.expired }));
  }
  return verified;
}
