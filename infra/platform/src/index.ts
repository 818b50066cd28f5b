export * from './static-site.ts';
export * from './persisted-secrets.ts';
export * from './platform-app.ts';
export * from './demo-sign-in-provider.ts';
