import { describe, expect, it } from 'vitest';
import { modelStateFromZod } from './model-state.ts';
import { NearbyStoresBody, StoreBody } from './stores.ts';
import { addressMessages } from './addresses.ts';
import { storeMessages } from '../stores/store-locator.ts';

const aStore = (overrides: Record<string, unknown> = {}) => ({
  name: 'Certus Plano',
  line1: '5400 Legacy Drive',
  city: 'Plano',
  stateProvince: 'tx',
  zipPostal: '75024',
  country: 'us',
  phone: '(972) 555-0142',
  ...overrides,
});

const fieldErrors = (schema: typeof StoreBody | typeof NearbyStoresBody, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : modelStateFromZod(result.error).modelState;
};

describe('StoreBody', () => {
  it('given the fields a form sends, when parsed, then codes are upper-case, hours and services tidy, no coordinates and no window', () => {
    const parsed = StoreBody.parse(aStore({ hours: ['Mon-Fri 10 am - 6 pm', ' ', 'Sat 10 am - 4 pm'], services: ['pressing', 'drop-off', 'pressing'] }));
    expect(parsed).toMatchObject({ stateProvince: 'TX', country: 'US', zipPostal: '75024', website: '', line2: '', hours: ['Mon-Fri 10 am - 6 pm', 'Sat 10 am - 4 pm'] });
    expect(parsed.services).toEqual(['drop-off', 'pressing']);
    expect(parsed.latitude).toBeUndefined();
    expect(parsed.publishFrom).toBeUndefined();
  });

  it('given a Canadian postal code typed loosely, when parsed, then it is stored as A1A 1A1', () => {
    expect(StoreBody.parse(aStore({ country: 'CA', stateProvince: 'on', zipPostal: 'm5v2t6' })).zipPostal).toBe('M5V 2T6');
  });

  it('given coordinates as text, when parsed, then they are numbers', () => {
    expect(StoreBody.parse(aStore({ latitude: '33.07', longitude: '-96.78' }))).toMatchObject({ latitude: 33.07, longitude: -96.78 });
  });

  it('given one coordinate only, when parsed, then the other is asked for', () => {
    expect(fieldErrors(StoreBody, aStore({ latitude: 33 }))).toEqual({ 'model.longitude': [storeMessages.coordinatesTogether] });
  });

  it('given a window that ends before it starts, when parsed, then the end is refused', () => {
    expect(fieldErrors(StoreBody, aStore({ publishFrom: '2026-12-01T00:00:00Z', publishUntil: '2026-11-01T00:00:00Z' }))).toEqual({
      'model.publishUntil': [storeMessages.untilBeforeFrom],
    });
  });

  it('given a date-time without its offset, when parsed, then it is refused (the server zone is nobody\'s)', () => {
    expect(Object.keys(fieldErrors(StoreBody, aStore({ publishFrom: '2026-12-01T10:00' })))).toEqual(['model.publishFrom']);
  });

  it('given a country other than the US and Canada, a wrong state, ZIP, phone, website and service, then each field says why', () => {
    expect(fieldErrors(StoreBody, aStore({ country: 'FR' }))).toEqual({ 'model.country': [storeMessages.countryOnly] });
    expect(fieldErrors(StoreBody, aStore({ stateProvince: 'ZZ', zipPostal: '7502', phone: 'call us', website: 'javascript:alert(1)', services: ['coffee'] }))).toEqual({
      'model.stateProvince': [addressMessages.usState],
      'model.zipPostal': [addressMessages.usZip],
      'model.phone': [storeMessages.phone],
      'model.website': [storeMessages.website],
      'model.services.0': [storeMessages.unknownService],
    });
  });

  it('given eight lines of hours, when parsed, then at most seven are allowed', () => {
    expect(fieldErrors(StoreBody, aStore({ hours: Array.from({ length: 8 }, (_, i) => `line ${i}`) }))).toEqual({ 'model.hours': [storeMessages.hoursLines] });
  });
});

describe('NearbyStoresBody (spec 3 Store search)', () => {
  it('given an empty body, when parsed, then the distance is 200 miles and the shop type ours', () => {
    expect(NearbyStoresBody.parse({})).toEqual({ distance: 200, shopType: 'certus' });
  });

  it('given what a form sends (text, blanks), when parsed, then numbers are numbers and blanks absent', () => {
    expect(NearbyStoresBody.parse({ zipcode: '', latitude: '32.9', longitude: '-96.8', search_term: ' ', distance: '500', shopType: '', currentAddress: '' })).toEqual({
      latitude: 32.9,
      longitude: -96.8,
      distance: 500,
      shopType: 'certus',
    });
  });

  it('given a distance beyond 3000 miles or not a number, when parsed, then it is refused', () => {
    expect(fieldErrors(NearbyStoresBody, { distance: 3001 })).toEqual({ 'model.distance': [storeMessages.distance] });
    expect(fieldErrors(NearbyStoresBody, { distance: 'far' })).toEqual({ 'model.distance': [storeMessages.distance] });
    expect(fieldErrors(NearbyStoresBody, { distance: 0 })).toEqual({ 'model.distance': [storeMessages.distance] });
  });

  it("given another shop type, when parsed, then it is refused: only our own stores are searched", () => {
    expect(fieldErrors(NearbyStoresBody, { shopType: 'dealer' })).toEqual({ 'model.shopType': [storeMessages.shopType] });
  });

  it('given a latitude without a longitude, when parsed, then the longitude is asked for', () => {
    expect(fieldErrors(NearbyStoresBody, { latitude: 30 })).toEqual({ 'model.longitude': [storeMessages.coordinatesTogether] });
  });
});
