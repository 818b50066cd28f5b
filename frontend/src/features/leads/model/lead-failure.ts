import { leadMessages } from '@certus/contracts';
import type { ServerFailure } from '../../../lib/api-errors.ts';

/**
 * What a lead form says when the server refuses it (spec 5 Landing form, 8 Landing lead failure):
 * - a conflict (409) is the server's own sentence: 'Request from this email id has already been submitted.'
 *   for the landing and dealer forms, the pending call-back for the call-back form;
 * - a form the server found fault with (400 naming fields) shows the messages at the fields; the sentence
 *   lists them too, for whoever does not see the fields (screen readers announce the alert);
 * - too many requests (429) is the server's own sentence, which says to wait;
 * - anything else (a 5xx, no answer at all) is 'Something went wrong. Please try again later.'.
 */
export function leadFailureMessage(failure: ServerFailure): string {
  if (failure.status === 409) return failure.message ?? leadMessages.duplicate;
  if (failure.status === 400 && failure.messages.length > 0) return failure.messages.join(' ');
  if (failure.status === 429 && failure.message) return failure.message;
  return leadMessages.failed;
}
