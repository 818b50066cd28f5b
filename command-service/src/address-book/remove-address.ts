import { Router } from 'express';
import { ADDRESS_PATH, AddressIdParams, addressBookStreamId, addressMessages } from '@certus/contracts';
import { parseOr400, requireUser } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { accepted } from '../shared/accepted.ts';
import { addressBookDecider } from './address-book.decider.ts';

/**
 * DELETE /api/userprofile/address/{id} (spec 7.2): removes an address from the signed-in member's own book
 * (another member's id is not found, 404). Removing the default makes the oldest remaining one the default.
 */
export function removeAddressRoute(deps: CommandServiceDeps): Router {
  return Router().delete(`${ADDRESS_PATH}/:id`, requireUser, async (req, res) => {
    const memberId = req.user!.userId;
    const { id } = parseOr400(AddressIdParams, req.params);
    const { result } = await handleCommand(
      deps.store,
      addressBookStreamId(memberId),
      addressBookDecider,
      { type: 'RemoveAddress', memberId, addressId: id, now: deps.clock.now().toISOString() },
      commandContext(req),
    );
    res.json(accepted(addressMessages.deleted, result));
  });
}
