import { CANADA_FRENCH_PATH, type ContentSlug } from './content-catalogue.ts';

/** The overview page a page belongs under: the middle step of its breadcrumb. */
interface ContentSection {
  label: string;
  hub: ContentSlug;
}

const services: ContentSection = { label: 'Grading services', hub: 'comic-book-magazine-grading' };
const pressing: ContentSection = { label: 'Pressing', hub: 'pressing' };
const help: ContentSection = { label: 'Help center', hub: 'faqs-help-center' };

/** Pages without a section (overviews, policies, ended promotions) show Home › page. */
export const contentSections: Partial<Record<ContentSlug, ContentSection>> = {
  'grading-certification-process': services,
  'comics-grading-scale': services,
  rawgrade: services,
  'grading-pressing': services,
  'pressing-pricing': pressing,
  'express-services': services,
  'compare-grading-services': services,
  artwork: services,
  'authentic-signature-program': services,
  'verified-signature-program': services,
  'non-color-breaking-bends': pressing,
  'non-color-breaking-creases': pressing,
  'writing-indents': pressing,
  'overhang-bends': pressing,
  'dry-cleaning': pressing,
  rippling: pressing,
  'spine-roll': pressing,
  shipping: help,
};

const pressingGuides: ContentSlug[] = [
  'non-color-breaking-bends',
  'non-color-breaking-creases',
  'writing-indents',
  'overhang-bends',
  'dry-cleaning',
  'rippling',
  'spine-roll',
];

/** A defect guide links back to the pressing overview, to the other guides and to the pressing terms. */
function otherGuides(slug: ContentSlug): ContentSlug[] {
  return ['pressing', ...pressingGuides.filter((other) => other !== slug), 'pressingterms'];
}

const endedPromotion: ContentSlug[] = ['grading-pressing', 'comic-book-magazine-grading', 'express-services'];

/** Where a reader of one page most often goes next. Pages without an entry show no related links. */
export const relatedPages: Partial<Record<ContentSlug, readonly ContentSlug[]>> = {
  'comic-book-magazine-grading': ['grading-certification-process', 'comics-grading-scale', 'grading-pressing', 'shipping'],
  'grading-certification-process': ['comics-grading-scale', 'authentic-signature-program', 'verified-signature-program', 'shipping'],
  'comics-grading-scale': ['grading-certification-process', 'rawgrade', 'pressing'],
  rawgrade: ['comics-grading-scale', 'grading-pressing', 'faqs-help-center'],
  'grading-pressing': ['pressing-pricing', 'express-services', 'pressing', 'shipping', 'refund'],
  'pressing-pricing': ['grading-pressing', 'pressing', 'pressingterms'],
  'express-services': ['grading-pressing', 'pressing', 'shipping'],
  'compare-grading-services': ['grading-certification-process', 'money-back-promise', 'comics-grading-scale'],
  artwork: ['authentic-signature-program', 'verified-signature-program', 'shipping'],
  'authentic-signature-program': ['verified-signature-program', 'grading-certification-process', 'artwork'],
  'verified-signature-program': ['authentic-signature-program', 'grading-certification-process', 'money-back-promise'],
  pressing: [...pressingGuides, 'pressingterms'],
  'non-color-breaking-bends': otherGuides('non-color-breaking-bends'),
  'non-color-breaking-creases': otherGuides('non-color-breaking-creases'),
  'writing-indents': otherGuides('writing-indents'),
  'overhang-bends': otherGuides('overhang-bends'),
  'dry-cleaning': otherGuides('dry-cleaning'),
  rippling: otherGuides('rippling'),
  'spine-roll': otherGuides('spine-roll'),
  shipping: ['grading-pressing', 'faqs-help-center', 'refund'],
  'faqs-help-center': ['shipping', 'grading-pressing', 'terms'],
  'comics-grading-canada': [CANADA_FRENCH_PATH, 'faqs-help-center', 'comics-grading-scale'],
  [CANADA_FRENCH_PATH]: ['comics-grading-canada'],
  'money-back-promise': ['refund', 'terms', 'verified-signature-program'],
  refund: ['money-back-promise', 'terms', 'shipping'],
  terms: ['pressingterms', 'b2btnc', 'privacy', 'refund'],
  pressingterms: ['pressing', 'terms', 'refund'],
  b2btnc: ['terms', 'shipping', 'grading-pressing'],
  security: ['privacy', 'terms', 'shipping'],
  privacy: ['security', 'terms'],
  '2016tbcc': endedPromotion,
  '2017_Feb_HA': endedPromotion,
  'september-special': endedPromotion,
  'october-vintage-grading-special': endedPromotion,
  'independence-day-special': endedPromotion,
  'new-york-comic-con': endedPromotion,
};
