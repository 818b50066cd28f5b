// The public face of the region feature (spec 1: the US and Canadian variants of the site).
export { regionChosen, languageChosen, selectRegion, selectRegionProfile, selectLanguage } from './region-slice.ts';
