import { assertStorageKey, type FileStorage } from './port.ts';

/** Files in memory, for unit tests of code that stores files (same key rules as the folder). */
export class MemoryFileStorage implements FileStorage {
  readonly files = new Map<string, Buffer>();

  async put(key: string, bytes: Uint8Array): Promise<void> {
    assertStorageKey(key);
    this.files.set(key, Buffer.from(bytes));
  }

  async read(key: string): Promise<Buffer | null> {
    assertStorageKey(key);
    return this.files.get(key) ?? null;
  }
}
