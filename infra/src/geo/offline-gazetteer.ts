import { createRequire } from 'node:module';
import { addressLookups, searchTermKind } from '@certus/contracts';

/** A place on the map: where a search starts from, or where a store stands. */
export interface GeoPlace {
  /** How to show it: "75024 (Plano, TX)", "Toronto, ON". */
  label: string;
  latitude: number;
  longitude: number;
  country: 'US' | 'CA';
}

/** Finds places offline (no geocoding service is reachable, and none is needed for a postal code or a city). */
export interface Gazetteer {
  /** A US ZIP (12345, 12345-6789) or a Canadian postal code (A1A 1A1, or its first three characters); null when unknown. */
  postalCode(code: string): GeoPlace | null;
  /**
   * A city by name, with or without its state or province: "Plano", "Plano, TX", "Plano Texas", "Toronto",
   * "Montréal, QC". Where a name is ambiguous (Vancouver, WA and BC) the one with the most postal codes wins;
   * null when nothing has that name.
   */
  placeName(term: string): GeoPlace | null;
}

interface ZipcodeEntry {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: 'US' | 'Canada';
}

/** Accents off, lower case, punctuation as spaces, and the usual abbreviations folded (St / Saint, Ft / Fort). */
export function normalisePlaceName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => WORD_FOLDS[word] ?? word)
    .join(' ');
}
const WORD_FOLDS: Record<string, string> = { saint: 'st', sainte: 'ste', fort: 'ft', mount: 'mt' };

const titleCase = (value: string) => value.replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());

/** Canada Post gives every province its first letters: the province of a postal code is certain from it. */
const PROVINCE_BY_FIRST_LETTER: Record<string, string> = {
  A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC', K: 'ON', L: 'ON', M: 'ON', N: 'ON', P: 'ON',
  R: 'MB', S: 'SK', T: 'AB', V: 'BC', X: 'NT', Y: 'YT',
};

interface Region {
  country: 'US' | 'CA';
  /** The state or province code; null when only the country was named. */
  code: string | null;
}

/** "TX", "Texas", "QC", "Québec", "Canada", "USA": what a place name's last part may say. */
function regionIndex(): Map<string, Region> {
  const index = new Map<string, Region>();
  for (const { code, name } of addressLookups.us_States) {
    index.set(normalisePlaceName(code), { country: 'US', code });
    index.set(normalisePlaceName(name), { country: 'US', code });
  }
  for (const { code, name } of addressLookups.ca_States) {
    index.set(normalisePlaceName(code), { country: 'CA', code });
    index.set(normalisePlaceName(name), { country: 'CA', code });
  }
  for (const name of ['us', 'usa', 'united states', 'united states of america', 'america']) index.set(name, { country: 'US', code: null });
  for (const name of ['canada']) index.set(name, { country: 'CA', code: null });
  // 'CA' stays California: a US state code is what "Los Angeles, CA" means.
  return index;
}

/** A group of postal codes that share a place name in one state or province; its centre is their mean. */
interface PlaceGroup {
  name: string;
  country: 'US' | 'CA';
  region: string;
  latitude: number;
  longitude: number;
  codes: number;
}

const centreOf = (entries: readonly ZipcodeEntry[]) => ({
  latitude: entries.reduce((sum, e) => sum + e.latitude, 0) / entries.length,
  longitude: entries.reduce((sum, e) => sum + e.longitude, 0) / entries.length,
});

class ZipcodesGazetteer implements Gazetteer {
  private readonly usByCode = new Map<string, ZipcodeEntry>();
  private readonly caByArea = new Map<string, ZipcodeEntry & { province: string; area: string; normalisedArea: string }>();
  /** US city groups by normalised name. */
  private readonly usPlaces = new Map<string, PlaceGroup[]>();
  private readonly regions = regionIndex();

