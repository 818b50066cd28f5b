import { Router, type Request } from 'express';
import {
  CONTENT_KINDS,
  DomainError,
  PublishContentBody,
  ReviseContentBody,
  WithdrawContentBody,
  contentMessages,
  contentPaths,
  contentStatusAt,
  contentStreamId,
  isContentKind,
  isContentName,
  writtenAtToken,
  type ContentCommandResponse,
  type ContentKind,
} from '@certus/contracts';
import { parseOr400, requireRole } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { foldRecorded, handleCommand, type CommandContext } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { writtenAtOf } from '../shared/accepted.ts';
import { contentDecider, type ContentCommand } from './content.decider.ts';
import { recordOfBody } from './content-images.ts';

/** The record a path names; a kind or name that cannot be one is simply not found. */
function recordParams(req: Request): { kind: ContentKind; name: string } {
  const kind = String(req.params.kind ?? '');
  const name = String(req.params.name ?? '');
  if (!isContentKind(kind)) throw new DomainError('not_found', contentMessages.kindUnknown(CONTENT_KINDS));
  if (!isContentName(name)) throw new DomainError('not_found', contentMessages.notFound(kind, name));
  return { kind, name };
}

/**
 * The request's context for one command on one record. Command ids are unique across the whole store, so a
 * client's Idempotency-Key is scoped to the record and the step: a retry stores nothing twice, and the same key
 * sent for another record or step stores both.
 */
function contentContext(req: Request, kind: ContentKind, name: string, step: string): CommandContext {
  const context = commandContext(req);
  if (!context.commandId) return context;
  const commandId = `content:${kind}:${name}:${step}:${context.commandId}`;
  return { commandId, metadata: { ...context.metadata, causationId: commandId, commandId } };
}

/** Runs one editor command on a record's stream and answers where the record stands now. */
async function runContentCommand(
  deps: Pick<CommandServiceDeps, 'store' | 'clock'>,
  kind: ContentKind,
  name: string,
  command: ContentCommand,
  context: CommandContext,
): Promise<ContentCommandResponse> {
  const streamId = contentStreamId(kind, name);
  // A retry of a command already applied (same Idempotency-Key) answers as the first did: deciding again on the
  // state it left would refuse it (the name is taken, the record already withdrawn).
  const recorded = context.commandId ? await deps.store.readStream(streamId) : [];
  const applied = recorded.findLast((event) => event.metadata.commandId === context.commandId);
  const { state, position } = applied
    ? { state: foldRecorded(recorded, contentDecider).state, position: writtenAtToken({ txId: applied.txId, position: applied.globalPosition }) }
    : await handleCommand(deps.store, streamId, contentDecider, command, context).then((handled) => ({ state: handled.state, position: writtenAtOf(handled.result) ?? null }));
  if (state.status === 'None') throw new Error(`content ${kind}/${name} has no state after a command`);
  const status = contentStatusAt({ ...state.record, withdrawn: state.status === 'Withdrawn' }, deps.clock.now());
  return { kind, name, revision: state.revision, status, position };
}

/**
 * The editors' commands on the public site's content (editor role; see content.decider.ts):
 * - POST /api/editor/content {name, record}: publish a new record under a name of its own in its kind (409
 *   when the name is taken, withdrawn records included);
 * - POST /api/editor/content/{kind}/{name}/revise {record}: its fields, whole (the same fields record nothing);
 * - POST /api/editor/content/{kind}/{name}/withdraw {reason}: off the public site for good (409 the second time).
 * Images are named by the key POST /api/editor/images answered, and measured again from the stored file.
 * Each answers the record's revision and status now, and the position its events landed at.
 */
export function contentRoutes(deps: CommandServiceDeps): Router {
  const router = Router();
  const editor = (req: Request) => ({ by: req.user!.userId, at: deps.clock.now().toISOString() });

  router.post(contentPaths.publish, requireRole('editor'), async (req, res) => {
    const body = parseOr400(PublishContentBody, req.body);
    const record = await recordOfBody(body.record, deps.storage);
    const { kind } = record;
    res.json(await runContentCommand(deps, kind, body.name, { type: 'PublishContent', name: body.name, record, ...editor(req) }, contentContext(req, kind, body.name, 'publish')));
  });

  router.post(contentPaths.revise, requireRole('editor'), async (req, res) => {
    const { kind, name } = recordParams(req);
    const body = parseOr400(ReviseContentBody, req.body);
    if (body.record.kind !== kind) throw new DomainError('invalid', contentMessages.kindMismatch, 'record.kind');
    const record = await recordOfBody(body.record, deps.storage);
    res.json(await runContentCommand(deps, kind, name, { type: 'ReviseContent', kind, name, record, ...editor(req) }, contentContext(req, kind, name, 'revise')));
  });

  router.post(contentPaths.withdraw, requireRole('editor'), async (req, res) => {
    const { kind, name } = recordParams(req);
    const { reason } = parseOr400(WithdrawContentBody, req.body);
    res.json(await runContentCommand(deps, kind, name, { type: 'WithdrawContent', kind, name, reason, ...editor(req) }, contentContext(req, kind, name, 'withdraw')));
  });

  return router;
}
