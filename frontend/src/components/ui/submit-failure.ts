import type { RefObject } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { readServerFailure, type ServerFailure } from '../../lib/api-errors.ts';
import type { BotCheckHandle } from '../bot-check/bot-check.tsx';
import { showServerFieldErrors } from './field-messages.tsx';

/**
 * What every account form does with a refused submit (spec 4, 5 Forms, 8): mark the fields the server's
 * modelState names, focus the first of them, and reset the bot check, whose payload is single-use. Returns
 * the failure for the form's heading and summary.
 */
export function applySubmitFailure<Values extends Record<string, unknown>, Field extends string & keyof Values>(
  error: unknown,
  form: UseFormReturnType<Values>,
  fields: readonly Field[],
  botCheck?: RefObject<BotCheckHandle | null>,
): ServerFailure {
  const failure = readServerFailure(error);
  if (botCheck) {
    botCheck.current?.reset();
    (form as unknown as UseFormReturnType<{ reCAPTCHA: string }>).setFieldValue('reCAPTCHA', '');
  }
  focusFirstInvalid(form, fields, showServerFieldErrors(form, failure, fields));
  return failure;
}

/**
 * Spec 5: a field that fails is highlighted and focused. Takes the first of the form's fields, in form
 * order, that has an error (the bot check is not an input to focus); usable as onSubmit's error handler.
 */
export function focusFirstInvalid<Values, Field extends string>(
  form: Pick<UseFormReturnType<Values>, 'getInputNode'>,
  fields: readonly Field[],
  errors: Partial<Record<string, unknown>>,
): void {
  const first = fields.find((field) => errors[field] && field !== 'reCAPTCHA');
  if (first) form.getInputNode(first as never)?.focus();
}
