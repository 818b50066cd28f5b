import { Router } from 'express';
import {
  RenameSubmissionTemplateBody,
  SaveSubmissionTemplateBody,
  SubmissionTemplateIdParams,
  submissionTemplateMessages,
  submissionTemplatePaths,
  submissionTemplatesStreamId,
  type SubmissionTemplateSavedResponse,
} from '@certus/contracts';
import { parseOr400, requireUser } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { accepted } from '../shared/accepted.ts';
import { newRecordId } from '../shared/derived-id.ts';
import { submissionTemplatesDecider } from './submission-templates.decider.ts';

const express = (path: string) => path.replace('{id}', ':id');

/**
 * Submission templates (/account/template): the signed-in member saves the cart as a named template, renames
 * and deletes their own. The stream is always the caller's: another member's template id is not found (404).
 * Starting a submission from one is the browser's (it reads GET /api/submission-templates/{id} into the cart).
 */
export function submissionTemplateRoutes(deps: CommandServiceDeps): Router {
  const router = Router();

  router.post(submissionTemplatePaths.list, requireUser, async (req, res) => {
    const memberId = req.user!.userId;
    const body = parseOr400(SaveSubmissionTemplateBody, req.body);
    const context = commandContext(req);
    const templateId = newRecordId('submission-template', memberId, context, deps.ids);
    const { result } = await handleCommand(
      deps.store,
      submissionTemplatesStreamId(memberId),
      submissionTemplatesDecider,
      { type: 'SaveSubmissionTemplate', memberId, templateId, ...body, at: deps.clock.now().toISOString() },
      context,
    );
    res.json({ ...accepted(submissionTemplateMessages.saved, result), templateId } satisfies SubmissionTemplateSavedResponse);
  });

  router.post(express(submissionTemplatePaths.rename), requireUser, async (req, res) => {
    const memberId = req.user!.userId;
    const { id } = parseOr400(SubmissionTemplateIdParams, req.params);
    const { name } = parseOr400(RenameSubmissionTemplateBody, req.body);
    const { result } = await handleCommand(
      deps.store,
      submissionTemplatesStreamId(memberId),
      submissionTemplatesDecider,
      { type: 'RenameSubmissionTemplate', memberId, templateId: id, name, at: deps.clock.now().toISOString() },
      commandContext(req),
    );
    res.json(accepted(submissionTemplateMessages.renamed, result));
  });

  router.delete(express(submissionTemplatePaths.one), requireUser, async (req, res) => {
    const memberId = req.user!.userId;
    const { id } = parseOr400(SubmissionTemplateIdParams, req.params);
    const { result } = await handleCommand(
      deps.store,
      submissionTemplatesStreamId(memberId),
      submissionTemplatesDecider,
      { type: 'DeleteSubmissionTemplate', memberId, templateId: id, at: deps.clock.now().toISOString() },
      commandContext(req),
    );
    res.json(accepted(submissionTemplateMessages.deleted, result));
  });

  return router;
}
