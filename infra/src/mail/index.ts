export * from './mailer.ts';
export * from './smtp-sink.ts';
export * from './mailbox-router.ts';
