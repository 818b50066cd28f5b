import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../config/env.ts';
import { assertStorageKey, type FileStorage } from './port.ts';

/**
 * Files in a folder on disk (the embedded default and single-host deployments). A write goes to a temporary
 * file beside the target and is renamed over it: rename is atomic on one file system, so the query side
 * serving the folder sees the old file or the new one, never a partial one.
 */
export class FolderFileStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes, { mode: 0o644 });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** The file of a key; validated twice (segments, then the resolved path) so no key escapes the root. */
  pathOf(key: string): string {
    const resolved = path.resolve(this.root, ...assertStorageKey(key));
    if (!resolved.startsWith(this.root + path.sep)) throw new Error(`storage key ${key} resolves outside ${this.root}`);
    return resolved;
  }
}

/** STORAGE_DIR, or the `storage` folder of the data folder (CERTUS_DATA_DIR, by default the repo's `.data`). */
export function storageDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  if (env.STORAGE_DIR) return path.resolve(env.STORAGE_DIR);
  return path.join(path.resolve(env.CERTUS_DATA_DIR ?? path.join(REPO_ROOT, '.data')), 'storage');
}
