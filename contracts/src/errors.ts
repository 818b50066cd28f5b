/**
 * An expected business failure. Deciders throw these; one mapper (infra/src/http/error-handler.ts)
 * turns the kind into an HTTP status. With a field, the body is the spec's modelState shape.
 */
export type DomainErrorKind = 'invalid' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict';

export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}
