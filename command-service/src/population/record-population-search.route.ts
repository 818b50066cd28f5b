import { createHash } from 'node:crypto';
import { Router } from 'express';
import { populationSearchBody, populationSearchStreamId, type PopulationEvent, type PopulationRequestRecorded } from '@certus/contracts';
import { NO_STREAM, parseOr400, requireUser } from '@certus/infra';
import type { z } from 'zod';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { commandContext } from '../shared/metadata.ts';

export const RECORD_POPULATION_SEARCH_PATH = '/api/popreport/userrequest';

/**
 * POST /api/popreport/userrequest (spec 7.4): the popup records the member's search before it shows the
 * report, so the member is offered it again (GET on the query side) and staff see what collectors look for.
 * The filters are checked exactly as the search checks them (spec 5 messages, the year bound from the clock).
 * Each search is its own stream, PopulationSearch-{requestId}, written once (NO_STREAM).
 */
export function recordPopulationSearchRoute(deps: CommandServiceDeps): Router {
  return Router().post(RECORD_POPULATION_SEARCH_PATH, requireUser, async (req, res) => {
    const now = deps.clock.now();
    const filters = parseOr400(populationSearchBody(now.getUTCFullYear()), req.body);
    const memberId = req.user!.userId;
    const context = commandContext(req);
    // A retry (same Idempotency-Key) names the same search, so it is stored once and answered the same; the
    // key is scoped to the member (command ids are unique across the whole store).
    const commandId = context.commandId ? `population-search:${memberId}:${context.commandId}` : undefined;
    const requestId = commandId ? uuidShapedDigest(commandId) : deps.ids.uuid();
    const event: PopulationEvent = {
      type: 'PopulationSearchRequested',
      data: { requestId, memberId, filters, requestedAt: now.toISOString() },
    };
    await deps.store.append(
      populationSearchStreamId(requestId),
      NO_STREAM,
      [{ type: event.type, data: event.data, metadata: { ...context.metadata, ...(commandId ? { commandId } : {}) } }],
      commandId ? { commandId } : {},
    );
    res.json({ requestId } satisfies z.infer<typeof PopulationRequestRecorded>);
  });
}

/** A uuid-shaped name for a retried command: the same key always gives the same id. */
function uuidShapedDigest(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
