import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isRegion, regionProfiles, type Region } from '@certus/contracts';

/** Which site variant the visitor reads (spec 1: US or Canada), remembered across visits. */
export const REGION_STORAGE_KEY = 'certus.region';

function readStoredRegion(): Region {
  try {
    const stored = window.localStorage.getItem(REGION_STORAGE_KEY);
    return isRegion(stored) ? stored : 'US';
  } catch {
    return 'US'; // storage disabled: the US site
  }
}

export function writeStoredRegion(region: Region): void {
  try {
    window.localStorage.setItem(REGION_STORAGE_KEY, region);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

export interface RegionState {
  region: Region;
  /** Spec 2.1: some paths show a French display variant of the Canadian site. */
  language: 'en' | 'fr';
}

export const regionSlice = createSlice({
  name: 'region',
  initialState: (): RegionState => ({ region: readStoredRegion(), language: 'en' }),
  reducers: {
    regionChosen(state, action: PayloadAction<Region>) {
      state.region = action.payload;
      if (action.payload === 'US') state.language = 'en';
    },
    languageChosen(state, action: PayloadAction<'en' | 'fr'>) {
      state.language = action.payload;
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
