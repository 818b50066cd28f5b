import { describe, expect, it } from 'vitest';
import { milesBetween } from '@certus/contracts';
import { normalisePlaceName, offlineGazetteer } from './offline-gazetteer.ts';

const gazetteer = offlineGazetteer();
/** City centres (city hall or downtown) from public sources, to check that a found place is the city meant. */
const CITY_HALLS = {
  plano: { latitude: 33.0198, longitude: -96.6989 },
  toronto: { latitude: 43.6534, longitude: -79.3839 },
  montreal: { latitude: 45.5088, longitude: -73.5542 },
  vancouver: { latitude: 49.2609, longitude: -123.1139 },
  portland: { latitude: 45.5152, longitude: -122.6784 },
  stLouis: { latitude: 38.627, longitude: -90.1994 },
};
const within = (miles: number, place: { latitude: number; longitude: number } | null, of: { latitude: number; longitude: number }) => {
  expect(place).not.toBeNull();
  expect(milesBetween(place!, of)).toBeLessThan(miles);
};

describe('offline gazetteer: postal codes', () => {
  it('given the ZIP code of our Plano office, when looked up, then it is Plano, Texas', () => {
    const place = gazetteer.postalCode('75024');
    expect(place).toMatchObject({ label: '75024 (Plano, TX)', country: 'US' });
    within(10, place, CITY_HALLS.plano);
  });

  it('given a ZIP+4, when looked up, then its five-digit area places it', () => {
    expect(gazetteer.postalCode('75024-1234')).toMatchObject({ label: '75024-1234 (Plano, TX)', latitude: gazetteer.postalCode('75024')!.latitude });
  });

  it('given a Canadian postal code in any case and spacing, when looked up, then its sortation area places it', () => {
    const place = gazetteer.postalCode('m5v2t6');
    expect(place).toMatchObject({ label: 'M5V 2T6 (Downtown Toronto, ON)', country: 'CA' });
    within(3, place, CITY_HALLS.toronto);
    expect(gazetteer.postalCode('H2X')).toMatchObject({ country: 'CA', label: expect.stringMatching(/, QC\)$/) });
  });

  it('given codes nobody has or that are not codes, when looked up, then nothing is found', () => {
    expect(gazetteer.postalCode('00000')).toBeNull();
    expect(gazetteer.postalCode('Z9Z 9Z9')).toBeNull();
    expect(gazetteer.postalCode('Plano')).toBeNull();
  });
});

describe('offline gazetteer: place names', () => {
  it('given a city with its state, in any of the usual spellings, when looked up, then it is that city', () => {
    for (const term of ['Plano, TX', 'plano, texas', 'Plano TX', 'Plano Texas', 'PLANO, TX, USA']) {
      expect(gazetteer.placeName(term)?.label, term).toBe('Plano, TX');
    }
    within(10, gazetteer.placeName('Plano, TX'), CITY_HALLS.plano);
  });

  it('given a city without its state, when the name is shared, then the city with the most postal codes is meant', () => {
    // Plano, Illinois and Plano, Iowa exist too.
    expect(gazetteer.placeName('Plano')?.label).toBe('Plano, TX');
    expect(gazetteer.placeName('Vancouver')?.label).toBe('Vancouver, BC');
    within(5, gazetteer.placeName('Vancouver'), CITY_HALLS.vancouver);
  });

  it('given a shared name with a state or province, when looked up, then the state or province decides', () => {
    expect(gazetteer.placeName('Vancouver, WA')?.label).toBe('Vancouver, WA');
    expect(gazetteer.placeName('Portland, OR')?.label).toBe('Portland, OR');
    within(10, gazetteer.placeName('Portland, Oregon'), CITY_HALLS.portland);
  });

  it('given a Canadian city with accents or without, when looked up, then its areas make it', () => {
    for (const term of ['Montréal', 'Montreal, QC', 'montreal quebec', 'Montréal, Québec']) {
      expect(gazetteer.placeName(term)?.label, term).toBe('Montreal, QC');
    }
    within(10, gazetteer.placeName('Montréal'), CITY_HALLS.montreal);
    within(10, gazetteer.placeName('Toronto, ON'), CITY_HALLS.toronto);
  });

  it('given Saint or St., when looked up, then both spellings find the city', () => {
    within(10, gazetteer.placeName('St. Louis, MO'), CITY_HALLS.stLouis);
    within(10, gazetteer.placeName('Saint Louis, Missouri'), CITY_HALLS.stLouis);
  });

  it('given a name nothing has, or a state with no such city, when looked up, then nothing is found', () => {
    expect(gazetteer.placeName('Atlantis')).toBeNull();
    expect(gazetteer.placeName('Plano, ON')).toBeNull();
    expect(gazetteer.placeName('Plano, Narnia')).toBeNull();
    expect(gazetteer.placeName(' , ')).toBeNull();
    expect(gazetteer.placeName('.*(')).toBeNull();
  });
});

describe('normalisePlaceName', () => {
  it('given accents, punctuation and abbreviations, when normalised, then the same place reads the same', () => {
    expect(normalisePlaceName('Montréal-Nord')).toBe('montreal nord');
    expect(normalisePlaceName('St. Catharines')).toBe(normalisePlaceName('Saint Catharines'));
    expect(normalisePlaceName('Fort Worth')).toBe('ft worth');
  });
});
