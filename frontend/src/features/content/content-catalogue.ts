import type { ComponentType } from 'react';
import type { ContentSlug } from './content-slugs.ts';

/**
 * The public content pages (spec 2.1 "Content pages"): the title, the meta description and the loader of
 * each page's own chunk. Loaded with the first content page shown; page text lives in ./pages.
 */
export interface ContentPageEntry {
  /** The h1 and the first part of the document title ("<title> | Certus"). */
  title: string;
  /** The meta description: one or two sentences, under 160 characters. */
  description: string;
  /** Spec 2.1: some (ended) promotion pages are kept out of search engines. */
  noindex?: boolean;
  /** Spec 2.1: the Canadian pages select the Canadian site variant. */
  region?: 'CA';
  /**
   * Spec 2.1: the page's only language, which visiting it selects: the French Canadian landing page ('fr')
   * and its English twin ('en'). Pages without one follow the language the visitor reads.
   */
  lang?: 'en' | 'fr';
  /** The French title and description of a page whose body reads in both languages (the price list). */
  fr?: { title: string; description: string };
  load: () => Promise<{ default: ComponentType }>;
}

export { CANADA_FRENCH_PATH, contentSlugs, type ContentSlug } from './content-slugs.ts';

export const contentPages = {
  // Services
  'comic-book-magazine-grading': {
    title: 'Comic book, magazine and manga grading',
    description: 'Independent grading, pressing, signature authentication and encapsulation for comic books, magazines and manga.',
    load: () => import('./pages/comic-book-magazine-grading.tsx'),
  },
  'grading-certification-process': {
    title: 'The grading and certification process',
    description: 'What happens to your book from the day it arrives: receiving, restoration check, grading by two graders, encapsulation, imaging and return.',
    load: () => import('./pages/grading-certification-process.tsx'),
  },
  'comics-grading-scale': {
    title: 'The comic book grading scale',
    description: 'Every grade on the 10-point scale from 10.0 Gem Mint to 0.5 Poor, with what each grade allows, plus page quality and age labels.',
    load: () => import('./pages/comics-grading-scale.tsx'),
  },
  rawgrade: {
    title: 'Raw Grade: a professional grade without the holder',
    description: 'Our graders’ opinion of your book’s grade, recorded and returned to you raw, without encapsulation.',
    load: () => import('./pages/rawgrade.tsx'),
  },
  'grading-pressing': {
    title: 'Grading prices and turnaround',
    description: 'The current price list of every grading service and add-on, with the turnaround we promise and the one our recent orders took.',
    fr: {
      title: 'Prix et délais de classement',
      description: 'La liste de prix actuelle de chaque service de classement et option, avec le délai promis et celui de nos commandes récentes.',
    },
    load: () => import('./pages/grading-pressing.tsx'),
  },
  'pressing-pricing': {
    title: 'Pressing prices',
    description: 'The current price of pressing, fast pressing and express pressing, and of the Grading Press Screen, with how each changes turnaround.',
    fr: {
      title: 'Prix du pressage',
      description: 'Le prix actuel du pressage, du pressage rapide et du pressage express, et de la présélection au pressage, avec leur effet sur les délais.',
    },
    load: () => import('./pages/pressing-pricing.tsx'),
  },
  'express-services': {
    title: 'Express services',
    description: 'Priority and Express grading, fast and express pressing: when faster service is available and how it changes turnaround.',
    load: () => import('./pages/express-services.tsx'),
  },
  'compare-grading-services': {
    title: 'Comparing grading services',
    description: 'A fair checklist for comparing Certus with another grading provider: scale, labels, signatures, pressing, guarantees and turnaround.',
    load: () => import('./pages/compare-grading-services.tsx'),
  },
  artwork: {
    title: 'Original art and sketch covers',
    description: 'Authentication and encapsulation of original comic art and sketch covers: what we examine, what the label says, and why art is never pressed.',
    load: () => import('./pages/artwork.tsx'),
  },

  // Signatures
  'authentic-signature-program': {
    title: 'Authentic Signature Program',
    description: 'Signatures witnessed by Certus and kept in a documented chain of custody, certified on the yellow Authentic label.',
    load: () => import('./pages/authentic-signature-program.tsx'),
  },
  'verified-signature-program': {
    title: 'Verified Signature Program',
    description: 'Signatures you already own, examined by our authenticators against known exemplars and certified on the red Verified label.',
    load: () => import('./pages/verified-signature-program.tsx'),
  },

  // Pressing
  pressing: {
    title: 'Comic book pressing and cleaning',
    description: 'What professional pressing and dry cleaning can and cannot fix, how we decide whether a book will benefit, and the risks.',
    load: () => import('./pages/pressing.tsx'),
  },
  'non-color-breaking-bends': {
    title: 'Non-color-breaking bends',
    description: 'What a non-color-breaking bend is, why it usually presses out completely, and what to expect afterwards.',
    load: () => import('./pages/non-color-breaking-bends.tsx'),
  },
  'non-color-breaking-creases': {
    title: 'Non-color-breaking creases',
    description: 'How a crease differs from a bend, how far pressing can reduce one, and when a crease will still show after pressing.',
    load: () => import('./pages/non-color-breaking-creases.tsx'),
  },
  'writing-indents': {
    title: 'Writing indents',
    description: 'Indentations left by pens and pencils through the cover: how pressing reduces them and why the ink itself stays.',
    load: () => import('./pages/writing-indents.tsx'),
  },
  'overhang-bends': {
    title: 'Overhang bends',
    description: 'Bends along the edges of a cover that extends past the pages: what pressing can do for them and what it cannot.',
    load: () => import('./pages/overhang-bends.tsx'),
  },
  'dry-cleaning': {
    title: 'Dry cleaning',
    description: 'Removing surface dirt and handling grime without water or solvents: what comes off, what does not, and the risks.',
    load: () => import('./pages/dry-cleaning.tsx'),
  },
  rippling: {
    title: 'Rippling and moisture waves',
    description: 'Why covers and pages ripple, how pressing flattens them, and why a new wave can appear if a book is stored badly afterwards.',
    load: () => import('./pages/rippling.tsx'),
  },
  'spine-roll': {
    title: 'Spine roll',
    description: 'A spine that has drifted onto the front or back cover: how pressing squares it and what limits the correction.',
    load: () => import('./pages/spine-roll.tsx'),
  },

  // Shipping, help and Canada
  shipping: {
    title: 'Packing and shipping your books',
    description: 'How to pack books for grading, where to send them, insurance, drop-off by appointment, pick-up and return shipping.',
    load: () => import('./pages/shipping.tsx'),
  },
  'faqs-help-center': {
    title: 'FAQ and help center',
    description: 'Answers about submitting, grading, pressing, signatures, labels, turnaround, shipping, payment and your account.',
    load: () => import('./pages/faqs-help-center.tsx'),
  },
  'comics-grading-canada': {
    title: 'Comic grading for Canadian collectors',
    description: 'Certus in Canada: our Canadian office, prices in Canadian dollars, and the current status of submissions from Canada.',
    region: 'CA',
    lang: 'en',
    load: () => import('./pages/comics-grading-canada.tsx'),
  },
  'classement-bandes-dessinees-canada': {
    title: 'Classement de bandes dessinées au Canada',
    description: 'Certus au Canada : notre bureau canadien, les prix en dollars canadiens et l’état actuel des soumissions depuis le Canada.',
    region: 'CA',
    lang: 'fr',
    load: () => import('./pages/classement-bandes-dessinees-canada.tsx'),
  },

  // Policies
  'money-back-promise': {
    title: 'Money-back promise',
    description: 'When we refund your fees or compensate you for a grading, restoration or signature error, and how to make a claim.',
    load: () => import('./pages/money-back-promise.tsx'),
  },
  refund: {
    title: 'Refund policy',
    description: 'Cancellations, refunds of service and shipping charges, rewards and gift cards, and how long a refund takes.',
    load: () => import('./pages/refund.tsx'),
  },
  terms: {
    title: 'Terms of service',
    description: 'The terms that apply to every Certus submission and account: grading opinions, declared value, liability, holders and payment.',
    load: () => import('./pages/terms.tsx'),
  },
  pressingterms: {
    title: 'Pressing terms of service',
    description: 'The additional terms that apply when you ask us to press or dry clean a book, including risks and what we do not guarantee.',
    load: () => import('./pages/pressingterms.tsx'),
  },
  b2btnc: {
    title: 'Dealer and business terms',
    description: 'Terms for dealers, retailers and auction houses submitting to Certus under a business account.',
    load: () => import('./pages/b2btnc.tsx'),
  },
  security: {
    title: 'Security',
    description: 'How we protect your books in our custody and your account and payment details online.',
    load: () => import('./pages/security.tsx'),
  },
  privacy: {
    title: 'Privacy policy',
    description: 'What personal information Certus collects, why, who we share it with, how long we keep it and your choices.',
    load: () => import('./pages/privacy.tsx'),
  },

  // Ended promotions (spec 2.1: kept out of search engines)
  '2016tbcc': {
    title: '2016 TBCC convention special (ended)',
    description: 'Our show special at the 2016 TBCC convention has ended. See our current grading and pressing services.',
    noindex: true,
    load: () => import('./pages/2016tbcc.tsx'),
  },
  '2017_Feb_HA': {
    title: 'February 2017 auction consignment special (ended)',
    description: 'Our February 2017 special for books consigned to auction has ended. See our current grading services.',
    noindex: true,
    load: () => import('./pages/2017_Feb_HA.tsx'),
  },
  'september-special': {
    title: 'September special (ended)',
    description: 'Our September grading special has ended. See our current grading and pressing services.',
    noindex: true,
    load: () => import('./pages/september-special.tsx'),
  },
  'october-vintage-grading-special': {
    title: 'October vintage grading special (ended)',
    description: 'Our October special for vintage books has ended. See our current grading services for Golden, Silver and Bronze Age books.',
    noindex: true,
    load: () => import('./pages/october-vintage-grading-special.tsx'),
  },
  'independence-day-special': {
    title: 'Independence Day special (ended)',
    description: 'Our Independence Day grading special has ended. See our current grading and pressing services.',
    noindex: true,
    load: () => import('./pages/independence-day-special.tsx'),
  },
  'new-york-comic-con': {
    title: 'New York Comic Con show special (ended)',
    description: 'Our New York Comic Con show special has ended. See our current services and upcoming events.',
    noindex: true,
    load: () => import('./pages/new-york-comic-con.tsx'),
  },
} as const satisfies Record<ContentSlug, ContentPageEntry>;
