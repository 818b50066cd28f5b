/**
 * Where uploaded files live (cover photos, spec 9): keys are relative paths such as
 * `comic/{certificationId}/cover-m.jpg`. The command side writes; the query side serves the same place
 * read-only (GET /storage/...). A cloud bucket can sit behind the same two calls.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there; readers never see a half-written file. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes stored under the key, or null when there are none. */
  read(key: string): Promise<Buffer | null>;
}

/** A key that would leave the storage root or name something odd (`..`, absolute paths, hidden files). */
export class InvalidStorageKey extends Error {
  override readonly name = 'InvalidStorageKey';
  constructor(readonly key: string) {
    super(`Invalid storage key ${JSON.stringify(key)}.`);
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * Keys are `/`-separated segments of letters, digits, `.`, `_` and `-`, none starting with a dot: no `..`,
 * no absolute path, no backslash, so a key can never point outside the storage root whatever builds it.
 */
export function assertStorageKey(key: string): string[] {
  const segments = key.split('/');
  if (key.length > 512 || segments.some((s) => !SEGMENT.test(s))) throw new InvalidStorageKey(key);
  return segments;
}

/** The storage key of a certified book's cover photo (spec 9). */
export const coverStorageKey = (certificationId: string) => `comic/${certificationId}/cover-m.jpg`;

/**
 * Where the browser finds stored files: under STORAGE_PUBLIC_URL when they are served from elsewhere (a CDN),
 * else under this site's /storage (the query service serves the folder read-only).
 */
export const DEFAULT_STORAGE_PUBLIC_URL = '/storage';

export function storagePublicUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.STORAGE_PUBLIC_URL || DEFAULT_STORAGE_PUBLIC_URL;
}

/** The address of a stored file under the storage's public URL. */
export const storedFileUrl = (storagePublicUrl: string, key: string) => `${storagePublicUrl.replace(/\/+$/, '')}/${key}`;
