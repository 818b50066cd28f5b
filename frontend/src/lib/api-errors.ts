import type { ModelStateError, TokenError } from '@certus/contracts';

/** A rejected request as the forms show it (spec 5 Forms, spec 8). */
export interface ServerFailure {
  /** The server's own heading message, when it sent one. */
  message: string | null;
  /** Field name (without the "model." prefix) to its messages. */
  fieldErrors: Record<string, string[]>;
  /** Every modelState message, in the order the server sent them, for the summary under the heading. */
  messages: string[];
  status: number | string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The body of a fetchBaseQuery error, or of a thrown `unwrap()` error. */
function bodyOf(error: unknown): unknown {
  return isRecord(error) && 'data' in error ? error.data : undefined;
}

function statusOf(error: unknown): number | string | null {
  return isRecord(error) && (typeof error.status === 'number' || typeof error.status === 'string') ? error.status : null;
}

function isModelStateError(body: unknown): body is ModelStateError {
  return isRecord(body) && isRecord(body.modelState);
}

/** Reads `{message, modelState: {"model.email": [...]}}` (or any other error) into one shape. */
export function readServerFailure(error: unknown): ServerFailure {
  const body = bodyOf(error);
  const message = isRecord(body) && typeof body.message === 'string' && body.message ? body.message : null;
  const fieldErrors: Record<string, string[]> = {};
  const messages: string[] = [];
  if (isModelStateError(body)) {
    for (const [key, value] of Object.entries(body.modelState)) {
      const list = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string' && m !== '');
      if (list.length === 0) continue;
      const field = key.replace(/^model\.?/i, '');
      if (field) fieldErrors[field] = [...(fieldErrors[field] ?? []), ...list];
      messages.push(...list);
    }
  }
  return { message, fieldErrors, messages, status: statusOf(error) };
}

/**
 * Server field errors matched to a form's field names, case-insensitively ("model.Email" marks `email`).
 * Errors for fields the form does not have are left to the summary.
 */
export function matchFieldErrors<Field extends string>(
  failure: ServerFailure,
  formFields: readonly Field[],
): Partial<Record<Field, string[]>> {
  const byLowerName = new Map(formFields.map((f) => [f.toLowerCase(), f]));
  const matched: Partial<Record<Field, string[]>> = {};
  for (const [key, list] of Object.entries(failure.fieldErrors)) {
    const field = byLowerName.get(key.toLowerCase());
    if (field) matched[field] = [...(matched[field] ?? []), ...list];
  }
  return matched;
}

/** The OAuth error of POST /token (spec 7.1); `verify` means the account is not activated yet. */
export function readTokenError(error: unknown): { description: string | null; verify: boolean } {
  const body = bodyOf(error) as Partial<TokenError> | undefined;
  if (!isRecord(body)) return { description: null, verify: false };
  return {
    description: typeof body.error_description === 'string' && body.error_description ? body.error_description : null,
    verify: body.verify === true,
  };
}
