export * from './ended-sessions.ts';
export * from './postgres-session-end-feed.ts';
export * from './watch-session-ends.ts';
