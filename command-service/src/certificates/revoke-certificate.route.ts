import { Router } from 'express';
import { DomainError, RevokeCertificateBody, certificateStreamId, parseComicId, populationMessages, revocationMessages } from '@certus/contracts';
import { parseOr400, requireRole } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand, type CommandContext } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { accepted } from '../shared/accepted.ts';
import { certificateDecider } from './certificate.decider.ts';

/** Express's form of the contracts' path. */
const REVOKE_PATH = '/api/staff/certificates/:certificationId/revoke';

/** Command ids are unique across the store: a client's Idempotency-Key is scoped to the certificate and the step. */
function revokeContext(context: CommandContext, certificationId: string): CommandContext {
  if (!context.commandId) return context;
  const commandId = `staff:revoke:${certificationId}:${context.commandId}`;
  return { commandId, metadata: { ...context.metadata, causationId: commandId, commandId } };
}

/**
 * POST /api/staff/certificates/{certificationId}/revoke (issue [5/7]): a worker revokes a certificate, with the
 * reason the public sees and a note for the record. The id as typed (any case, with or without dashes) is read
 * canonical; 404 for no certificate, 409 for one already revoked. The census, the certificate's page and the
 * registry follow from the event.
 */
export function revokeCertificateRoute(deps: CommandServiceDeps): Router {
  return Router().post(REVOKE_PATH, requireRole('worker'), async (req, res) => {
    const certificationId = parseComicId(String(req.params.certificationId ?? ''));
    if (!certificationId) throw new DomainError('not_found', populationMessages.certificateNotFound);
    const { reason, note } = parseOr400(RevokeCertificateBody, req.body);
    const { result } = await handleCommand(
      deps.store,
      certificateStreamId(certificationId),
      certificateDecider,
      { type: 'RevokeCertificate', certificationId, reason, note, by: req.user!.userId, now: deps.clock.now().toISOString() },
      revokeContext(commandContext(req), certificationId),
    );
    res.json(accepted(revocationMessages.revoked, result));
  });
}
