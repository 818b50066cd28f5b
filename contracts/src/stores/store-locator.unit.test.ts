import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_MAP_ZOOM,
  boundingBox,
  mapZoomFor,
  milesBetween,
  searchTermKind,
  storePublicationStatus,
} from './store-locator.ts';

const at = (latitude: number, longitude: number) => ({ latitude, longitude });

/**
 * Great-circle distances between airports as published by the Great Circle Mapper (gcmap.com, WGS-84
 * ellipsoid), rounded to the mile: an independent source. The sphere may differ from the ellipsoid by up to
 * about 0.5%.
 */
const PUBLISHED = [
  { pair: 'JFK-LAX', from: at(40.6398, -73.7789), to: at(33.9425, -118.4081), miles: 2475 },
  { pair: 'LGA-ORD', from: at(40.7769, -73.874), to: at(41.9786, -87.9048), miles: 733 },
  { pair: 'DFW-IAH', from: at(32.8968, -97.038), to: at(29.9844, -95.3414), miles: 224 },
  { pair: 'LAX-SFO', from: at(33.9425, -118.4081), to: at(37.619, -122.375), miles: 337 },
  { pair: 'SEA-YVR', from: at(47.449, -122.3093), to: at(49.1939, -123.1844), miles: 127 },
];

/** The spherical law of cosines: another formula for the same distance, for the property below. */
function lawOfCosinesMiles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const r = (d: number) => (d * Math.PI) / 180;
  const cos = Math.sin(r(a.latitude)) * Math.sin(r(b.latitude)) + Math.cos(r(a.latitude)) * Math.cos(r(b.latitude)) * Math.cos(r(b.longitude - a.longitude));
  return Math.acos(Math.max(-1, Math.min(1, cos))) * 3958.7613;
}

const point = fc.record({ latitude: fc.double({ min: -89, max: 89, noNaN: true }), longitude: fc.double({ min: -179.9, max: 179.9, noNaN: true }) });

describe('milesBetween', () => {
  it.each(PUBLISHED)('given $pair, when measured, then it is within 0.5% of the published great-circle distance', ({ from, to, miles }) => {
    expect(Math.abs(milesBetween(from, to) - miles) / miles).toBeLessThan(0.005);
  });

  it('given any two points, when measured both ways, then haversine agrees with the law of cosines and is symmetric', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = milesBetween(a, b);
        expect(Math.abs(d - milesBetween(b, a))).toBeLessThan(1e-6);
        // The law of cosines loses precision below a mile; haversine is the one that does not.
        expect(Math.abs(d - lawOfCosinesMiles(a, b))).toBeLessThan(0.01);
      }),
    );
  });

  it('given the same point, when measured, then the distance is 0', () => {
    expect(milesBetween(at(33.0752, -96.7843), at(33.0752, -96.7843))).toBe(0);
  });
});

describe('boundingBox', () => {
  it('given a centre and a radius, when a point lies within the radius, then it lies in the box', () => {
    fc.assert(
      fc.property(point, point, fc.double({ min: 1, max: 3000, noNaN: true }), (centre, other, miles) => {
        fc.pre(milesBetween(centre, other) <= miles);
        const box = boundingBox(centre, miles);
        expect(other.latitude).toBeGreaterThanOrEqual(box.latitude.min - 1e-9);
        expect(other.latitude).toBeLessThanOrEqual(box.latitude.max + 1e-9);
        if (box.longitude) {
          expect(other.longitude).toBeGreaterThanOrEqual(box.longitude.min - 1e-9);
          expect(other.longitude).toBeLessThanOrEqual(box.longitude.max + 1e-9);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('given a circle over the antimeridian, when boxed, then every longitude may be in', () => {
    expect(boundingBox(at(60, 179), 200).longitude).toBeNull();
  });
});

describe('mapZoomFor (spec 9)', () => {
  it.each([
    [200, 7],
    [500, 5.5],
    [1000, 5],
    [2000, 4],
    [3000, 3],
  ])('given %i miles, when the map opens, then its zoom is %f', (miles, zoom) => {
    expect(mapZoomFor(miles)).toBe(zoom);
  });

  it('given a distance that is not one of the choices, when the map opens, then it uses the default zoom 10', () => {
    expect(mapZoomFor(50)).toBe(DEFAULT_MAP_ZOOM);
    expect(DEFAULT_MAP_ZOOM).toBe(10);
  });
});

describe('searchTermKind', () => {
  it.each([
    ['75024', 'us-zip'],
    ['75024-1234', 'us-zip'],
    ['m5v 2t6', 'ca-postal'],
    ['M5V2T6', 'ca-postal'],
    ['H2X', 'ca-postal'],
    ['Plano, TX', 'place'],
    ['Montréal', 'place'],
    ['7502', 'place'],
    ['D5V 2T6', 'place'],
  ] as const)('given %j, when classified, then it is %s', (term, kind) => {
    expect(searchTermKind(term)).toBe(kind);
  });
});

describe('storePublicationStatus', () => {
  const now = new Date('2026-11-21T10:00:00.000Z');
  const store = (publishFrom: string, publishUntil: string | null, withdrawn = false) => ({ publishFrom, publishUntil, withdrawn });

  it('given a window that has started and not ended, then the store is live', () => {
    expect(storePublicationStatus(store('2026-11-01T00:00:00.000Z', null), now)).toBe('live');
    expect(storePublicationStatus(store('2026-11-21T10:00:00.000Z', '2026-11-21T10:00:00.001Z'), now)).toBe('live');
  });

  it('given a window that starts later, then the store is scheduled', () => {
    expect(storePublicationStatus(store('2026-11-21T10:00:00.001Z', null), now)).toBe('scheduled');
  });

  it('given a window whose end has come, then the store has ended (the end is exclusive)', () => {
    expect(storePublicationStatus(store('2026-11-01T00:00:00.000Z', '2026-11-21T10:00:00.000Z'), now)).toBe('ended');
  });

  it('given a withdrawn store, then it is withdrawn whatever its window', () => {
    expect(storePublicationStatus(store('2026-11-01T00:00:00.000Z', null, true), now)).toBe('withdrawn');
  });
});
