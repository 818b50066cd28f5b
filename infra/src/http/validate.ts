import type { z } from 'zod';
import { modelStateFromZod } from '@certus/contracts';
import { ValidationFailed } from './errors.ts';

/** Parses input with a contracts schema; bad input never reaches a handler. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new ValidationFailed(modelStateFromZod(result.error));
  return result.data;
}
