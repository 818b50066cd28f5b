export * from './runtime/index.ts';
export * from './event-store/index.ts';
export * from './delivery/port.ts';
export * from './delivery/in-process-delivery.ts';
export * from './db/pool.ts';
export * from './db/embedded-postgres.ts';
export * from './db/free-port.ts';
