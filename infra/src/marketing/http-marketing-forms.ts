import type { MarketingForms, NewsletterSignUpSubmission } from './port.ts';

/**
 * Posts sign-ups to a forms endpoint that takes the HubSpot Forms API shape
 * (POST {fields: [{name, value}], context: {hutk, pageUri, pageName}}): MARKETING_FORMS_URL is the whole
 * form submission URL, e.g. https://api.hsforms.com/submissions/v3/integration/submit/{portalId}/{formGuid}.
 */
export class HttpMarketingForms implements MarketingForms {
  readonly enabled = true;

  constructor(
    private readonly url: string,
    private readonly timeoutMs = 5000,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async submitNewsletterSignUp(submission: NewsletterSignUpSubmission): Promise<void> {
    const context = Object.fromEntries(
      Object.entries({ hutk: submission.hutk, pageUri: submission.pageUri, pageName: submission.pageName }).filter(([, v]) => v),
    );
    const response = await this.fetchImpl(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fields: [{ name: 'email', value: submission.email }], context }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`the marketing forms service answered ${response.status}`);
  }
}

/** MARKETING_FORMS_URL set: the HTTP adapter; unset: nothing is sent. A malformed URL stops the service at start. */
export function marketingFormsFrom(url: string | undefined): MarketingForms | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`MARKETING_FORMS_URL must be an absolute http(s) URL, got '${url}'.`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`MARKETING_FORMS_URL must be an http(s) URL, got '${url}'.`);
  return new HttpMarketingForms(parsed.toString());
}
