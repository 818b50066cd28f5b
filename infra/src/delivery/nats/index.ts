export * from './connect.ts';
export * from './nats-relay.ts';
export * from './nats-delivery.ts';
