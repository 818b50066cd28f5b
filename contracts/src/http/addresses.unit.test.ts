import { describe, expect, it } from 'vitest';
import { modelStateFromZod } from './model-state.ts';
import { AddressBody, addressMessages, normalisePostalCode, type AddressBody as AddressBodyInput } from './addresses.ts';
import { addressLookups } from '../reference/address-lookups.ts';
import { addressDisplayName } from '../rules/address-display-name.ts';

const aBody = (overrides: Partial<AddressBodyInput> = {}): AddressBodyInput => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  line1: '5400 Legacy Drive',
  city: 'Plano',
  stateProvince: 'TX',
  zipPostal: '75024',
  country: 'US',
  ...overrides,
});

/** The modelState a body gets, or {} when it is valid. */
const errorsOf = (body: unknown) => {
  const result = AddressBody.safeParse(body);
  return result.success ? {} : modelStateFromZod(result.error).modelState;
};

describe('AddressBody', () => {
  it('given a complete US address, when parsed, then optional fields default and nothing is refused', () => {
    expect(AddressBody.parse(aBody())).toEqual({ ...aBody(), line2: '', phone: '', isDefault: false });
  });

  it('given nothing, when parsed, then every required field says so at once', () => {
    expect(errorsOf({})).toEqual({
      'model.firstName': [addressMessages.required('First name')],
      'model.lastName': [addressMessages.required('Last name')],
      'model.line1': [addressMessages.required('Address line 1')],
      'model.city': [addressMessages.required('City')],
      'model.country': [addressMessages.required('Country')],
    });
  });

  it('given blanks, when parsed, then they count as missing', () => {
    expect(errorsOf(aBody({ firstName: '  ', city: '' }))).toEqual({
      'model.firstName': [addressMessages.required('First name')],
      'model.city': [addressMessages.required('City')],
    });
  });

  it('given a country that is not ISO 3166-1, when parsed, then it is refused', () => {
    expect(errorsOf(aBody({ country: 'XX' }))).toEqual({ 'model.country': [addressMessages.unknownCountry] });
  });

  it('given a US address, when the state is missing or not a US code, then the state field says which', () => {
    expect(errorsOf(aBody({ stateProvince: '' }))).toEqual({ 'model.stateProvince': [addressMessages.required('State')] });
    expect(errorsOf(aBody({ stateProvince: 'ON' }))).toEqual({ 'model.stateProvince': [addressMessages.usState] });
  });

  it('given a US address, when the ZIP is missing or not 5 or 9 digits, then the ZIP field says so', () => {
    expect(errorsOf(aBody({ zipPostal: '' }))).toEqual({ 'model.zipPostal': [addressMessages.required('ZIP code')] });
    for (const zip of ['7502', '750245', '75024-12', 'ABCDE', '75024 1234']) {
      expect(errorsOf(aBody({ zipPostal: zip })), zip).toEqual({ 'model.zipPostal': [addressMessages.usZip] });
    }
  });

  it('given a US address, when parsed, then the state is upper-case and a 9-digit ZIP gets its hyphen', () => {
    expect(AddressBody.parse(aBody({ stateProvince: 'tx', zipPostal: '750241234' }))).toMatchObject({ stateProvince: 'TX', zipPostal: '75024-1234' });
    expect(AddressBody.parse(aBody({ zipPostal: '75024-1234' })).zipPostal).toBe('75024-1234');
    expect(AddressBody.parse(aBody({ country: 'us' })).country).toBe('US');
  });

  it('given a Canadian address, when the province is not a Canadian code, then the province field says so', () => {
    const canadian = aBody({ country: 'CA', stateProvince: 'TX', zipPostal: 'M4W 3E2' });
    expect(errorsOf(canadian)).toEqual({ 'model.stateProvince': [addressMessages.caProvince] });
    expect(errorsOf({ ...canadian, stateProvince: '' })).toEqual({ 'model.stateProvince': [addressMessages.required('Province')] });
  });

  it('given a Canadian address, when the postal code is not A1A 1A1, then the postal code field says so', () => {
    const canadian = aBody({ country: 'CA', stateProvince: 'ON' });
    for (const code of ['75024', 'M4W3E', 'D4W 3E2', 'W4W 3E2', 'M4W 3O2']) {
      expect(errorsOf({ ...canadian, zipPostal: code }), code).toEqual({ 'model.zipPostal': [addressMessages.caPostalCode] });
    }
    expect(errorsOf({ ...canadian, zipPostal: '' })).toEqual({ 'model.zipPostal': [addressMessages.required('Postal code')] });
  });

  it('given a Canadian postal code in any case and spacing, when parsed, then it is stored upper-case with its space', () => {
    expect(AddressBody.parse(aBody({ country: 'CA', stateProvince: 'on', zipPostal: 'm4w3e2' }))).toMatchObject({ stateProvince: 'ON', zipPostal: 'M4W 3E2' });
  });

  it('given another country, when the region and postal code are free text or empty, then they are kept as typed', () => {
    const british = aBody({ country: 'GB', city: 'London', stateProvince: 'Greater London', zipPostal: 'sw1a 1aa' });
    expect(AddressBody.parse(british)).toMatchObject({ stateProvince: 'Greater London', zipPostal: 'sw1a 1aa' });
    expect(errorsOf({ ...british, stateProvince: '', zipPostal: '' })).toEqual({});
  });

  it('given a field error and a ZIP error, when parsed, then both are reported together', () => {
    expect(errorsOf(aBody({ firstName: '', zipPostal: '1' }))).toEqual({
      'model.firstName': [addressMessages.required('First name')],
      'model.zipPostal': [addressMessages.usZip],
    });
  });
});

describe('postal codes and names', () => {
  it('normalises by country and says null for a code that does not fit', () => {
    expect(normalisePostalCode('US', ' 75024 ')).toBe('75024');
    expect(normalisePostalCode('US', '7502')).toBeNull();
    expect(normalisePostalCode('CA', 'k1a 0b1')).toBe('K1A 0B1');
    expect(normalisePostalCode('CA', 'K1A-0B1')).toBeNull();
    expect(normalisePostalCode('DE', ' 10115 ')).toBe('10115');
  });

  it('names an address by person and place', () => {
    expect(addressDisplayName({ firstName: 'Ada', lastName: 'Lovelace', city: 'Plano', stateProvince: 'TX' })).toBe('Ada Lovelace, Plano TX');
    expect(addressDisplayName({ firstName: 'Ada', lastName: 'Lovelace', city: 'London', stateProvince: '' })).toBe('Ada Lovelace, London');
  });

  it('lists every ISO country once, the 50 states with DC, and the 13 provinces and territories', () => {
    const codes = addressLookups.countries.map((c) => c.code);
    expect(codes).toHaveLength(249);
    expect(new Set(codes).size).toBe(249);
    const states = addressLookups.us_States.map((s) => s.code);
    expect(states).toEqual(expect.arrayContaining(['AL', 'AK', 'WY', 'DC', 'PR', 'AA', 'AE', 'AP']));
    expect(states.filter((s) => !['DC', 'AS', 'GU', 'MP', 'PR', 'VI', 'AA', 'AE', 'AP'].includes(s))).toHaveLength(50);
    expect(addressLookups.ca_States.map((p) => p.code)).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NT', 'NS', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
  });
});
