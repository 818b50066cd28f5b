// The public face of the region feature (spec 1: the US and Canadian variants of the site; spec 2.1: the
// French display variant of the Canadian site).
export { regionChosen, languageChosen, selectRegion, selectRegionProfile, selectLanguage, type Language } from './region-slice.ts';
export { defineMessages, useMessages, useLanguage, localeOf, countIn, type MessageCatalogue, type Messages } from './messages.ts';
