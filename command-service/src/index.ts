export * from './command-router.ts';
export * from './shared/deps.ts';
export * from './members/password-hasher.ts';
export * from './members/member-id.ts';
export * from './bot-check/bot-check.ts';
export * from './compose.ts';
export * from './demo/seed-demo-accounts.ts';
export * from './external-login/oidc-providers-config.ts';
