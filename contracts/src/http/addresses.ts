import { z } from 'zod';
import { text } from '../rules/text.ts';
import { addressLookups, isCaProvince, isCountryCode, isUsState, type LookupOption } from '../reference/address-lookups.ts';

/** Spec 8 headings and question, and the address book's own messages. */
export const addressMessages = {
  saveFailed: 'Error updating address',
  deleteFailed: 'Error deleting address',
  confirmDelete: 'Are you sure you want to delete this item?',
  added: 'Address added successfully',
  updated: 'Address updated successfully',
  deleted: 'Address deleted successfully',
  notFound: 'The address was not found in your address book.',
  required: (field: string) => `The ${field} field is required.`,
  tooLong: (field: string, max: number) => `The ${field} must be at most ${max} characters long.`,
  unknownCountry: 'Please choose a country from the list.',
  usState: 'Please choose a US state.',
  caProvince: 'Please choose a Canadian province or territory.',
  usZip: 'The ZIP code must be 5 digits (12345) or 9 digits (12345-6789).',
  caPostalCode: 'The postal code must look like A1A 1A1.',
} as const;

/** What the form calls the state and postal code fields in a country (US and Canada have their own words). */
export function regionLabels(country: string): { stateProvince: string; zipPostal: string } {
  if (country === 'US') return { stateProvince: 'State', zipPostal: 'ZIP code' };
  if (country === 'CA') return { stateProvince: 'Province', zipPostal: 'Postal code' };
  return { stateProvince: 'State / Province / Region', zipPostal: 'Postal code' };
}

/** The state or province list of a country, when the address book has one for it (US and Canada). */
export function regionOptions(country: string): readonly LookupOption[] | null {
  if (country === 'US') return addressLookups.us_States;
  if (country === 'CA') return addressLookups.ca_States;
  return null;
}

const US_ZIP = /^(\d{5})(?:-?(\d{4}))?$/;
// Canada Post: no D, F, I, O, Q or U anywhere, and no W or Z as the first letter.
const CA_POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)$/;

/**
 * The postal code as it is stored: a US ZIP+4 with its hyphen (12345-6789), a Canadian code upper-case with
 * its space (A1A 1A1); null when it does not fit the country's format. Other countries keep what was typed.
 */
export function normalisePostalCode(country: string, value: string): string | null {
  const trimmed = value.trim();
  if (country === 'US') {
    const match = US_ZIP.exec(trimmed);
    return match ? (match[2] ? `${match[1]}-${match[2]}` : match[1]!) : null;
  }
  if (country === 'CA') {
    const match = CA_POSTAL_CODE.exec(trimmed.toUpperCase());
    return match ? `${match[1]} ${match[2]}` : null;
  }
  return trimmed;
}

const requiredText = (field: string, max: number) =>
  text({ error: addressMessages.required(field) })
    .trim()
    .min(1, addressMessages.required(field))
    .max(max, addressMessages.tooLong(field, max));

const optionalText = (field: string, max: number) => text().trim().max(max, addressMessages.tooLong(field, max)).optional().default('');

/**
 * POST /api/userprofile/address (spec 7.2): adds an address, or edits the one named by `id`. The state and
 * postal code rules depend on the country, so they are checked on the whole body; the output is normalised
 * (codes upper-case, ZIP+4 hyphenated, Canadian postal code with its space), which is what gets stored.
 */
export const AddressBody = z
  .object({
    /** Present when editing: the address to change. */
    id: text().trim().min(1).max(64).optional(),
    firstName: requiredText('First name', 50),
    lastName: requiredText('Last name', 50),
    line1: requiredText('Address line 1', 100),
    line2: optionalText('Address line 2', 100),
    city: requiredText('City', 50),
    stateProvince: optionalText('State / Province', 50),
    zipPostal: optionalText('Postal code', 20),
    /** ISO 3166-1 alpha-2 (GET /api/data/address lists them). */
    country: text({ error: addressMessages.required('Country') })
      .trim()
      .toUpperCase()
      .min(1, { error: addressMessages.required('Country'), abort: true })
      .refine(isCountryCode, addressMessages.unknownCountry),
    phone: optionalText('Phone', 20),
    /** Make this the default address. The default cannot be un-set, only moved: one address is always the default. */
    isDefault: z.boolean().optional().default(false),
  })
  .superRefine((body, ctx) => {
    // Runs even when other fields failed, so every message shows at once; the fields may then be missing.
    const country = typeof body.country === 'string' ? body.country : '';
    const state = typeof body.stateProvince === 'string' ? body.stateProvince.toUpperCase() : '';
    const postal = typeof body.zipPostal === 'string' ? body.zipPostal : '';
    if (country !== 'US' && country !== 'CA') return;
    const labels = regionLabels(country);
    if (!state) ctx.addIssue({ code: 'custom', path: ['stateProvince'], message: addressMessages.required(labels.stateProvince) });
    else if (country === 'US' && !isUsState(state)) ctx.addIssue({ code: 'custom', path: ['stateProvince'], message: addressMessages.usState });
    else if (country === 'CA' && !isCaProvince(state)) ctx.addIssue({ code: 'custom', path: ['stateProvince'], message: addressMessages.caProvince });
    if (!postal) ctx.addIssue({ code: 'custom', path: ['zipPostal'], message: addressMessages.required(labels.zipPostal) });
    else if (normalisePostalCode(country, postal) === null) {
      ctx.addIssue({ code: 'custom', path: ['zipPostal'], message: country === 'US' ? addressMessages.usZip : addressMessages.caPostalCode });
    }
  })
  .transform((body) => {
    const hasRegionList = body.country === 'US' || body.country === 'CA';
    return {
      ...body,
      stateProvince: hasRegionList ? body.stateProvince.toUpperCase() : body.stateProvince,
      zipPostal: normalisePostalCode(body.country, body.zipPostal) ?? body.zipPostal,
    };
  });
export type AddressBody = z.input<typeof AddressBody>;
export type AddressInput = z.output<typeof AddressBody>;

export const ADDRESS_PATH = '/api/userprofile/address';
export const addressPath = (id: string) => `${ADDRESS_PATH}/${encodeURIComponent(id)}`;
export const ADDRESS_LOOKUPS_PATH = '/api/data/address';

/** DELETE /api/userprofile/address/{id} */
export const AddressIdParams = z.object({ id: text().min(1).max(64) });

/** The answer of POST /api/userprofile/address: the command's message and position, and the address's id. */
export const AddressSaved = z.object({ message: z.string(), position: z.string().optional(), id: z.string() });
export type AddressSaved = z.infer<typeof AddressSaved>;

const LookupOptionSchema = z.object({ code: z.string(), name: z.string() });
/** GET /api/data/address (spec 7.5). */
export const AddressLookupsResponse = z.object({
  countries: z.array(LookupOptionSchema).readonly(),
  ca_States: z.array(LookupOptionSchema).readonly(),
  us_States: z.array(LookupOptionSchema).readonly(),
});
export type AddressLookupsResponse = z.infer<typeof AddressLookupsResponse>;
