export * from './port.ts';
export * from './folder-storage.ts';
export * from './memory-storage.ts';
