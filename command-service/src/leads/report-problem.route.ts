import { Router } from 'express';
import { ProblemReportBody, leadMessages, leadPaths, problemReportsStreamId } from '@certus/contracts';
import { parseOr400, requireUser } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { accepted } from '../shared/accepted.ts';
import { inboxDecider } from './inbox.decider.ts';

/**
 * POST /api/userprofile/ReportProblem (spec 3, 5 Problem report): a signed-in member describes a problem.
 * UserId, UserName and Email come from the access token; a body that names someone else is not believed
 * (the schema keeps the Description only).
 */
export function reportProblemRoute(deps: CommandServiceDeps): Router {
  return Router().post(leadPaths.problemReport, requireUser, async (req, res) => {
    const body = parseOr400(ProblemReportBody, req.body);
    const user = req.user!;
    const { result } = await handleCommand(
      deps.store,
      problemReportsStreamId(user.userId),
      inboxDecider,
      {
        type: 'ReportProblem',
        reportId: deps.ids.uuid(),
        memberId: user.userId,
        userName: user.displayName || user.email,
        email: user.email,
        description: body.Description,
        now: deps.clock.now().toISOString(),
      },
      commandContext(req),
    );
    res.json(accepted(leadMessages.problemReceived, result));
  });
}
