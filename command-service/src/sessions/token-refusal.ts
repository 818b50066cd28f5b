import { tokenErrorMessages, type TokenError } from '@certus/contracts';
import { HttpResponseError } from '@certus/infra';

export const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

/** An OAuth token error (RFC 6749 5.2): 400 with its own body shape, never cached. */
export const refuseGrant = (error: TokenError['error'], description: string, extra: Partial<TokenError> = {}) =>
  new HttpResponseError(400, { error, error_description: description, ...extra } satisfies TokenError, NO_STORE);

/** Too many sign-in attempts for the account or from the address: 429, the OAuth body, and when to come back. */
export const refuseTooSoon = (retryAfterSeconds: number) =>
  new HttpResponseError(
    429,
    { error: 'slow_down', error_description: tokenErrorMessages.tooManyAttempts(retryAfterSeconds) } satisfies TokenError,
    { ...NO_STORE, 'Retry-After': String(retryAfterSeconds) },
  );
