import { createHash } from 'node:crypto';
import { Router } from 'express';
import {
  ApiKeyIdParams,
  CreateApiKeyBody,
  RenameApiKeyBody,
  apiKeyMessages,
  apiKeyPaths,
  apiKeysStreamId,
  type ApiKeyCreatedResponse,
} from '@certus/contracts';
import { parseOr400, requireUser } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand, type CommandContext } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { accepted, writtenAtOf } from '../shared/accepted.ts';
import { apiKeysDecider } from './api-keys.decider.ts';
import { newApiKeySecret } from './api-key-secret.ts';

/**
 * The id of a new key: derived from the request's Idempotency-Key when it has one, so a retry names the same key
 * and is refused (its secret was shown once and is not kept) instead of creating a second key unseen.
 */
function newKeyId(deps: CommandServiceDeps, memberId: string, context: CommandContext): string {
  if (!context.commandId) return deps.ids.uuid();
  const hex = createHash('sha256').update(`certus:apikey:${memberId}:${context.commandId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The signed-in member's API keys (issue [5/7], public API), always on their own stream:
 * POST /api/userprofile/apikeys creates one and answers its secret, the only time it is sent (only its SHA-256 is
 * recorded; request bodies and answers are never logged: infra/src/http/service-app.ts);
 * POST /api/userprofile/apikeys/{keyId}/rename; POST /api/userprofile/apikeys/{keyId}/revoke.
 */
export function apiKeyRoutes(deps: CommandServiceDeps): Router {
  const router = Router();

  router.post(apiKeyPaths.keys, requireUser, async (req, res) => {
    const memberId = req.user!.userId;
    const { name } = parseOr400(CreateApiKeyBody, req.body);
    const context = commandContext(req);
    const keyId = newKeyId(deps, memberId, context);
    const { prefix, secret, secretHash } = newApiKeySecret(keyId, deps.secrets);
    const { result } = await handleCommand(
      deps.store,
      apiKeysStreamId(memberId),
      apiKeysDecider,
      { type: 'CreateApiKey', memberId, keyId, name, prefix, secretHash, now: deps.clock.now().toISOString() },
      context,
    );
    const position = writtenAtOf(result);
    res
      .set('Cache-Control', 'no-store')
      .json({ message: apiKeyMessages.created, ...(position ? { position } : {}), keyId, name, prefix, secret } satisfies ApiKeyCreatedResponse);
  });

  router.post(`${apiKeyPaths.keys}/:keyId/rename`, requireUser, async (req, res) => {
    const memberId = req.user!.userId;
    const { keyId } = parseOr400(ApiKeyIdParams, req.params);
    const { name } = parseOr400(RenameApiKeyBody, req.body);
    const { result } = await handleCommand(
      deps.store,
      apiKeysStreamId(memberId),
      apiKeysDecider,
      { type: 'RenameApiKey', memberId, keyId, name, now: deps.clock.now().toISOString() },
      commandContext(req),
    );
    res.json(accepted(apiKeyMessages.renamed, result));
  });

  router.post(`${apiKeyPaths.keys}/:keyId/revoke`, requireUser, async (req, res) => {
    const memberId = req.user!.userId;
    const { keyId } = parseOr400(ApiKeyIdParams, req.params);
    const { result } = await handleCommand(
      deps.store,
      apiKeysStreamId(memberId),
      apiKeysDecider,
      { type: 'RevokeApiKey', memberId, keyId, now: deps.clock.now().toISOString() },
      commandContext(req),
    );
    res.json(accepted(apiKeyMessages.revoked, result));
  });

  return router;
}
