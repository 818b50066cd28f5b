/** The stored sign-in of the journeys, kept in site.ts beside logIn (which uses it); imported from here by older journeys. */
export { IDENTITY_KEY, signedInIdentity, storeIdentityScript } from './site.ts';
