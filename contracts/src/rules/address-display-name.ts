/**
 * How an address is named in lists and selects (spec 3 Address displayName): the person, then where,
 * e.g. "Ada Lovelace, Plano TX" or "Ada Lovelace, London" when there is no state.
 */
export function addressDisplayName(address: { firstName: string; lastName: string; city: string; stateProvince: string }): string {
  const person = `${address.firstName} ${address.lastName}`.trim();
  const place = [address.city, address.stateProvince].filter(Boolean).join(' ');
  return place ? `${person}, ${place}` : person;
}
