import type { ReactNode } from 'react';
import { matchFieldErrors, type ServerFailure } from '../../lib/api-errors.ts';

/** Several messages for one field, each on its own line (spec 5 Forms). */
export function fieldMessages(messages: readonly string[]): ReactNode {
  if (messages.length <= 1) return messages[0] ?? null;
  return messages.map((message, i) => (
    <span key={i} style={{ display: 'block' }}>
      {message}
    </span>
  ));
}

/**
 * Marks the form's fields named in a server failure's modelState (spec 5 Forms) and returns them,
 * so the page can focus the first one.
 */
export function showServerFieldErrors<Field extends string>(
  form: { setErrors(errors: Record<string, ReactNode>): void },
  failure: ServerFailure,
  fields: readonly Field[],
): Partial<Record<Field, string[]>> {
  const fieldErrors = matchFieldErrors(failure, fields);
  form.setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([field, list]) => [field, fieldMessages(list as string[])])));
  return fieldErrors;
}
