import { writtenAtToken, type CommandAccepted } from '@certus/contracts';
import type { AppendResult } from '@certus/infra';

/**
 * The 200 body of a command: its message, and where its events landed (see WRITTEN_AT_HEADER), so the
 * site's next reads wait for the read models to include them. No events (an idempotent repeat) leaves the
 * position out: there is nothing new to wait for.
 */
export function accepted(message: string, result: AppendResult | undefined): CommandAccepted {
  return result ? { message, position: writtenAtToken(result.lastCheckpoint) } : { message };
}

/** Where a command's events landed, for a body that is not a plain {message, position}. */
export const writtenAtOf = (result: AppendResult | undefined) => (result ? writtenAtToken(result.lastCheckpoint) : undefined);
