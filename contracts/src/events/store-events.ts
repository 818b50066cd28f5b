import { z } from 'zod';

const at = z.iso.datetime();

/**
 * One of our stores as an editor published it (spec 3 store records, Store search). Events keep plain
 * strings and numbers, not the form's rules: history must still parse if those rules tighten later.
 * The coordinates are recorded, whichever way they were found (`locationSource`): the gazetteer may change
 * with a package update, a published store must not move with it.
 */
export const RecordedStore = z.object({
  name: z.string(),
  address: z.object({
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    stateProvince: z.string(),
    zipPostal: z.string(),
    country: z.string(),
  }),
  phone: z.string(),
  website: z.string(),
  /** Opening hours as the editor wrote them, one line each ("Mon-Fri 10 am - 6 pm"). */
  hours: z.array(z.string()),
  services: z.array(z.string()),
  latitude: z.number(),
  longitude: z.number(),
  /** 'postal-code': the centre of its ZIP or postal code area (offline geodata); 'editor': typed by the editor. */
  locationSource: z.enum(['postal-code', 'editor']),
  /** Spec 3: fixed to our own stores. */
  shopType: z.string(),
});
export type RecordedStore = z.infer<typeof RecordedStore>;

/** When the public sees it: from `publishFrom`, until `publishUntil` (exclusive) when there is one. */
const publishWindow = { publishFrom: at, publishUntil: at.nullable() };

/** A store is on the locator from its window's start: first published, or published again after a withdrawal. */
export const StorePublished = z.object({
  type: z.literal('StorePublished'),
  data: z.object({ storeId: z.string(), store: RecordedStore, ...publishWindow, publishedAt: at }),
});
/** Its details or its window changed while it stayed published. */
export const StoreRevised = z.object({
  type: z.literal('StoreRevised'),
  data: z.object({ storeId: z.string(), store: RecordedStore, ...publishWindow, revisedAt: at }),
});
/** An editor took it off the locator, whatever its window said. */
export const StoreWithdrawn = z.object({
  type: z.literal('StoreWithdrawn'),
  data: z.object({ storeId: z.string(), withdrawnAt: at }),
});

export const StoreEvent = z.discriminatedUnion('type', [StorePublished, StoreRevised, StoreWithdrawn]);
export type StoreEvent = z.infer<typeof StoreEvent>;
export const storeEventTypes = StoreEvent.options.map((o) => o.shape.type.value);

/** One stream per store. */
export const storeStreamId = (storeId: string) => `Store-${storeId}`;
