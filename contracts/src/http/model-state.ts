import type { z } from 'zod';

/**
 * The error body of every rejected form (spec 5, Forms): a heading message and, per field,
 * the messages to show under it. Keys are "model.<field>" so the browser can mark the field.
 */
export interface ModelStateError {
  message: string;
  modelState: Record<string, string[]>;
}

export const INVALID_REQUEST = 'The request is invalid.';

export function modelStateError(fields: Record<string, string | string[]>, message = INVALID_REQUEST): ModelStateError {
  const modelState: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(fields)) {
    modelState[`model.${field}`] = Array.isArray(messages) ? messages : [messages];
  }
  return { message, modelState };
}

/** Turns a zod failure into the modelState shape, one entry per field path, messages in schema order. */
export function modelStateFromZod(error: z.ZodError, message = INVALID_REQUEST): ModelStateError {
  const modelState: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? `model.${issue.path.join('.')}` : 'model';
    (modelState[key] ??= []).push(issue.message);
  }
  return { message, modelState };
}
