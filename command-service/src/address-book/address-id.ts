import { createHash } from 'node:crypto';
import type { IdGenerator } from '@certus/infra';
import type { CommandContext } from '../shared/command-handler.ts';

/**
 * The id of a new address. A client that retries sends an Idempotency-Key: the id is then derived from it
 * (a name-based, uuid-shaped digest), so the retry, which stores nothing new, still answers the id that
 * was stored the first time. Without a key it is a fresh id.
 */
export function newAddressId(memberId: string, context: CommandContext, ids: IdGenerator): string {
  if (!context.commandId) return ids.uuid();
  const hex = createHash('sha256').update(`certus:address:${memberId}:${context.commandId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
