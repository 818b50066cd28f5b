export * from './static-site.ts';
export * from './persisted-secrets.ts';
