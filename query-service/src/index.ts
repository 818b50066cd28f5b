export * from './query-router.ts';
