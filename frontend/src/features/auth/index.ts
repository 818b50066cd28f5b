// The public face of the auth feature: what other features may use. Everything else is internal.
export { selectIdentity, selectIsSignedIn, selectDisplayName, selectRole } from './identity/identity-slice.ts';
export type { Identity } from './identity/identity-storage.ts';
