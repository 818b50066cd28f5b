export * from './dev-accounts.ts';
export * from './dev-oidc-provider.ts';
export * from './start-dev-oidc-provider.ts';
export * from './headless-sign-in.ts';
