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
