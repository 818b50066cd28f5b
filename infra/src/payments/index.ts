export * from './port.ts';
export * from './test-gateway.ts';
