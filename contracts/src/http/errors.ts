import { z } from 'zod';

/** Body of errors that are not field validation: 404, 409, 429, 500 (with the correlation id to quote to support). */
export const ErrorBody = z.object({ message: z.string(), correlationId: z.string().optional() });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const ModelStateErrorBody = z.object({
  message: z.string(),
  modelState: z.record(z.string(), z.array(z.string())),
});
