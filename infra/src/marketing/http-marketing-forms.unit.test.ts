import { describe, expect, it } from 'vitest';
import { HttpMarketingForms, marketingFormsFrom } from './http-marketing-forms.ts';

describe('marketing forms adapter', () => {
  it('posts the e-mail field and the page context in the forms API shape', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch;
    const forms = new HttpMarketingForms('https://forms.example.test/submit/1/abc', 1000, fakeFetch);

    await forms.submitNewsletterSignUp({ email: 'reader@example.test', hutk: 'cookie-1', pageUri: 'https://www.example.com/', pageName: 'Certus' });

    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://forms.example.test/submit/1/abc');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      fields: [{ name: 'email', value: 'reader@example.test' }],
      context: { hutk: 'cookie-1', pageUri: 'https://www.example.com/', pageName: 'Certus' },
    });
  });

  it('fails loudly when the service refuses, so the caller can log it', async () => {
    const refusing = (async () => new Response('nope', { status: 400 })) as unknown as typeof fetch;
    await expect(new HttpMarketingForms('https://forms.example.test/x', 1000, refusing).submitNewsletterSignUp({ email: 'a@b.test' })).rejects.toThrow('400');
  });

  it('is off without a URL and refuses a malformed one', () => {
    expect(marketingFormsFrom(undefined)).toBeUndefined();
    expect(marketingFormsFrom('')).toBeUndefined();
    expect(() => marketingFormsFrom('not a url')).toThrow('MARKETING_FORMS_URL');
    expect(marketingFormsFrom('https://forms.example.test/x')?.enabled).toBe(true);
  });
});
