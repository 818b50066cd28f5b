import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SITE_VARIANT_COOKIE, isRegion, parseSiteVariant, regionProfiles, siteVariantCookieValue, type Region, type SiteLanguage, type SiteVariant } from '@certus/contracts';

/** Which site variant the visitor reads (spec 1: US or Canada), remembered across visits. */
export const REGION_STORAGE_KEY = 'certus.region';
/** The display language of the Canadian site (spec 2.1: the Canada French path selects French), remembered likewise. */
export const LANGUAGE_STORAGE_KEY = 'certus.language';

/** The site's display languages: English, and French on the Canadian site. */
export type Language = SiteLanguage;
const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'fr';

function readStored<T>(key: string, accept: (value: unknown) => value is T, fallback: T): T {
  try {
    const stored = window.localStorage.getItem(key);
    return accept(stored) ? stored : fallback;
  } catch {
    return fallback; // storage disabled
  }
}

function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

export const writeStoredRegion = (region: Region) => writeStored(REGION_STORAGE_KEY, region);

/**
 * The variant in the site's cookie too (contracts' SITE_VARIANT_COOKIE), for the site's server to draw pages in
 * it; written only when it changes. A year, like the stored choice; sent to this site only, on its own pages'
 * navigations (Lax), over https only when the site is.
 */
export function writeSiteVariantCookie(variant: SiteVariant, doc: Document | undefined = typeof document === 'undefined' ? undefined : document): void {
  if (!doc) return;
  const value = siteVariantCookieValue(variant);
  const current = doc.cookie.split(/;\s*/).find((pair) => pair.startsWith(`${SITE_VARIANT_COOKIE}=`));
  if (current === `${SITE_VARIANT_COOKIE}=${value}`) return;
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${SITE_VARIANT_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
export const writeStoredLanguage = (language: Language) => writeStored(LANGUAGE_STORAGE_KEY, language);

export interface RegionState {
  region: Region;
  /** Spec 2.1: the French display variant, only on the Canadian site. */
  language: Language;
}

/** The variant the site's cookie names (contracts' SITE_VARIANT_COOKIE), or null. */
function cookieVariant(): SiteVariant | null {
  if (typeof document === 'undefined') return null;
  const pair = document.cookie.split(/;\s*/).find((entry) => entry.startsWith(`${SITE_VARIANT_COOKIE}=`));
  return parseSiteVariant(pair?.slice(SITE_VARIANT_COOKIE.length + 1));
}

/**
 * The variant the tab has chosen: the store starts from it (app/store.ts reads it once, as its preloaded state; see
 * identityStateInTab for why not as the slice's initial state: reading the cookie is a call to the browser).
 */
export function regionStateInTab(): RegionState {
  // The cookie first: the site writes it with the stored choice, and the server writes it too when a page that
  // chooses its own variant (the Canadian landing pages) is sent, so it is the newest choice.
  const fromCookie = cookieVariant();
  if (fromCookie) return { ...fromCookie };
  const region = readStored(REGION_STORAGE_KEY, isRegion, 'US');
  // French is a variant of the Canadian site: a stored 'fr' with the US site chosen reads as English.
  return { region, language: region === 'CA' ? readStored(LANGUAGE_STORAGE_KEY, isLanguage, 'en') : 'en' };
}

export const regionSlice = createSlice({
  name: 'region',
  initialState: { region: 'US', language: 'en' } as RegionState,
  reducers: {
    regionChosen(state, action: PayloadAction<Region>) {
      state.region = action.payload;
      if (action.payload === 'US') state.language = 'en';
    },
    /** French selects the Canadian site too: the French variant is the Canadian one. */
    languageChosen(state, action: PayloadAction<Language>) {
      state.language = action.payload;
      if (action.payload === 'fr') state.region = 'CA';
    },
  },
  selectors: {
    selectRegion: (state) => state.region,
    selectRegionProfile: (state) => regionProfiles[state.region],
    selectLanguage: (state) => state.language,
  },
});

export const { regionChosen, languageChosen } = regionSlice.actions;
export const { selectRegion, selectRegionProfile, selectLanguage } = regionSlice.selectors;
