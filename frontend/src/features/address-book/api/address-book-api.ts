import {
  ADDRESS_LOOKUPS_PATH,
  ADDRESS_PATH,
  AddressLookupsResponse,
  PUBLIC_RESOURCE_MAX_AGE_SECONDS,
  type AddressView,
  UserProfileResponse,
  addressPath,
  type AddressBody,
  type AddressSaved,
  type CommandAccepted,
} from '@certus/contracts';
import { api } from '../../../lib/api.ts';

/** The address book is part of the member's profile: a save or delete refreshes the profile's reads. */
const PROFILE = { type: 'Member', id: 'ME' } as const;

const addressBookApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/data/address (spec 7.5): countries, Canadian provinces and US states for the form. */
    getAddressLookups: build.query<AddressLookupsResponse, void>({
      query: () => ADDRESS_LOOKUPS_PATH,
      responseSchema: import.meta.env.DEV ? AddressLookupsResponse : undefined,
      keepUnusedDataFor: PUBLIC_RESOURCE_MAX_AGE_SECONDS, // spec 7.5: resource calls are cached for 300 seconds
    }),
    /** The addresses of GET /api/userprofile (spec 7.2), default first. */
    getAddressBook: build.query<AddressView[], void>({
      query: () => '/api/userprofile',
      rawResponseSchema: UserProfileResponse,
      // The whole profile is parsed (addresses included), then only the addresses kept.
      transformResponse: (profile: UserProfileResponse) => profile.addresses,
      providesTags: [PROFILE],
    }),
    /**
     * POST /api/userprofile/address: add, or edit when the body has an id (also how an address becomes the
     * default). The answer's position makes the refetch that follows wait for the read model to include it.
     */
    saveAddress: build.mutation<AddressSaved, AddressBody>({
      query: (body) => ({ url: ADDRESS_PATH, method: 'POST', body }),
      invalidatesTags: [PROFILE],
    }),
    /** DELETE /api/userprofile/address/{id} */
    deleteAddress: build.mutation<CommandAccepted, string>({
      query: (id) => ({ url: addressPath(id), method: 'DELETE' }),
      invalidatesTags: [PROFILE],
    }),
  }),
});

export const { useGetAddressLookupsQuery, useGetAddressBookQuery, useSaveAddressMutation, useDeleteAddressMutation } = addressBookApi;
