import { Router } from 'express';
import { DomainError, InboxItemParams, STAFF_INBOX_ROLES, leadMessages, leadPaths } from '@certus/contracts';
import { requireAnyRole } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { accepted } from '../shared/accepted.ts';
import { inboxDecider } from './inbox.decider.ts';

/** POST /api/staff/inbox/{id}/handled: one of the staff who answer the inbox (worker, editor) marks an item handled. */
export function markHandledRoute(deps: CommandServiceDeps): Router {
  return Router().post(`${leadPaths.inbox}/:id/handled`, requireAnyRole(STAFF_INBOX_ROLES), async (req, res) => {
    const parsed = InboxItemParams.safeParse(req.params);
    const streamId = parsed.success ? await deps.inboxItems.streamOf(parsed.data.id) : null;
    if (!parsed.success || !streamId) throw new DomainError('not_found', leadMessages.itemNotFound);
    const user = req.user!;
    const { result } = await handleCommand(
      deps.store,
      streamId,
      inboxDecider,
      { type: 'MarkInboxItemHandled', itemId: parsed.data.id, handledBy: { memberId: user.userId, name: user.displayName || user.email }, now: deps.clock.now().toISOString() },
      commandContext(req),
    );
    res.json(accepted(leadMessages.handled, result));
  });
}
