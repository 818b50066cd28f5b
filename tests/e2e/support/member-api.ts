import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Set-up through the public API, for journeys whose subject is elsewhere (e.g. checkout "with a stored
 * address and card"): the same calls the account pages make, so nothing is written behind the platform's back.
 */
export async function accessTokenFor(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const response = await request.post('/token', {
    form: { grant_type: 'password', client_id: 'public-prod', username: account.email, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Saves an address; answers its id. */
export async function saveAddress(request: APIRequestContext, token: string, address: Record<string, unknown>): Promise<string> {
  const response = await request.post('/api/userprofile/address', { data: address, headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

/** Saves a card; answers its payment method id. */
export async function saveCard(request: APIRequestContext, token: string, card: Record<string, unknown>): Promise<string> {
  const response = await request.post('/api/userprofile/paymethod', { data: card, headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { paymentMethodId: string }).paymentMethodId;
}
