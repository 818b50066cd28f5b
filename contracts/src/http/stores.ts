import { z } from 'zod';
import { text } from '../rules/text.ts';
import { isCaProvince, isUsState } from '../reference/address-lookups.ts';
import { addressMessages, normalisePostalCode } from './addresses.ts';
import {
  DEFAULT_DISTANCE_MILES,
  MAX_DISTANCE_MILES,
  OWN_SHOP_TYPE,
  STORE_SERVICE_IDS,
  storeMessages,
} from '../stores/store-locator.ts';

/**
 * The store records (spec 3 store records) and the store search (spec 3 Store search, 7.5 POST
 * /api/storelocator/nearbylocation). Editors publish, change and withdraw stores under /api/editor/stores;
 * the locator reads the live ones.
 */
export const NEARBY_STORES_PATH = '/api/storelocator/nearbylocation';
export const EDITOR_STORES_PATH = '/api/editor/stores';
export const editorStorePath = (storeId: string) => `${EDITOR_STORES_PATH}/${encodeURIComponent(storeId)}`;
export const editorStorePublishPath = (storeId: string) => `${editorStorePath(storeId)}/publish`;
export const editorStoreWithdrawPath = (storeId: string) => `${editorStorePath(storeId)}/withdraw`;

const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);
/** Forms send numbers as text: '32.5' is 32.5; anything else is left for the number schema to refuse. */
const numberish = (value: unknown) => {
  const blank = blankToUndefined(value);
  return typeof blank === 'string' && /^\s*[-+]?\d+(\.\d+)?\s*$/.test(blank) ? Number(blank) : blank;
};
const coordinate = (min: number, max: number, message: string) =>
  z.preprocess(numberish, z.number({ error: message }).min(min, message).max(max, message).optional());

const requiredText = (field: string, max: number) =>
  text({ error: storeMessages.required(field) })
    .trim()
    .min(1, storeMessages.required(field))
    .max(max, storeMessages.tooLong(field, max));
const optionalText = (field: string, max: number) => text().trim().max(max, storeMessages.tooLong(field, max)).optional().default('');

// An offset is required: a date-time without one would mean the server's zone, which the editor never sees.
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const instant = (field: string) =>
  text()
    .trim()
    .refine((v) => ISO_WITH_OFFSET.test(v) && !Number.isNaN(Date.parse(v)), `The ${field} must be a date and time with its offset (2026-11-21T10:00:00Z).`)
    .transform((v) => new Date(v).toISOString());

const PHONE = /^\+?[\d\s().-]+$/;
const isWebAddress = (value: string) => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
};

/**
 * POST /api/editor/stores (publish a new store), /api/editor/stores/{id}/publish (publish a withdrawn one
 * again) and /api/editor/stores/{id} (change a published one): the whole record each time. Without
 * coordinates the store is placed at the centre of its ZIP or postal code (offline geodata); `publishFrom`
 * defaults to now, `publishUntil` to never.
 */
export const StoreBody = z
  .object({
    name: requiredText('Name', 100),
    line1: requiredText('Address line 1', 100),
    line2: optionalText('Address line 2', 100),
    city: requiredText('City', 50),
    stateProvince: requiredText('State / Province', 50),
    zipPostal: requiredText('ZIP / Postal code', 10),
    country: text({ error: storeMessages.countryOnly }).trim().toUpperCase().pipe(z.enum(['US', 'CA'], { error: storeMessages.countryOnly })),
    phone: requiredText('Phone', 30).refine((v) => PHONE.test(v) && v.replace(/\D/g, '').length >= 7, storeMessages.phone),
    website: optionalText('Website', 200).refine((v) => v === '' || isWebAddress(v), storeMessages.website),
    /** Opening hours, one line each; blank lines are dropped. */
    hours: z
      .array(text().trim().max(60, storeMessages.tooLong('hours line', 60)))
      .optional()
      .default([])
      .transform((lines) => lines.filter((line) => line !== ''))
      .refine((lines) => lines.length <= 7, storeMessages.hoursLines),
    services: z
      .array(z.enum(STORE_SERVICE_IDS, { error: storeMessages.unknownService }))
      .max(STORE_SERVICE_IDS.length)
      .optional()
      .default([])
      .transform((ids) => STORE_SERVICE_IDS.filter((id) => ids.includes(id))),
    latitude: coordinate(-90, 90, storeMessages.latitude),
    longitude: coordinate(-180, 180, storeMessages.longitude),
    publishFrom: z.preprocess(blankToUndefined, instant('publish start').optional()),
    publishUntil: z.preprocess(blankToUndefined, instant('publish end').optional()),
  })
  // `when`: runs even when other fields failed, so every message shows at once; the fields may then be missing.
  .superRefine((body, ctx) => {
    if (typeof body !== 'object' || body === null) return;
    const country = body.country;
    if (country === 'US' || country === 'CA') {
      const state = typeof body.stateProvince === 'string' ? body.stateProvince.toUpperCase() : '';
      if (state && country === 'US' && !isUsState(state)) ctx.addIssue({ code: 'custom', path: ['stateProvince'], message: addressMessages.usState });
      if (state && country === 'CA' && !isCaProvince(state)) ctx.addIssue({ code: 'custom', path: ['stateProvince'], message: addressMessages.caProvince });
      const postal = typeof body.zipPostal === 'string' ? body.zipPostal : '';
      if (postal && normalisePostalCode(country, postal) === null) {
        ctx.addIssue({ code: 'custom', path: ['zipPostal'], message: country === 'US' ? addressMessages.usZip : addressMessages.caPostalCode });
      }
    }
    if ((body.latitude === undefined) !== (body.longitude === undefined)) {
      ctx.addIssue({ code: 'custom', path: [body.latitude === undefined ? 'latitude' : 'longitude'], message: storeMessages.coordinatesTogether });
    }
    if (body.publishFrom && body.publishUntil && Date.parse(body.publishUntil) <= Date.parse(body.publishFrom)) {
      ctx.addIssue({ code: 'custom', path: ['publishUntil'], message: storeMessages.untilBeforeFrom });
    }
  }, { when: () => true })
  .transform((body) => ({
    ...body,
    stateProvince: body.stateProvince.toUpperCase(),
    zipPostal: normalisePostalCode(body.country, body.zipPostal) ?? body.zipPostal,
  }));
