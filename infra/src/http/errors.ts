import type { ModelStateError } from '@certus/contracts';

/** Thrown by request parsing: answered 400 with the modelState body as is. */
export class ValidationFailed extends Error {
  override readonly name = 'ValidationFailed';
  constructor(readonly body: ModelStateError) {
    super(body.message);
  }
}

/** An HTTP answer decided by the route itself (e.g. OAuth token errors, which have their own body shape). */
export class HttpResponseError extends Error {
  override readonly name = 'HttpResponseError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
  }
}
