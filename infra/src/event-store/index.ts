export * from './port.ts';
export * from './postgres/postgres-event-store.ts';
