import { createHash } from 'node:crypto';
import { Router } from 'express';
import {
  EDITOR_STORES_PATH,
  OWN_SHOP_TYPE,
  StoreBody,
  StoreIdPath,
  modelStateError,
  modelStateFromZod,
  storeMessages,
  storeStreamId,
  type RecordedStore,
  type StoreInput,
  type StoreSaved,
} from '@certus/contracts';
import { ValidationFailed, offlineGazetteer, parseOr400, requireRole, type Gazetteer } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand, type CommandContext } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { accepted } from '../shared/accepted.ts';
import { storeDecider, type PublishWindow, type StoreCommand, type StoreState } from './store.decider.ts';

/** The record as the events keep it: the coordinates typed by the editor, else the centre of the postal code's area. */
export function recordedStore(body: StoreInput, gazetteer: Gazetteer): RecordedStore {
  let location: Pick<RecordedStore, 'latitude' | 'longitude' | 'locationSource'>;
  if (body.latitude !== undefined && body.longitude !== undefined) {
    location = { latitude: body.latitude, longitude: body.longitude, locationSource: 'editor' };
  } else {
    const place = gazetteer.postalCode(body.zipPostal);
    if (!place || place.country !== body.country) {
      throw new ValidationFailed(modelStateError({ zipPostal: storeMessages.unknownPostalCode }, storeMessages.saveFailed));
    }
    location = { latitude: place.latitude, longitude: place.longitude, locationSource: 'postal-code' };
  }
  return {
    name: body.name,
    address: { line1: body.line1, line2: body.line2, city: body.city, stateProvince: body.stateProvince, zipPostal: body.zipPostal, country: body.country },
    phone: body.phone,
    website: body.website,
    hours: body.hours,
    services: body.services,
    ...location,
    shopType: OWN_SHOP_TYPE,
  };
}

/**
 * The window a body asks for. Without a start it starts now, except on a store already published, which keeps
 * its start: so a change that does not mention the start leaves it, and a retried publication is the same one.
 */
const windowOf = (body: StoreInput, state: StoreState, now: string): PublishWindow => ({
  publishFrom: body.publishFrom ?? (state.status === 'published' ? state.window.publishFrom : now),
  publishUntil: body.publishUntil ?? null,
});

/**
 * A new store's id. With an Idempotency-Key it is derived from the key, so a retry (which stores nothing new)
 * answers the id stored the first time; without one it is fresh.
 */
function newStoreId(context: CommandContext, deps: CommandServiceDeps): string {
  if (!context.commandId) return deps.ids.uuid();
  return `st-${createHash('sha256').update(`certus:store:${context.commandId}`).digest('hex').slice(0, 24)}`;
}

/** The editor's commands on one store, for the routes and the demo seed alike. */
export async function runStoreCommand(
  deps: Pick<CommandServiceDeps, 'store'>,
  storeId: string,
  command: StoreCommand | ((state: StoreState) => StoreCommand),
  context: CommandContext,
) {
  return handleCommand(deps.store, storeStreamId(storeId), storeDecider, command, context);
}

/**
 * The editor's store commands (editor role; spec 3 store records):
 * POST /api/editor/stores: publish a new store (its id in the answer);
 * POST /api/editor/stores/{storeId}/publish: publish a withdrawn store again;
 * POST /api/editor/stores/{storeId}: change a published store (record and window, whole);
 * POST /api/editor/stores/{storeId}/withdraw: take it off the locator.
 */
export function storeEditorRoutes(deps: CommandServiceDeps, gazetteer: Gazetteer = offlineGazetteer()): Router {
  const router = Router();
  const parseBody = (input: unknown): StoreInput => {
    const parsed = StoreBody.safeParse(input ?? {});
    if (!parsed.success) throw new ValidationFailed(modelStateFromZod(parsed.error, storeMessages.saveFailed));
    return parsed.data;
  };

  router.post(EDITOR_STORES_PATH, requireRole('editor'), async (req, res) => {
    const body = parseBody(req.body);
    const context = commandContext(req);
    const now = deps.clock.now().toISOString();
    const storeId = newStoreId(context, deps);
    const store = recordedStore(body, gazetteer);
    const { result } = await runStoreCommand(deps, storeId, (state) => ({ type: 'PublishStore', storeId, store, window: windowOf(body, state, now), now }), context);
    res.json({ ...accepted(storeMessages.published, result), storeId } satisfies StoreSaved);
  });

  router.post(`${EDITOR_STORES_PATH}/:storeId/publish`, requireRole('editor'), async (req, res) => {
    const { storeId } = parseOr400(StoreIdPath, req.params);
    const body = parseBody(req.body);
    const now = deps.clock.now().toISOString();
    const store = recordedStore(body, gazetteer);
    const { result } = await runStoreCommand(deps, storeId, (state) => ({ type: 'PublishStore', storeId, store, window: windowOf(body, state, now), now }), commandContext(req));
    res.json({ ...accepted(storeMessages.published, result), storeId } satisfies StoreSaved);
  });

  router.post(`${EDITOR_STORES_PATH}/:storeId/withdraw`, requireRole('editor'), async (req, res) => {
    const { storeId } = parseOr400(StoreIdPath, req.params);
    const now = deps.clock.now().toISOString();
    const { result } = await runStoreCommand(deps, storeId, { type: 'WithdrawStore', storeId, now }, commandContext(req));
    res.json(accepted(storeMessages.withdrawn, result));
  });

  router.post(`${EDITOR_STORES_PATH}/:storeId`, requireRole('editor'), async (req, res) => {
    const { storeId } = parseOr400(StoreIdPath, req.params);
    const body = parseBody(req.body);
    const now = deps.clock.now().toISOString();
    const store = recordedStore(body, gazetteer);
    const { result } = await runStoreCommand(deps, storeId, (state) => ({ type: 'ReviseStore', storeId, store, window: windowOf(body, state, now), now }), commandContext(req));
    res.json(accepted(storeMessages.revised, result));
  });

  return router;
}
