import { CollectibleType, CountryCode, DomainError, catalogueDataMessages } from '@certus/contracts';

/** Route parameters are matched without regard to case ('us', 'comic'), as the legacy API did. */
function caseInsensitive<T extends string>(options: readonly T[], given: string): T | undefined {
  const wanted = given.trim().toLowerCase();
  return options.find((o) => o.toLowerCase() === wanted);
}

export function countryParam(given: string): CountryCode {
  const country = caseInsensitive(CountryCode.options, given);
  if (!country) throw new DomainError('invalid', catalogueDataMessages.unknownCountry(given));
  return country;
}

export function collectibleTypeParam(given: string): CollectibleType {
  const type = caseInsensitive(CollectibleType.options, given);
  if (!type) throw new DomainError('invalid', catalogueDataMessages.unknownCollectibleType(given));
  return type;
}

export { caseInsensitive };
