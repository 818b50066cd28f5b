// The public face of the address book: the lookup lists (GET /api/data/address) other screens choose a country from.
export { useGetAddressLookupsQuery } from './api/address-book-api.ts';
