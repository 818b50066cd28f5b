export * from './events/index.ts';
export * from './http/model-state.ts';
export * from './http/account.ts';
export * from './http/errors.ts';
export * from './read-models/member.ts';
export * from './rules/password.ts';
export * from './rules/email.ts';
export * from './errors.ts';
