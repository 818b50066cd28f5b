import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config/env.ts';
import { FolderFileStorage, storageDirFromEnv } from './folder-storage.ts';
import { MemoryFileStorage } from './memory-storage.ts';
import { InvalidStorageKey, coverStorageKey } from './port.ts';

describe('folder file storage', () => {
  let root: string;
  let storage: FolderFileStorage;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'certus-storage-'));
    storage = new FolderFileStorage(root);
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('given a cover stored under its key, when read back, then the same bytes come back from the file at that path', async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    await storage.put(coverStorageKey('25-ABCDEFG-001'), bytes);
    expect(await storage.read('comic/25-ABCDEFG-001/cover-m.jpg')).toEqual(bytes);
    expect(storage.pathOf('comic/25-ABCDEFG-001/cover-m.jpg')).toBe(path.join(root, 'comic', '25-ABCDEFG-001', 'cover-m.jpg'));
  });

  it('given a stored file, when another is put under the same key, then it is replaced and no temporary file is left', async () => {
    await storage.put('comic/x/cover-m.jpg', Buffer.from('first'));
    await storage.put('comic/x/cover-m.jpg', Buffer.from('second'));
    expect((await storage.read('comic/x/cover-m.jpg'))?.toString()).toBe('second');
    expect(await readdir(path.join(root, 'comic', 'x'))).toEqual(['cover-m.jpg']);
  });

  it('given no file under a key, when read, then null', async () => {
    expect(await storage.read('comic/none/cover-m.jpg')).toBeNull();
  });

  it.each(['../escape.jpg', 'comic/../../escape.jpg', '/etc/passwd', 'comic//x.jpg', 'comic/.hidden', 'comic\\x.jpg', '', 'comic/x y.jpg'])(
    'given the key %j, when put or read, then it is refused before touching the disk',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKey);
      await expect(storage.read(key)).rejects.toBeInstanceOf(InvalidStorageKey);
      expect(await readdir(root)).toEqual([]);
    },
  );
});

describe('storageDirFromEnv', () => {
  it('given STORAGE_DIR, then that folder', () => {
    expect(storageDirFromEnv({ STORAGE_DIR: '/srv/files', CERTUS_DATA_DIR: '/data' })).toBe('/srv/files');
  });

  it('given only CERTUS_DATA_DIR, then its storage folder', () => {
    expect(storageDirFromEnv({ CERTUS_DATA_DIR: '/data' })).toBe('/data/storage');
  });

  it('given neither, then the storage folder of the repo data folder', () => {
    expect(storageDirFromEnv({})).toBe(path.join(REPO_ROOT, '.data', 'storage'));
  });
});

describe('memory file storage', () => {
  it('given a file put, when read, then its bytes; a bad key is refused as in the folder', async () => {
    const storage = new MemoryFileStorage();
    await storage.put('comic/a/cover-m.jpg', Buffer.from('a'));
    expect((await storage.read('comic/a/cover-m.jpg'))?.toString()).toBe('a');
    expect(await storage.read('comic/b/cover-m.jpg')).toBeNull();
    await expect(storage.put('../a', Buffer.from('a'))).rejects.toBeInstanceOf(InvalidStorageKey);
  });
});
