import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_RESOURCE_CACHE_CONTROL, ShippingTestResponse, newsletterMessages, quoteShippingRates, shippingTestMessages } from '@certus/contracts';
import { startTestPlatform } from '../support/test-platform.ts';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the shipping test screen and the content newsletter sign-up (real PostgreSQL and SMTP)', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startTestPlatform();
    // The catalogue reaches its read model a moment after start (503 until then).
    for (let i = 0; i < 400 && (await platform.api('/api/data/checkout')).status !== 200; i++) await sleep(25);
  });
  afterAll(() => platform?.stop());

  it('given a US ZIP code, when tested, then the domestic rates of the rate service for one book declared at $100, cheapest first', async () => {
    const response = await platform.api('/api/test/shipping?postalCode=75024&country=us');
    expect(response.status).toBe(200);
    const body = ShippingTestResponse.parse(response.body);
    const expected = quoteShippingRates(await platform.deps.catalogue.current(), {
      originCountry: 'US',
      destinationCountry: 'US',
      tiers: [{ id: 'x', insuredCents: 10_000, count: 1 }],
      scope: 'order',
    })[0]!.rates;
    expect(body).toMatchObject({ country: 'US', countryName: 'United States', postalCode: '75024', scope: 'domestic', books: 1, declaredCents: 10_000, message: null });
    expect(body.rates).toEqual(expected);
    expect(body.rates.length).toBeGreaterThan(0);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_RESOURCE_CACHE_CONTROL);
  });

  it('given a Canadian postal code typed loosely, then it is read as A1A 1A1 and the international rates answer', async () => {
    const body = ShippingTestResponse.parse((await platform.api('/api/test/shipping?postalCode=m4w3e2&country=CA&books=12&declared=2500')).body);
    expect(body).toMatchObject({ postalCode: 'M4W 3E2', scope: 'international', books: 12, declaredCents: 250_000 });
    expect(body.rates.every((r) => r.id)).toBe(true);
  });

  it('given a box abroad worth more than any international service insures, then no rates and the message the checkout would give', async () => {
    const body = ShippingTestResponse.parse((await platform.api('/api/test/shipping?postalCode=M4W3E2&country=CA&declared=500000')).body);
    expect(body.rates).toEqual([]);
    expect(body.message).toBe('Could not ship to seleted address.');
  });

  it('given a ZIP that is not one, an unknown country or no postal code, then 400 naming the field', async () => {
    const zip = await platform.api('/api/test/shipping?postalCode=7502&country=US');
    expect(zip.status).toBe(400);
    expect(zip.body.modelState).toEqual({ 'model.postalCode': [shippingTestMessages.usZip] });
    expect((await platform.api('/api/test/shipping?postalCode=1000&country=XX')).body.modelState).toHaveProperty('model.country');
    expect((await platform.api('/api/test/shipping?country=US')).body.modelState).toHaveProperty('model.postalCode');
  });

  it('given a visitor, when signing up through POST /api/content/subscribe/, then it is the same subscription as SetSignMeUp: confirmed by mail, status 1, and SetSignMeUp says already subscribed', async () => {
    const email = `content-${Date.now()}@example.test`;
    const signedUp = await platform.api('/api/content/subscribe/', { json: { email: ` ${email.toUpperCase()} `, pageUri: 'http://certus.test/', pageName: 'Home' } });
    expect(signedUp.status).toBe(200);
    expect(signedUp.body.message).toBe(newsletterMessages.subscribed);
    expect((await platform.mailTo(email)).text).toMatch(/\/unsubscribe\/[0-9a-f-]{36}/);
    for (let i = 0; i < 200 && (await platform.api(`/api/userprofile/Get_toggle_status?email=${encodeURIComponent(email)}`)).body !== '1'; i++) await sleep(25);
    expect((await platform.api(`/api/userprofile/Get_toggle_status?email=${encodeURIComponent(email)}`)).body).toBe('1');

    const again = await platform.api(`/api/userprofile/SetSignMeUp?email=${encodeURIComponent(email)}&isEmailNotification=true`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(newsletterMessages.alreadySubscribed);
    expect((await platform.api('/api/content/subscribe', { json: { email } })).status).toBe(409);
  });

  it("given no e-mail or a malformed one, then 400 with the spec's messages", async () => {
    expect((await platform.api('/api/content/subscribe/', { json: {} })).body.modelState).toEqual({ 'model.email': [newsletterMessages.emailRequired] });
    expect((await platform.api('/api/content/subscribe/', { json: { email: 'not-an-address' } })).body.modelState).toEqual({ 'model.email': [newsletterMessages.invalidEmail] });
  });
});
