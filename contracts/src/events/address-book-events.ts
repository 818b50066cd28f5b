import { z } from 'zod';

const at = z.iso.datetime();

/**
 * The fields of one address as recorded (already validated and normalised by AddressBody). Events keep
 * plain strings, not the form's rules: history must still parse if those rules tighten later.
 */
export const RecordedAddress = z.object({
  firstName: z.string(),
  lastName: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  stateProvince: z.string(),
  zipPostal: z.string(),
  country: z.string(),
  phone: z.string(),
});
export type RecordedAddress = z.infer<typeof RecordedAddress>;

export const AddressAdded = z.object({
  type: z.literal('AddressAdded'),
  data: z.object({ memberId: z.string(), addressId: z.string(), address: RecordedAddress, addedAt: at }),
});
export const AddressChanged = z.object({
  type: z.literal('AddressChanged'),
  data: z.object({ memberId: z.string(), addressId: z.string(), address: RecordedAddress, changedAt: at }),
});
export const AddressRemoved = z.object({
  type: z.literal('AddressRemoved'),
  data: z.object({ memberId: z.string(), addressId: z.string(), removedAt: at }),
});
/**
 * This address is now the default, and the one before it no longer is. Recorded for the first address,
 * when the member picks another, and when the default is removed while others remain.
 */
export const DefaultAddressChosen = z.object({
  type: z.literal('DefaultAddressChosen'),
  data: z.object({ memberId: z.string(), addressId: z.string(), chosenAt: at }),
});

export const AddressBookEvent = z.discriminatedUnion('type', [AddressAdded, AddressChanged, AddressRemoved, DefaultAddressChosen]);
export type AddressBookEvent = z.infer<typeof AddressBookEvent>;
export const addressBookEventTypes = AddressBookEvent.options.map((o) => o.shape.type.value);

/** One address book per member: the stream is always the signed-in member's own, so nobody reaches another's. */
export const addressBookStreamId = (memberId: string) => `AddressBook-${memberId}`;
