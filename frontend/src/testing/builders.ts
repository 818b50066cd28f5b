import {
  addressDisplayName,
  paymentMethodDisplayName,
  type AddressView,
  type MemberView,
  type PaymentMethodView,
  type TokenResponse,
  type UserProfileResponse,
} from '@certus/contracts';
import type { Identity } from '../features/auth/identity/identity-storage.ts';

let sequence = 0;
const next = () => ++sequence;

export function aTokenResponse(overrides: Partial<TokenResponse> = {}): TokenResponse {
  const n = next();
  return {
    access_token: `access-${n}`,
    token_type: 'bearer',
    expires_in: 900,
    refresh_token: `refresh-${n}`,
    userName: `member${n}@example.com`,
    userRole: 'authenticated',
    claims: '{}',
    displayName: `Member ${n}`,
    ...overrides,
  };
}

export function anIdentity(overrides: Partial<Identity> = {}): Identity {
  const n = next();
  return {
    userName: `member${n}@example.com`,
    email: `member${n}@example.com`,
    displayName: `Member ${n}`,
    role: 'authenticated',
    claims: '{}',
    accessToken: `access-${n}`,
    refreshToken: `refresh-${n}`,
    ...overrides,
  };
}

export function aMember(overrides: Partial<MemberView> = {}): MemberView {
  const n = next();
  return {
    id: `member-${n}`,
    email: `member${n}@example.com`,
    userName: `member${n}@example.com`,
    firstName: 'Ada',
    lastName: `Lovelace${n}`,
    phone: '2145550100',
    fedExAccount: '',
    upsAccount: '',
    dhlAccount: '',
    isEmailNotification: false,
    role: 'authenticated',
    status: 'Active',
    membership: 'Free',
    membershipExpiryDate: null,
    discount: 0,
    pressingDiscount: 0,
    vspDiscount: 0,
    isWelcomePromo: true,
    registeredAt: '2024-03-01T10:00:00.000Z',
    activatedAt: '2024-03-01T10:05:00.000Z',
    lastSignInAt: null,
    ...overrides,
  };
}

/** GET /api/userprofile as the query side answers it: a member with an empty address book, wallet and rewards. */
export function aUserProfile(overrides: Partial<UserProfileResponse> = {}): UserProfileResponse {
  return {
    member: aMember(),
    rewards: { availableCents: 0, points: 0, currency: 'USD' },
    addresses: [],
    payMethods: [],
    ...overrides,
  };
}

/** An address of the book as GET /api/userprofile lists it (spec 3 Address). */
export function anAddress(overrides: Partial<AddressView> = {}): AddressView {
  const n = next();
  const address = {
    id: `address-${n}`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    line1: `${n} Legacy Drive`,
    line2: '',
    city: 'Plano',
    stateProvince: 'TX',
    zipPostal: '75024',
    country: 'US',
    phone: '',
    isDefault: false,
    ...overrides,
  };
  return { ...address, displayName: overrides.displayName ?? addressDisplayName(address) };
}

/** A saved payment method as GET /api/userprofile lists it (spec 3 Payment method): a Visa card by default. */
export function aPaymentMethod(overrides: Partial<PaymentMethodView> = {}): PaymentMethodView {
  const n = next();
  const method = {
    id: `paymethod-${n}`,
    type: 'CreditCard' as const,
    name: 'Ada Lovelace',
    brand: 'Visa',
    last4: String(1000 + (n % 9000)),
    expireMonth: 12,
    expireYear: 2031,
    bankName: null,
    isDefault: false,
    ...overrides,
  };
  return { ...method, displayName: overrides.displayName ?? paymentMethodDisplayName(method) };
}
