import { Router } from 'express';
import {
  ADDRESS_PATH,
  AddressBody,
  addressBookStreamId,
  addressMessages,
  modelStateFromZod,
  type AddressInput,
  type AddressSaved,
  type RecordedAddress,
} from '@certus/contracts';
import { ValidationFailed, requireUser } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { accepted } from '../shared/accepted.ts';
import { addressBookDecider } from './address-book.decider.ts';
import { newAddressId } from './address-id.ts';

const recorded = ({ firstName, lastName, line1, line2, city, stateProvince, zipPostal, country, phone }: AddressInput): RecordedAddress => ({
  firstName,
  lastName,
  line1,
  line2,
  city,
  stateProvince,
  zipPostal,
  country,
  phone,
});

/**
 * POST /api/userprofile/address (spec 7.2): adds an address to the signed-in member's book, or edits the
 * one the body's `id` names. The stream is always the caller's own: an id from another member's book is
 * not found (404), whoever asks.
 */
export function saveAddressRoute(deps: CommandServiceDeps): Router {
  return Router().post(ADDRESS_PATH, requireUser, async (req, res) => {
    const memberId = req.user!.userId;
    const parsed = AddressBody.safeParse(req.body ?? {});
    // The heading of a refused save is spec 8's, so any client shows the same words above the field messages.
    if (!parsed.success) throw new ValidationFailed(modelStateFromZod(parsed.error, addressMessages.saveFailed));
    const body = parsed.data;
    const context = commandContext(req);
    const now = deps.clock.now().toISOString();
    const addressId = body.id ?? newAddressId(memberId, context, deps.ids);
    const command = body.id
      ? { type: 'ChangeAddress' as const, memberId, addressId, address: recorded(body), makeDefault: body.isDefault, now }
      : { type: 'AddAddress' as const, memberId, addressId, address: recorded(body), makeDefault: body.isDefault, now };
    const { result } = await handleCommand(deps.store, addressBookStreamId(memberId), addressBookDecider, command, context);
    const message = body.id ? addressMessages.updated : addressMessages.added;
    res.json({ ...accepted(message, result), id: addressId } satisfies AddressSaved);
  });
}
