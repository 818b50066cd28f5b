import { createHash } from 'node:crypto';
import type { IdGenerator } from '@certus/infra';
import type { CommandContext } from './command-handler.ts';

/**
 * The id of a record a command creates. A client that retries sends an Idempotency-Key: the id is then derived
 * from it (a name-based, uuid-shaped digest of the kind of record, its owner and the key), so the retry, which
 * stores nothing new, answers the id stored the first time. Without a key it is a fresh id.
 */
export function newRecordId(kind: string, owner: string, context: CommandContext, ids: IdGenerator): string {
  if (!context.commandId) return ids.uuid();
  const hex = createHash('sha256').update(`certus:${kind}:${owner}:${context.commandId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
