/**
 * The OAuth client id of the public site (spec 9). In a module of its own because both the account
 * contracts and the external-login contracts need it, and account.ts builds its TokenRequest union from
 * external-login.ts (an import cycle would leave one of them reading it before it is defined).
 */
export const PUBLIC_CLIENT_ID = 'public-prod';
