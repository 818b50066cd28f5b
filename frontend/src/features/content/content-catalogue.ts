import type { ComponentType } from 'react';
import type { ContentSlug } from './content-slugs.ts';

/**
 * The public content pages (spec 2.1 "Content pages"): the title, the meta description and the loader of
 * each page's own chunk. Loaded with the first content page shown; page text lives in ./pages.
 */
interface ContentPageBase {
  /** The h1 and the first part of the document title ("<title> | Certus"). */
  title: string;
  /** The meta description: one or two sentences, under 160 characters. */
  description: string;
  /** Spec 2.1: some (ended) promotion pages are kept out of search engines. */
  noindex?: boolean;
  /** Spec 2.1: the Canadian pages select the Canadian site variant. */
  region?: 'CA';
  /** The English body's chunk. */
  load: () => Promise<{ default: ComponentType }>;
}

/** A page's French version (spec 2.1, the French display variant): its title, meta description and body. */
export interface FrenchVersion {
  title: string;
  description: string;
  /** The French body's chunk (pages/fr), or the page's own module where its body switches language itself. */
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * Spec 2.1: a page either has a language of its own, which visiting it selects (the French Canadian landing
 * page 'fr' and its English twin 'en'), or follows the language the visitor reads, and then it must bring
 * its French version: the French variant has no English-only content page.
 */
export type ContentPageEntry = ContentPageBase & ({ lang: 'en' | 'fr'; fr?: undefined } | { lang?: undefined; fr: FrenchVersion });

export { CANADA_FRENCH_PATH, contentSlugs, type ContentSlug } from './content-slugs.ts';

export const contentPages = {
  // Services
  'comic-book-magazine-grading': {
    title: 'Comic book, magazine and manga grading',
    description: 'Independent grading, pressing, signature authentication and encapsulation for comic books, magazines and manga.',
    fr: {
      title: 'Classement de bandes dessinées, magazines et mangas',
      description: 'Classement indépendant, pressage, authentification de signatures et encapsulation pour bandes dessinées, magazines et mangas.',
      load: () => import('./pages/fr/comic-book-magazine-grading.tsx'),
    },
    load: () => import('./pages/comic-book-magazine-grading.tsx'),
  },
  'grading-certification-process': {
    title: 'The grading and certification process',
    description: 'What happens to your book from the day it arrives: receiving, restoration check, grading by two graders, encapsulation, imaging and return.',
    fr: {
      title: 'Le processus de classement et de certification',
      description: 'Le parcours de votre livre dès son arrivée : réception, détection de restauration, classement par deux évaluateurs, encapsulation, photos et retour.',
      load: () => import('./pages/fr/grading-certification-process.tsx'),
    },
    load: () => import('./pages/grading-certification-process.tsx'),
  },
  'comics-grading-scale': {
    title: 'The comic book grading scale',
    description: 'Every grade on the 10-point scale from 10.0 Gem Mint to 0.5 Poor, with what each grade allows, plus page quality and age labels.',
    fr: {
      title: 'L’échelle de classement des bandes dessinées',
      description: 'Chaque note de l’échelle de 10 points, de 10.0 Gem Mint à 0.5 Poor, ce qu’elle permet, et les mentions de qualité des pages et d’époque.',
      load: () => import('./pages/fr/comics-grading-scale.tsx'),
    },
    load: () => import('./pages/comics-grading-scale.tsx'),
  },
  rawgrade: {
    title: 'Raw Grade: a professional grade without the holder',
    description: 'Our graders’ opinion of your book’s grade, recorded and returned to you raw, without encapsulation.',
    fr: {
      title: 'Raw Grade : une note professionnelle sans boîtier',
      description: 'L’avis de nos évaluateurs sur la note de votre livre, consigné et retourné tel quel, sans encapsulation.',
      load: () => import('./pages/fr/rawgrade.tsx'),
    },
    load: () => import('./pages/rawgrade.tsx'),
  },
  'grading-pressing': {
    title: 'Grading prices and turnaround',
    description: 'The current price list of every grading service and add-on, with the turnaround we promise and the one our recent orders took.',
    fr: {
      title: 'Prix et délais de classement',
      description: 'La liste de prix actuelle de chaque service de classement et option, avec le délai promis et celui de nos commandes récentes.',
      // The price list's body switches language itself (defineMessages): one module for both.
      load: () => import('./pages/grading-pressing.tsx'),
    },
    load: () => import('./pages/grading-pressing.tsx'),
  },
  'pressing-pricing': {
    title: 'Pressing prices',
    description: 'The current price of pressing, fast pressing and express pressing, and of the Grading Press Screen, with how each changes turnaround.',
    fr: {
      title: 'Prix du pressage',
      description: 'Le prix actuel du pressage, du pressage rapide et du pressage express, et de la présélection au pressage, avec leur effet sur les délais.',
      // The price list's body switches language itself (defineMessages): one module for both.
      load: () => import('./pages/pressing-pricing.tsx'),
    },
    load: () => import('./pages/pressing-pricing.tsx'),
  },
  'express-services': {
    title: 'Express services',
    description: 'Priority and Express grading, fast and express pressing: when faster service is available and how it changes turnaround.',
    fr: {
      title: 'Services express',
      description: 'Classement Priority et Express, pressage rapide et express : quand un service plus rapide est offert et comment il change le délai.',
      load: () => import('./pages/fr/express-services.tsx'),
    },
    load: () => import('./pages/express-services.tsx'),
  },
  'compare-grading-services': {
    title: 'Comparing grading services',
    description: 'A fair checklist for comparing Certus with another grading provider: scale, labels, signatures, pressing, guarantees and turnaround.',
    fr: {
      title: 'Comparer les services de classement',
      description: 'Une liste équitable pour comparer Certus à un autre service : échelle, étiquettes, signatures, pressage, garanties et délais.',
      load: () => import('./pages/fr/compare-grading-services.tsx'),
    },
    load: () => import('./pages/compare-grading-services.tsx'),
  },
  artwork: {
    title: 'Original art and sketch covers',
    description: 'Authentication and encapsulation of original comic art and sketch covers: what we examine, what the label says, and why art is never pressed.',
    fr: {
      title: 'Art original et couvertures esquissées',
      description: 'Authentification et encapsulation d’art original et de couvertures esquissées : ce que nous examinons, l’étiquette, et pourquoi l’art n’est jamais pressé.',
      load: () => import('./pages/fr/artwork.tsx'),
    },
    load: () => import('./pages/artwork.tsx'),
  },

  // Signatures
  'authentic-signature-program': {
    title: 'Authentic Signature Program',
    description: 'Signatures witnessed by Certus and kept in a documented chain of custody, certified on the yellow Authentic label.',
    fr: {
      title: 'Programme de signatures authentiques',
      description: 'Des signatures faites devant un témoin Certus et suivies par une chaîne de possession documentée, certifiées sur l’étiquette jaune Authentic.',
      load: () => import('./pages/fr/authentic-signature-program.tsx'),
    },
    load: () => import('./pages/authentic-signature-program.tsx'),
  },
  'verified-signature-program': {
    title: 'Verified Signature Program',
    description: 'Signatures you already own, examined by our authenticators against known exemplars and certified on the red Verified label.',
    fr: {
      title: 'Programme de signatures vérifiées',
      description: 'Les signatures que vous possédez déjà, comparées par nos authentificateurs à des exemples connus et certifiées sur l’étiquette rouge Verified.',
      load: () => import('./pages/fr/verified-signature-program.tsx'),
    },
    load: () => import('./pages/verified-signature-program.tsx'),
  },

  // Pressing
  pressing: {
    title: 'Comic book pressing and cleaning',
    description: 'What professional pressing and dry cleaning can and cannot fix, how we decide whether a book will benefit, and the risks.',
    fr: {
      title: 'Pressage et nettoyage de bandes dessinées',
      description: 'Ce que le pressage professionnel et le nettoyage à sec peuvent corriger ou non, comment nous jugeons si un livre en profitera, et les risques.',
      load: () => import('./pages/fr/pressing.tsx'),
    },
    load: () => import('./pages/pressing.tsx'),
  },
  'non-color-breaking-bends': {
    title: 'Non-color-breaking bends',
    description: 'What a non-color-breaking bend is, why it usually presses out completely, and what to expect afterwards.',
    fr: {
      title: 'Courbures sans bris de couleur',
      description: 'Ce qu’est une courbure sans bris de couleur, pourquoi elle disparaît d’habitude complètement au pressage, et à quoi s’attendre ensuite.',
      load: () => import('./pages/fr/non-color-breaking-bends.tsx'),
    },
    load: () => import('./pages/non-color-breaking-bends.tsx'),
  },
  'non-color-breaking-creases': {
    title: 'Non-color-breaking creases',
    description: 'How a crease differs from a bend, how far pressing can reduce one, and when a crease will still show after pressing.',
    fr: {
      title: 'Plis sans bris de couleur',
      description: 'En quoi un pli diffère d’une courbure, jusqu’où le pressage peut l’atténuer, et quand il restera visible après le pressage.',
      load: () => import('./pages/fr/non-color-breaking-creases.tsx'),
    },
    load: () => import('./pages/non-color-breaking-creases.tsx'),
  },
  'writing-indents': {
    title: 'Writing indents',
    description: 'Indentations left by pens and pencils through the cover: how pressing reduces them and why the ink itself stays.',
    fr: {
      title: 'Empreintes d’écriture',
      description: 'Les creux laissés dans la couverture par un stylo ou un crayon : comment le pressage les atténue et pourquoi l’encre, elle, reste.',
      load: () => import('./pages/fr/writing-indents.tsx'),
    },
    load: () => import('./pages/writing-indents.tsx'),
  },
  'overhang-bends': {
    title: 'Overhang bends',
    description: 'Bends along the edges of a cover that extends past the pages: what pressing can do for them and what it cannot.',
    fr: {
      title: 'Courbures des rebords débordants',
      description: 'Les courbures le long d’une couverture qui dépasse des pages : ce que le pressage peut faire pour elles, et ce qu’il ne peut pas faire.',
      load: () => import('./pages/fr/overhang-bends.tsx'),
    },
    load: () => import('./pages/overhang-bends.tsx'),
  },
  'dry-cleaning': {
    title: 'Dry cleaning',
    description: 'Removing surface dirt and handling grime without water or solvents: what comes off, what does not, and the risks.',
    fr: {
      title: 'Nettoyage à sec',
      description: 'Enlever la saleté de surface et les traces de manipulation sans eau ni solvant : ce qui part, ce qui reste, et les risques.',
      load: () => import('./pages/fr/dry-cleaning.tsx'),
    },
    load: () => import('./pages/dry-cleaning.tsx'),
  },
  rippling: {
    title: 'Rippling and moisture waves',
    description: 'Why covers and pages ripple, how pressing flattens them, and why a new wave can appear if a book is stored badly afterwards.',
    fr: {
      title: 'Ondulations et vagues d’humidité',
      description: 'Pourquoi les couvertures et les pages ondulent, comment le pressage les aplanit, et pourquoi une vague peut revenir si le livre est mal rangé.',
      load: () => import('./pages/fr/rippling.tsx'),
    },
    load: () => import('./pages/rippling.tsx'),
  },
  'spine-roll': {
    title: 'Spine roll',
    description: 'A spine that has drifted onto the front or back cover: how pressing squares it and what limits the correction.',
    fr: {
      title: 'Dos roulé',
      description: 'Un dos qui a glissé sur la couverture avant ou arrière : comment le pressage le redresse et ce qui limite la correction.',
      load: () => import('./pages/fr/spine-roll.tsx'),
    },
    load: () => import('./pages/spine-roll.tsx'),
  },

  // Shipping, help and Canada
  shipping: {
    title: 'Packing and shipping your books',
    description: 'How to pack books for grading, where to send them, insurance, drop-off by appointment, pick-up and return shipping.',
    fr: {
      title: 'Emballer et expédier vos livres',
      description: 'Comment emballer vos livres pour le classement, où les envoyer, l’assurance, le dépôt sur rendez-vous, la cueillette et l’expédition de retour.',
      load: () => import('./pages/fr/shipping.tsx'),
    },
    load: () => import('./pages/shipping.tsx'),
  },
  'faqs-help-center': {
    title: 'FAQ and help center',
    description: 'Answers about submitting, grading, pressing, signatures, labels, turnaround, shipping, payment and your account.',
    fr: {
      title: 'FAQ et centre d’aide',
      description: 'Réponses sur la soumission, le classement, le pressage, les signatures, les étiquettes, les délais, l’expédition, le paiement et votre compte.',
      load: () => import('./pages/fr/faqs-help-center.tsx'),
    },
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
    fr: {
      title: 'Garantie de remboursement',
      description: 'Quand nous remboursons vos frais ou vous dédommageons pour une erreur de classement, de restauration ou de signature, et comment réclamer.',
      load: () => import('./pages/fr/money-back-promise.tsx'),
    },
    load: () => import('./pages/money-back-promise.tsx'),
  },
  refund: {
    title: 'Refund policy',
    description: 'Cancellations, refunds of service and shipping charges, rewards and gift cards, and how long a refund takes.',
    fr: {
      title: 'Politique de remboursement',
      description: 'Annulations, remboursement des frais de service et d’expédition, récompenses et cartes-cadeaux, et délai d’un remboursement.',
      load: () => import('./pages/fr/refund.tsx'),
    },
    load: () => import('./pages/refund.tsx'),
  },
  terms: {
    title: 'Terms of service',
    description: 'The terms that apply to every Certus submission and account: grading opinions, declared value, liability, holders and payment.',
    fr: {
      title: 'Conditions d’utilisation',
      description: 'Les conditions de chaque soumission et compte Certus : avis de classement, valeur déclarée, responsabilité, boîtiers et paiement.',
      load: () => import('./pages/fr/terms.tsx'),
    },
    load: () => import('./pages/terms.tsx'),
  },
  pressingterms: {
    title: 'Pressing terms of service',
    description: 'The additional terms that apply when you ask us to press or dry clean a book, including risks and what we do not guarantee.',
    fr: {
      title: 'Conditions du service de pressage',
      description: 'Les conditions qui s’ajoutent quand vous nous demandez de presser ou de nettoyer à sec un livre, dont les risques et ce que nous ne garantissons pas.',
      load: () => import('./pages/fr/pressingterms.tsx'),
    },
    load: () => import('./pages/pressingterms.tsx'),
  },
  b2btnc: {
    title: 'Dealer and business terms',
    description: 'Terms for dealers, retailers and auction houses submitting to Certus under a business account.',
    fr: {
      title: 'Conditions pour marchands et entreprises',
      description: 'Les conditions des marchands, détaillants et maisons de vente aux enchères qui soumettent à Certus avec un compte d’entreprise.',
      load: () => import('./pages/fr/b2btnc.tsx'),
    },
    load: () => import('./pages/b2btnc.tsx'),
  },
  security: {
    title: 'Security',
    description: 'How we protect your books in our custody and your account and payment details online.',
    fr: {
      title: 'Sécurité',
      description: 'Comment nous protégeons vos livres sous notre garde, ainsi que votre compte et vos données de paiement en ligne.',
      load: () => import('./pages/fr/security.tsx'),
    },
    load: () => import('./pages/security.tsx'),
  },
  privacy: {
    title: 'Privacy policy',
    description: 'What personal information Certus collects, why, who we share it with, how long we keep it and your choices.',
    fr: {
      title: 'Politique de confidentialité',
      description: 'Les renseignements personnels que Certus recueille, pourquoi, avec qui nous les partageons, combien de temps nous les gardons et vos choix.',
      load: () => import('./pages/fr/privacy.tsx'),
    },
    load: () => import('./pages/privacy.tsx'),
  },

  // Ended promotions (spec 2.1: kept out of search engines)
  '2016tbcc': {
    title: '2016 TBCC convention special (ended)',
    description: 'Our show special at the 2016 TBCC convention has ended. See our current grading and pressing services.',
    noindex: true,
    fr: {
      title: 'Offre spéciale du congrès TBCC 2016 (terminée)',
      description: 'Notre offre spéciale au congrès TBCC 2016 est terminée. Découvrez nos services actuels de classement et de pressage.',
      load: () => import('./pages/fr/2016tbcc.tsx'),
    },
    load: () => import('./pages/2016tbcc.tsx'),
  },
  '2017_Feb_HA': {
    title: 'February 2017 auction consignment special (ended)',
    description: 'Our February 2017 special for books consigned to auction has ended. See our current grading services.',
    noindex: true,
    fr: {
      title: 'Offre de février 2017 pour consignation aux enchères (terminée)',
      description: 'Notre offre de février 2017 pour les livres consignés aux enchères est terminée. Découvrez nos services de classement actuels.',
      load: () => import('./pages/fr/2017_Feb_HA.tsx'),
    },
    load: () => import('./pages/2017_Feb_HA.tsx'),
  },
  'september-special': {
    title: 'September special (ended)',
    description: 'Our September grading special has ended. See our current grading and pressing services.',
    noindex: true,
    fr: {
      title: 'Offre spéciale de septembre (terminée)',
      description: 'Notre offre spéciale de classement de septembre est terminée. Découvrez nos services actuels de classement et de pressage.',
      load: () => import('./pages/fr/september-special.tsx'),
    },
    load: () => import('./pages/september-special.tsx'),
  },
  'october-vintage-grading-special': {
    title: 'October vintage grading special (ended)',
    description: 'Our October special for vintage books has ended. See our current grading services for Golden, Silver and Bronze Age books.',
    noindex: true,
    fr: {
      title: 'Offre d’octobre sur le classement de livres anciens (terminée)',
      description: 'Notre offre d’octobre pour les livres anciens est terminée. Découvrez nos services actuels pour les livres des âges d’or, d’argent et de bronze.',
      load: () => import('./pages/fr/october-vintage-grading-special.tsx'),
    },
    load: () => import('./pages/october-vintage-grading-special.tsx'),
  },
  'independence-day-special': {
    title: 'Independence Day special (ended)',
    description: 'Our Independence Day grading special has ended. See our current grading and pressing services.',
    noindex: true,
    fr: {
      title: 'Offre spéciale du 4 juillet (terminée)',
      description: 'Notre offre spéciale de classement du 4 juillet est terminée. Découvrez nos services actuels de classement et de pressage.',
      load: () => import('./pages/fr/independence-day-special.tsx'),
    },
    load: () => import('./pages/independence-day-special.tsx'),
  },
  'new-york-comic-con': {
    title: 'New York Comic Con show special (ended)',
    description: 'Our New York Comic Con show special has ended. See our current services and upcoming events.',
    noindex: true,
    fr: {
      title: 'Offre spéciale du New York Comic Con (terminée)',
      description: 'Notre offre spéciale du New York Comic Con est terminée. Découvrez nos services actuels et nos prochains événements.',
      load: () => import('./pages/fr/new-york-comic-con.tsx'),
    },
    load: () => import('./pages/new-york-comic-con.tsx'),
  },
} as const satisfies Record<ContentSlug, ContentPageEntry>;
