import type { Request } from 'express';
import type { EventMetadata } from '@certus/contracts';
import { actorOf } from '@certus/infra';
import type { CommandContext } from './command-handler.ts';

const IDEMPOTENCY_KEY = /^[\w.:-]{8,100}$/;

/**
 * Who, why and which command: taken from the request. A client that may retry sends an Idempotency-Key,
 * which becomes the command id, so the retry stores nothing twice.
 */
export function commandContext(req: Request): CommandContext {
  const key = req.get('idempotency-key');
  const commandId = key && IDEMPOTENCY_KEY.test(key) ? key : undefined;
  const metadata: EventMetadata = {
    correlationId: req.correlationId,
    causationId: commandId ?? req.correlationId,
    actor: actorOf(req.user),
    ...(commandId ? { commandId } : {}),
  };
  return commandId ? { metadata, commandId } : { metadata };
}

/**
 * The context of one append of a request that appends to several streams. Command ids are unique across
 * the whole store, so each step gets its own (`{Idempotency-Key}:{step}`): a retry still stores each step once.
 */
export function commandStep(context: CommandContext, step: string): CommandContext {
  if (!context.commandId) return context;
  const commandId = `${context.commandId}:${step}`;
  return { commandId, metadata: { ...context.metadata, commandId } };
}
