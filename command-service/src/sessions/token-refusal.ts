import type { TokenError } from '@certus/contracts';
import { HttpResponseError } from '@certus/infra';

export const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

/** An OAuth token error (RFC 6749 5.2): 400 with its own body shape, never cached. */
export const refuseGrant = (error: TokenError['error'], description: string, extra: Partial<TokenError> = {}) =>
  new HttpResponseError(400, { error, error_description: description, ...extra } satisfies TokenError, NO_STORE);
