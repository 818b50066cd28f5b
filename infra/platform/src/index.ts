export * from './static-site.ts';
export * from './persisted-secrets.ts';
export * from './platform-app.ts';