  constructor(codes: Record<string, ZipcodeEntry>) {
    const usGroups = new Map<string, ZipcodeEntry[]>();
    for (const entry of Object.values(codes)) {
      // A few entries have no position: they can neither place a store nor start a search.
      if (!Number.isFinite(entry.latitude) || !Number.isFinite(entry.longitude) || (entry.latitude === 0 && entry.longitude === 0)) continue;
      if (entry.country === 'US') {
        this.usByCode.set(entry.zip, entry);
        const key = `${normalisePlaceName(entry.city)}|${entry.state}`;
        const group = usGroups.get(key);
        if (group) group.push(entry);
        else usGroups.set(key, [entry]);
      } else {
        const fsa = entry.zip.toUpperCase();
        const letter = fsa[0] ?? '';
        const province = letter === 'X' && /nunavut/i.test(entry.state) ? 'NU' : PROVINCE_BY_FIRST_LETTER[letter];
        if (!province) continue;
        // "Downtown Toronto (CN Tower / King and Spadina ...)": the part before the brackets names the area.
        const area = entry.city.replace(/\s*\(.*$/, '').trim();
        this.caByArea.set(fsa, { ...entry, province, area, normalisedArea: normalisePlaceName(area) });
      }
    }
    for (const [key, entries] of usGroups) {
      const [name, state] = key.split('|') as [string, string];
      const group: PlaceGroup = { name: entries[0]!.city, country: 'US', region: state, ...centreOf(entries), codes: entries.length };
      const list = this.usPlaces.get(name);
      if (list) list.push(group);
      else this.usPlaces.set(name, [group]);
    }
  }

  postalCode(code: string): GeoPlace | null {
    const trimmed = code.trim().toUpperCase();
    const kind = searchTermKind(trimmed);
    if (kind === 'us-zip') {
      const zip = trimmed.slice(0, 5);
      const entry = this.usByCode.get(zip);
      return entry ? { label: `${trimmed} (${entry.city}, ${entry.state})`, latitude: entry.latitude, longitude: entry.longitude, country: 'US' } : null;
    }
    if (kind === 'ca-postal') {
      const compact = trimmed.replace(/\s+/g, '');
      const entry = this.caByArea.get(compact.slice(0, 3));
      const shown = compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
      return entry ? { label: `${shown} (${titleCase(entry.area)}, ${entry.province})`, latitude: entry.latitude, longitude: entry.longitude, country: 'CA' } : null;
    }
    return null;
  }

  placeName(term: string): GeoPlace | null {
    for (const { place, region } of this.readings(term)) {
      const found = this.bestPlace(place, region);
      if (found) return found;
    }
    return null;
  }

  /** The ways to read a term as (place, region): "Plano, TX"; "Plano Texas" as the whole name first, then split. */
  private readings(term: string): { place: string; region: Region | null }[] {
    const parts = term.split(',').map((p) => p.trim()).filter(Boolean);
    if (parts.length === 0) return [];
    if (parts.length > 1) {
      const region = this.regionOf(parts[1]!) ?? (parts[2] ? this.regionOf(parts[2]) : null);
      return region ? [{ place: normalisePlaceName(parts[0]!), region }] : [];
    }
    const words = normalisePlaceName(parts[0]!).split(' ').filter(Boolean);
    const readings: { place: string; region: Region | null }[] = [{ place: words.join(' '), region: null }];
    for (let tail = 1; tail <= Math.min(4, words.length - 1); tail++) {
      const region = this.regions.get(words.slice(-tail).join(' '));
      if (region) readings.push({ place: words.slice(0, -tail).join(' '), region });
    }
    return readings;
  }

  private regionOf(text: string): Region | null {
    return this.regions.get(normalisePlaceName(text)) ?? null;
  }

  private bestPlace(place: string, region: Region | null): GeoPlace | null {
    if (!place) return null;
    const fits = (group: PlaceGroup) => !region || (group.country === region.country && (region.code === null || group.region === region.code));
    const candidates = [...(this.usPlaces.get(place) ?? []), ...this.canadianPlaces(place)].filter(fits);
    // Most postal codes first (the city rather than a hamlet of the same name); the US first on a tie.
    const best = candidates.sort((a, b) => b.codes - a.codes || (a.country === 'US' ? -1 : 1))[0];
    if (!best) return null;
    const name = best.country === 'US' ? best.name : titleCase(best.name);
    return { label: `${name}, ${best.region}`, latitude: best.latitude, longitude: best.longitude, country: best.country };
  }

  /**
   * Canadian areas are named by their sortation area ("Downtown Toronto", "Montreal East", "Calgary"), not by
   * city: a city is every area whose name holds its name as whole words, grouped per province.
   */
  private canadianPlaces(place: string): PlaceGroup[] {
    const pattern = new RegExp(`(^| )${place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`);
    const byProvince = new Map<string, ZipcodeEntry[]>();
    for (const entry of this.caByArea.values()) {
      if (!pattern.test(entry.normalisedArea)) continue;
      const list = byProvince.get(entry.province);
      if (list) list.push(entry);
      else byProvince.set(entry.province, [entry]);
    }
    return [...byProvince].map(([province, entries]) => ({ name: place, country: 'CA', region: province, ...centreOf(entries), codes: entries.length }));
  }
}

let shared: Gazetteer | undefined;

/**
 * The gazetteer of the `zipcodes` package: 42,555 US ZIP codes and 1,620 Canadian forward sortation areas
 * with their centres. Loaded at first use (its data is 5 MB of JavaScript), then kept for the process.
 * A Canadian postal code is placed at the centre of its first three characters' area (the finest level the
 * package has), which is within a few miles in a city and more in the country.
 */
export function offlineGazetteer(): Gazetteer {
  if (!shared) {
    const zipcodes = createRequire(import.meta.url)('zipcodes') as { codes: Record<string, ZipcodeEntry> };
    shared = new ZipcodesGazetteer(zipcodes.codes);
  }
  return shared;
}
