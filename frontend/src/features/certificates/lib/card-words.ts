import { defineMessages } from '../../region/index.ts';

/**
 * The featured card's own words, apart from the certificate page's (certificate-messages.ts, which includes
 * them): the home page's first load, which shows three cards, carries only these.
 */
export const cardWords = defineMessages({
  en: { signedBy: (names: string) => `Signed by ${names}` },
  fr: { signedBy: (names: string) => `Signé par ${names}` },
});
