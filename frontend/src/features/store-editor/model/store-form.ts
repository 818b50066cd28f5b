import { OWN_SHOP_TYPE, StoreBody, type EditorStore } from '@certus/contracts';
import type { StoreCardStore } from '../../store-locator/index.ts';

/** The editor's form, as its inputs hold it (text everywhere; the window in the browser's local time). */
export type StoreFormValues = {
  name: string;
  line1: string;
  line2: string;
  city: string;
  stateProvince: string;
  zipPostal: string;
  country: 'US' | 'CA';
  phone: string;
  website: string;
  /** One line each. */
  hours: string;
  services: string[];
  /** Where the pin goes: the centre of the ZIP or postal code, or the coordinates typed. */
  placeBy: 'postal-code' | 'coordinates';
  latitude: string;
  longitude: string;
  /** datetime-local values; '' = now (start) or never (end). */
  publishFrom: string;
  publishUntil: string;
};

/** The fields in form order: the first one in error takes the focus. */
export const STORE_FORM_FIELDS = [
  'name', 'line1', 'line2', 'city', 'country', 'stateProvince', 'zipPostal', 'phone', 'website', 'hours', 'services', 'latitude', 'longitude', 'publishFrom', 'publishUntil',
] as const satisfies readonly (keyof StoreFormValues)[];

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input shows it: the browser's own time zone, to the minute. */
export function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local value as an instant with its offset (what the API takes); as typed when it is no date. */
export function instantOf(local: string): string {
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
}

export function formValuesOf(store: EditorStore | null): StoreFormValues {
  return {
    name: store?.name ?? '',
    line1: store?.address.line1 ?? '',
    line2: store?.address.line2 ?? '',
    city: store?.address.city ?? '',
    stateProvince: store?.address.stateProvince ?? '',
    zipPostal: store?.address.zipPostal ?? '',
    country: store?.address.country === 'CA' ? 'CA' : 'US',
    phone: store?.phone ?? '',
    website: store?.website ?? '',
    hours: store?.hours.join('\n') ?? '',
    services: store?.services ?? [],
    placeBy: store?.locationSource === 'editor' ? 'coordinates' : 'postal-code',
    latitude: store?.locationSource === 'editor' ? String(store.latitude) : '',
    longitude: store?.locationSource === 'editor' ? String(store.longitude) : '',
    // A store being changed shows its window; a withdrawn one published again starts now unless told otherwise.
    publishFrom: store && store.status !== 'withdrawn' ? localInputOf(store.publishFrom) : '',
    publishUntil: store && store.status !== 'withdrawn' ? localInputOf(store.publishUntil) : '',
  };
}

/** The API's body (spec 3 store records) from the form. */
export function storeBodyOf(values: StoreFormValues): StoreBody {
  const byCoordinates = values.placeBy === 'coordinates';
  return {
    name: values.name,
    line1: values.line1,
    line2: values.line2,
    city: values.city,
    stateProvince: values.stateProvince,
    zipPostal: values.zipPostal,
    country: values.country,
    phone: values.phone,
    website: values.website,
    hours: values.hours.split('\n'),
    services: values.services as StoreBody['services'],
    ...(byCoordinates ? { latitude: values.latitude, longitude: values.longitude } : {}),
    ...(values.publishFrom ? { publishFrom: instantOf(values.publishFrom) } : {}),
    ...(values.publishUntil ? { publishUntil: instantOf(values.publishUntil) } : {}),
  };
}

/**
 * The contract's own check of the body (the server runs the same), its messages put on the form's fields:
 * a message about one line of the hours or one service belongs to the whole field. Both coordinates are
 * asked for when the pin is to be placed by them.
 */
export function validateStoreForm(values: StoreFormValues): Partial<Record<keyof StoreFormValues, string>> {
  const errors: Partial<Record<keyof StoreFormValues, string>> = {};
  const result = StoreBody.safeParse(storeBodyOf(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as keyof StoreFormValues;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (values.placeBy === 'coordinates') {
    if (!values.latitude.trim()) errors.latitude ??= 'Enter the latitude (from -90 to 90).';
    if (!values.longitude.trim()) errors.longitude ??= 'Enter the longitude (from -180 to 180).';
  }
  return errors;
}

/** What the public will see (the locator's card), drawn from the form as it is. */
export function previewOf(values: StoreFormValues): StoreCardStore {
  return {
    name: values.name.trim() || 'Store name',
    address: {
      line1: values.line1.trim() || 'Address line 1',
      line2: values.line2.trim(),
      city: values.city.trim(),
      stateProvince: values.stateProvince.toUpperCase(),
      zipPostal: values.zipPostal.trim().toUpperCase(),
      country: values.country,
    },
    phone: values.phone.trim(),
    website: /^https?:\/\/\S+$/i.test(values.website.trim()) ? values.website.trim() : '',
    hours: values.hours.split('\n').map((line) => line.trim()).filter(Boolean),
    services: values.services,
    latitude: Number(values.latitude) || 0,
    longitude: Number(values.longitude) || 0,
    shopType: OWN_SHOP_TYPE,
  };
}
