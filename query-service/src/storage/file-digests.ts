import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';

/** Files whose digest is remembered; the oldest is forgotten past this (a cover is a few MB to hash again). */
const REMEMBERED_FILES = 2_000;

/**
 * The SHA-256 (hex) of stored files, worked out once per version of a file: remembered under its size and
 * modification time, so a file replaced in place (a retaken cover) is read again. null for a missing file.
 */
export class FileDigests {
  private readonly known = new Map<string, { size: number; mtimeMs: number; sha256: Promise<string> }>();

  async of(file: string): Promise<string | null> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const remembered = this.known.get(file);
    if (remembered && remembered.size === info.size && remembered.mtimeMs === info.mtimeMs) return remembered.sha256;
    const sha256 = hashOf(file);
    this.known.delete(file);
    this.known.set(file, { size: info.size, mtimeMs: info.mtimeMs, sha256 });
    if (this.known.size > REMEMBERED_FILES) this.known.delete(this.known.keys().next().value!);
    // A failed read is not remembered: the next request tries again.
    return sha256.catch((error: unknown) => {
      if (this.known.get(file)?.sha256 === sha256) this.known.delete(file);
      throw error;
    });
  }
}

async function hashOf(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
