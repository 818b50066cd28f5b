/**
 * The external marketing-forms service the newsletter sign-up is also posted to (spec 7.5: an email field
 * and the context hutk, pageUri and pageName). Off unless MARKETING_FORMS_URL is set.
 */
export interface NewsletterSignUpSubmission {
  email: string;
  /** The marketing service's visitor cookie (hubspotutk), when the browser has one. */
  hutk?: string;
  pageUri?: string;
  pageName?: string;
}

export interface MarketingForms {
  /** False when no service is configured: nothing is sent. */
  readonly enabled: boolean;
  /** Throws when the service refuses or cannot be reached; the sign-up itself is recorded already. */
  submitNewsletterSignUp(submission: NewsletterSignUpSubmission): Promise<void>;
}

/** The default: no marketing service. */
export const noMarketingForms: MarketingForms = {
  enabled: false,
  async submitNewsletterSignUp() {},
};
