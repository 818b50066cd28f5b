import { Router } from 'express';
import {
  PublishTurnaroundMessageBody,
  TurnaroundMessageIdParams,
  turnaroundMessageStreamId,
  turnaroundMessages,
  turnaroundPaths,
  type TurnaroundMessagePublishedResponse,
} from '@certus/contracts';
import { parseOr400, requireRole } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { accepted } from '../shared/accepted.ts';
import { newRecordId } from '../shared/derived-id.ts';
import { turnaroundMessageDecider } from './turnaround-message.decider.ts';

const withdrawPath = turnaroundPaths.withdraw.replace('{messageId}', ':messageId');

/**
 * The editor's turnaround message (spec 7.5, 8):
 * - POST /api/editor/turnaround-message publishes a new message, or revises the one `messageId` names;
 * - POST /api/editor/turnaround-message/{messageId}/withdraw takes it down.
 * Editors only. What visitors read is chosen from the clock at read time (query-service/src/turnaround).
 */
export function turnaroundMessageRoutes(deps: CommandServiceDeps): Router {
  const router = Router();

  router.post(turnaroundPaths.editorMessages, requireRole('editor'), async (req, res) => {
    const body = parseOr400(PublishTurnaroundMessageBody, req.body);
    const context = commandContext(req);
    const messageId = body.messageId ?? newRecordId('turnaround-message', req.user!.userId, context, deps.ids);
    const { result } = await handleCommand(
      deps.store,
      turnaroundMessageStreamId(messageId),
      turnaroundMessageDecider,
      {
        type: 'PublishTurnaroundMessage',
        messageId,
        text: body.text,
        publishFrom: body.publishFrom,
        publishUntil: body.publishUntil,
        by: req.user!.userId,
        at: deps.clock.now().toISOString(),
      },
      context,
    );
    res.json({ ...accepted(turnaroundMessages.published, result), messageId } satisfies TurnaroundMessagePublishedResponse);
  });

  router.post(withdrawPath, requireRole('editor'), async (req, res) => {
    const { messageId } = parseOr400(TurnaroundMessageIdParams, req.params);
    const { result } = await handleCommand(
      deps.store,
      turnaroundMessageStreamId(messageId),
      turnaroundMessageDecider,
      { type: 'WithdrawTurnaroundMessage', messageId, by: req.user!.userId, at: deps.clock.now().toISOString() },
      commandContext(req),
    );
    res.json(accepted(turnaroundMessages.withdrawn, result));
  });

  return router;
}
