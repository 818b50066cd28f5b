import { z } from 'zod';

/** One entry of the member's address book (spec 3, Address). */
export const AddressView = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** How the address is named in lists, e.g. "Ada Lovelace, Plano TX". */
  displayName: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  /** Two-letter state or province code for US and Canada; free text elsewhere. */
  stateProvince: z.string(),
  zipPostal: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
});
export type AddressView = z.infer<typeof AddressView>;
