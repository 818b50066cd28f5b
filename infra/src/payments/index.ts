export * from './port.ts';
export * from './test-gateway.ts';
export * from './test-gateway-ledger.ts';
export * from './postgres-test-gateway-ledger.ts';
