import { readServerFailure } from '../../../lib/api-errors.ts';

/** What the API said when it refused a read: its field messages (a 400 names what was wrong), else its message. */
export function refusalOf(error: unknown): string | null {
  const failure = readServerFailure(error);
  return failure.messages.length > 0 ? failure.messages.join(' ') : failure.message;
}
