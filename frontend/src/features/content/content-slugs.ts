import { CANADA_FRENCH_PATH as CANADA_FRENCH_CONTENT_PATH } from '@certus/contracts/rules/region';

/**
 * The paths (without slash) of the public content pages (spec 2.1 "Content pages"). The route table needs
 * only these, so they are kept apart from the catalogue's titles and descriptions, which load with the
 * first content page rather than with every visit to the home page.
 */
export const contentSlugs = [
  'comic-book-magazine-grading',
  'grading-certification-process',
  'comics-grading-scale',
  'rawgrade',
  'grading-pressing',
  // Spec 2.1: "Press price goes to /pressing-pricing", a page of its own (the pressing price list).
  'pressing-pricing',
  'express-services',
  'compare-grading-services',
  'artwork',
  'authentic-signature-program',
  'verified-signature-program',
  'pressing',
  'non-color-breaking-bends',
  'non-color-breaking-creases',
  'writing-indents',
  'overhang-bends',
  'dry-cleaning',
  'rippling',
  'spine-roll',
  'shipping',
  'faqs-help-center',
  'comics-grading-canada',
  'classement-bandes-dessinees-canada',
  'money-back-promise',
  'refund',
  'terms',
  'pressingterms',
  'b2btnc',
  'security',
  'privacy',
  '2016tbcc',
  '2017_Feb_HA',
  'september-special',
  'october-vintage-grading-special',
  'independence-day-special',
  'new-york-comic-con',
] as const;

export type ContentSlug = (typeof contentSlugs)[number];

/** The path (without slash) of the French display variant of the Canadian landing page (contracts: the server knows it too). */
export const CANADA_FRENCH_PATH = CANADA_FRENCH_CONTENT_PATH satisfies ContentSlug;
