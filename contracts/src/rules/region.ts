/**
 * The site's two variants (spec 1, 9): the US site and the Canadian site differ in currency and office
 * address. Canada submissions are currently unavailable, so carts always price in US dollars (spec 1).
 */
// Plain values, no zod: the site's header and footer load this module on every first visit.
export const REGIONS = ['US', 'CA'] as const;
export type Region = (typeof REGIONS)[number];
export const isRegion = (value: unknown): value is Region => REGIONS.includes(value as Region);

export interface OfficeAddress {
  name: string;
  lines: readonly string[];
  phone: string;
  email: string;
}

export interface RegionProfile {
  region: Region;
  label: string;
  /** ISO 4217 code; prices show as "$" for US and "CA$" for Canada (spec 9). */
  currency: 'USD' | 'CAD';
  currencySymbol: '$' | 'CA$';
  office: OfficeAddress;
}

export const regionProfiles: Record<Region, RegionProfile> = {
  US: {
    region: 'US',
    label: 'United States',
    currency: 'USD',
    currencySymbol: '$',
    // Spec 9: the office and mail-in address for non-Canada orders is in Plano, Texas.
    office: {
      name: 'Certus Grading, LLC',
      lines: ['5400 Legacy Drive, Suite 300', 'Plano, TX 75024', 'United States'],
      phone: '(972) 555-0142',
      email: 'support@certus.example',
    },
  },
  CA: {
    region: 'CA',
    label: 'Canada',
    currency: 'CAD',
    currencySymbol: 'CA$',
    office: {
      name: 'Certus Grading Canada Inc.',
      lines: ['2 Bloor Street West, Suite 700', 'Toronto, ON M4W 3E2', 'Canada'],
      phone: '(416) 555-0187',
      email: 'canada@certus.example',
    },
  },
};

/** Spec 1: "Canada submissions are currently unavailable, so a submission cart resets to US." */
export const CANADA_SUBMISSIONS_AVAILABLE = false;

/**
 * Spec 2.1: the Canada French path, which selects the French display variant. The site's server sends its
 * HTML with lang="fr" already (before the app runs: search engines, screen readers on a slow start).
 */
export const CANADA_FRENCH_PATH = 'classement-bandes-dessinees-canada';

/** Spec 2.1: its English twin, which selects the Canadian site in English. */
export const CANADA_ENGLISH_PATH = 'comics-grading-canada';

/** The display languages: English, and French on the Canadian site (spec 2.1). */
export type SiteLanguage = 'en' | 'fr';

/** Which variant of the site a visitor reads: the US site (English), or the Canadian one in English or French. */
export interface SiteVariant {
  region: Region;
  language: SiteLanguage;
}

export const DEFAULT_SITE_VARIANT: SiteVariant = { region: 'US', language: 'en' };

/**
 * The cookie the site keeps the visitor's variant in (beside its own storage), so that the site's server draws
 * a page in the language and for the site the visitor reads (infra/platform static-site.ts), not in US English
 * to be redrawn in French in front of them. It says nothing about who the visitor is.
 */
export const SITE_VARIANT_COOKIE = 'certus-site';

const SITE_VARIANTS = ['US-en', 'CA-en', 'CA-fr'] as const;

export const siteVariantCookieValue = ({ region, language }: SiteVariant): string => `${region}-${region === 'CA' ? language : 'en'}`;

/** The variant a cookie value names; null for anything else (a hand-made cookie is a variant or nothing). */
export function parseSiteVariant(value: string | null | undefined): SiteVariant | null {
  if (!value || !(SITE_VARIANTS as readonly string[]).includes(value)) return null;
  const [region, language] = value.split('-') as [Region, SiteLanguage];
  return { region, language };
}
