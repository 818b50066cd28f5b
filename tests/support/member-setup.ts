import { expect } from 'vitest';
import { TEST_CARDS } from '@certus/infra';
import type { startTestPlatform } from './test-platform.ts';

type Platform = Pick<Awaited<ReturnType<typeof startTestPlatform>>, 'api' | 'mailTo' | 'solvedBotCheck'>;

export interface SignedInMember {
  memberId: string;
  email: string;
  /** The access token of the password grant. */
  token: string;
}

export interface MemberWithAddressAndCard extends SignedInMember {
  addressId: string;
  payMethodId: string;
}

let members = 0;

/**
 * A fresh member, registered, activated (the link of the activation mail) and signed in (password grant)
 * through the real endpoints. `prefix` starts the email, so a test's members are easy to tell apart.
 */
export async function aSignedInMember(
  platform: Platform,
  { prefix = 'member', firstName = 'Ann', lastName = 'Reader', password = 'Member-pass-1' }: { prefix?: string; firstName?: string; lastName?: string; password?: string } = {},
): Promise<SignedInMember> {
  const email = `${prefix}-${++members}-${Date.now()}@example.test`;
  const registered = await platform.api('/api/account/register', {
    json: { firstname: firstName, lastname: lastName, email, password, confirmPassword: password, reCAPTCHA: await platform.solvedBotCheck() },
  });
  expect(registered.status).toBe(200);
  const code = (await platform.mailTo(email)).text.match(/\/verify\/([\w-]+)/)![1]!;
  expect((await platform.api('/api/users/activate', { json: { email, code } })).status).toBe(200);
  const grant = await platform.api('/token', { form: { grant_type: 'password', client_id: 'public-prod', username: email, password } });
  expect(grant.status).toBe(200);
  return { memberId: JSON.parse(grant.body.claims).memberId, email, token: grant.body.access_token };
}

/** A signed-in member (Ann Reader) with one saved US address and one saved card (the test gateway's `card`). */
export async function aMemberWithAddressAndCard(platform: Platform, card: string = TEST_CARDS.approved, prefix = 'member'): Promise<MemberWithAddressAndCard> {
  const member = await aSignedInMember(platform, { prefix });
  const address = await platform.api('/api/userprofile/address', {
    token: member.token,
    json: { firstName: 'Ann', lastName: 'Reader', line1: '1 Main St', city: 'Springfield', stateProvince: 'IL', zipPostal: '62701', country: 'US', phone: '5555550100' },
  });
  expect(address.status).toBe(200);
  const method = await platform.api('/api/userprofile/paymethod', {
    token: member.token,
    json: { name: 'Ann Reader', cardNumber: card, cardCode: '846', expireMonth: 12, expireYear: new Date().getUTCFullYear() + 1 },
  });
  expect(method.status).toBe(200);
  return { ...member, addressId: address.body.id, payMethodId: method.body.paymentMethodId };
}
