import { z } from 'zod';

/** Body of errors that are not field validation: 404, 409, 429, 500 (with the correlation id to quote to support). */
export const ErrorBody = z.object({ message: z.string(), correlationId: z.string().optional() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** What the site's front (npm run start:web) answers when no instance of a service answers it (503, 502). */
export const frontDoorMessages = {
  unavailable: 'Certus is not available right now. Please try again in a moment.',
  noAnswer: 'The service stopped answering while it handled your request, which may or may not have been carried out. Check before you try again.',
} as const;

export const ModelStateErrorBody = z.object({
  message: z.string(),
  modelState: z.record(z.string(), z.array(z.string())),
});