export type StoreBody = z.input<typeof StoreBody>;
export type StoreInput = z.output<typeof StoreBody>;

/** POST /api/editor/stores: the new store's id beside the command's answer. */
export const StoreSaved = z.object({ message: z.string(), position: z.string().optional(), storeId: z.string() });
export type StoreSaved = z.infer<typeof StoreSaved>;

/**
 * POST /api/storelocator/nearbylocation (spec 3 Store search). Where to search from, first that is given:
 * the coordinates (the browser's geolocation), `zipcode`, `search_term` (a ZIP or postal code, or a place
 * name: "Plano, TX", "Toronto"), else Dallas (spec 9). Forms send numbers as text and empty fields as ''.
 */
export const NearbyStoresBody = z
  .object({
    zipcode: z.preprocess(blankToUndefined, text().trim().max(10, storeMessages.tooLong('ZIP or postal code', 10)).optional()),
    latitude: coordinate(-90, 90, storeMessages.latitude),
    longitude: coordinate(-180, 180, storeMessages.longitude),
    search_term: z.preprocess(blankToUndefined, text().trim().max(100, storeMessages.tooLong('search', 100)).optional()),
    distance: z.preprocess(
      (v) => numberish(v) ?? DEFAULT_DISTANCE_MILES,
      z.number({ error: storeMessages.distance }).gt(0, storeMessages.distance).max(MAX_DISTANCE_MILES, storeMessages.distance),
    ),
    /** Spec 3: fixed to our own stores; any other value is refused rather than answered with nothing. */
    shopType: z.preprocess(
      (v) => blankToUndefined(v) ?? OWN_SHOP_TYPE,
      text().trim().toLowerCase().pipe(z.literal(OWN_SHOP_TYPE, { error: storeMessages.shopType })),
    ),
    /** What the visitor's browser calls its position, shown as the place searched from (with the coordinates). */
    currentAddress: z.preprocess(blankToUndefined, text().trim().max(200, storeMessages.tooLong('current address', 200)).optional()),
  })
  .superRefine((body, ctx) => {
    if (typeof body !== 'object' || body === null) return;
    if ((body.latitude === undefined) !== (body.longitude === undefined)) {
      ctx.addIssue({ code: 'custom', path: [body.latitude === undefined ? 'latitude' : 'longitude'], message: storeMessages.coordinatesTogether });
    }
  }, { when: () => true });
/** What a client sends (the schema's input, spelled out: its preprocessing makes zod's input type `unknown`). */
export interface NearbyStoresBody {
  zipcode?: string;
  latitude?: number | string;
  longitude?: number | string;
  search_term?: string;
  distance?: number | string;
  shopType?: string;
  currentAddress?: string;
}
export type NearbyStoresQuery = z.output<typeof NearbyStoresBody>;

const StoreAddress = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  stateProvince: z.string(),
  zipPostal: z.string(),
  country: z.string(),
});

/** A live store as the locator shows it. */
export const StoreLocation = z.object({
  storeId: z.string(),
  name: z.string(),
  address: StoreAddress,
  phone: z.string(),
  website: z.string(),
  hours: z.array(z.string()),
  services: z.array(z.string()),
  latitude: z.number(),
  longitude: z.number(),
  shopType: z.string(),
  /** Miles from the place searched from, great-circle, one decimal. */
  distance: z.number(),
});
export type StoreLocation = z.infer<typeof StoreLocation>;

export const NearbyStoresResponse = z.object({
  /** Where the search was made from, as understood: the label to show and the map's centre. */
  location: z.object({
    label: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    source: z.enum(['coordinates', 'zipcode', 'place', 'default']),
  }),
  distance: z.number(),
  /** Spec 9: the map zoom of this distance. */
  zoom: z.number(),
  /** Nearest first, at most 2,000 (spec 9). */
  stores: z.array(StoreLocation),
});
export type NearbyStoresResponse = z.infer<typeof NearbyStoresResponse>;

/** One store on the editor's screen: what the locator shows plus its window, where it stands now, and its history. */
export const EditorStore = StoreLocation.omit({ distance: true }).extend({
  locationSource: z.enum(['postal-code', 'editor']),
  publishFrom: z.iso.datetime(),
  publishUntil: z.iso.datetime().nullable(),
  status: z.enum(['live', 'scheduled', 'ended', 'withdrawn']),
  firstPublishedAt: z.iso.datetime(),
  changedAt: z.iso.datetime(),
  withdrawnAt: z.iso.datetime().nullable(),
});
export type EditorStore = z.infer<typeof EditorStore>;
export const EditorStoresResponse = z.array(EditorStore);
export type EditorStoresResponse = z.infer<typeof EditorStoresResponse>;

export const StoreIdPath = z.object({ storeId: text().trim().min(1).max(64) });
