import { readServerFailure, type ServerFailure } from '../../../lib/api-errors.ts';

/** The server's refusal of a step (409 with its message, 400, 404), or null when the step was taken. */
export function failureOf(result: { error?: unknown }): ServerFailure | null {
  return 'error' in result && result.error ? readServerFailure(result.error) : null;
}
