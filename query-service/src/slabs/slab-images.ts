import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { parseComicId, type SlabRasterWidth } from '@certus/contracts';
import { prepareCoverPhoto, renderWebp } from './slab-raster.ts';
import { slabFontFiles } from './slab-fonts.ts';
import { SLAB_LABEL_COLUMNS, slabKey, slabLabelOfRow, type SlabLabel, type SlabLabelRow } from './slab-label.ts';
import { slabSvg, type SlabCover } from './slab-svg.ts';
import { everyCopy } from '../population/copy-view.ts';

/** One certificate's slab as it stands now: its label, where its photo is, and the key of that drawing. */
export interface SlabSource {
  label: SlabLabel;
  /** The stored photo and its SHA-256, or null: the drawn cover. */
  cover: { file: string; sha256: string } | null;
  /** slabKey(label, cover sha): what ETags and cache files are named by. */
  key: string;
}

export type SlabFormat = { kind: 'svg' } | { kind: 'webp'; width: SlabRasterWidth };

/** Drawings at once per process: two, the cores of the machines we run on; requests for more wait. */
const DRAWINGS_AT_ONCE = 2;
const DRAWN: SlabCover = { kind: 'drawn' };

const fileNameOf = (key: string, format: SlabFormat) => (format.kind === 'svg' ? `${key}.svg` : `${key}-${format.width}.webp`);

/**
 * The slab images of certificates, drawn on demand and kept on disk.
 *
 * Cache: `{storage}/.slab-cache/{certification id}/{key}[-{width}].{svg|webp}` (a dot folder: the /storage
 * route never serves it). The key hashes the label, the cover photo's SHA-256 and the builder's version, so a
 * changed label, a new photo or a new drawing is a new file, and the files of older keys of the certificate are
 * removed when a new one is written. Two requests for the same missing image share one drawing.
 */
export class SlabImages {
  private readonly cacheDir: string;
  /**
   * Drawings under way, at most DRAWINGS_AT_ONCE: a list page asks for dozens of slabs at once, and each is
   * tens of milliseconds of CPU; the rest wait their turn rather than crowd the machine's cores.
   */
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private fonts: Promise<string[]> | undefined;
  /** Photo digests by file, size and modification time: a list page asks for dozens of slabs at once. */
  private readonly coverDigests = new Map<string, string>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly storageDir: string,
    private readonly publicOrigin: string,
  ) {
    this.cacheDir = path.join(storageDir, '.slab-cache');
  }

  /**
   * The certificate's current slab, or null when no certificate has this id (as typed: any case, dashes or not). A
   * revoked certificate's slab is still drawn as it was sealed: its page says, above it, that it was revoked.
   */
  async source(typedId: string): Promise<SlabSource | null> {
    const id = parseComicId(typedId);
    if (!id) return null;
    const { rows } = await this.pool.query<SlabLabelRow>(
      `SELECT * FROM ${everyCopy(SLAB_LABEL_COLUMNS)} AS c WHERE certification_id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    const label = slabLabelOfRow(row, this.publicOrigin);
    // A photo the label promises but storage lacks (moved, not synced yet) gets the drawn cover, not a broken image.
    const cover = row.has_cover ? await this.coverOf(id) : null;
    return { label, cover, key: slabKey(label, cover?.sha256 ?? null) };
  }

  /** The image's bytes: from the disk cache, or drawn now and written there. */
  async image(source: SlabSource, format: SlabFormat): Promise<Buffer> {
    const folder = path.join(this.cacheDir, 'slabs', source.label.certificationId);
    const file = path.join(folder, fileNameOf(source.key, format));
    const cached = await readFile(file).catch(() => null);
    if (cached) return cached;
    const running = this.inFlight.get(file);
    if (running) return running;
    const drawing = this.oneAtATime(() => this.draw(source, format))
      .then(async (bytes) => {
        await this.store(folder, file, bytes, source.key);
        return bytes;
      })
      .finally(() => this.inFlight.delete(file));
    this.inFlight.set(file, drawing);
    return drawing;
  }

  private async oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= DRAWINGS_AT_ONCE) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await work();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  private async draw(source: SlabSource, format: SlabFormat): Promise<Buffer> {
    const cover = source.cover ? await this.photoOrDrawn(source.cover.file) : DRAWN;
    const svg = slabSvg(source.label, cover);
    if (format.kind === 'svg') return Buffer.from(svg, 'utf8');
    return renderWebp(svg, format.width, await this.fontFiles());
  }

  /** The stored photo ready to embed; a file that no longer decodes (damaged on disk) gets the drawn cover, not a 500. */
  private async photoOrDrawn(file: string): Promise<SlabCover> {
    try {
      return { kind: 'photo', ...(await prepareCoverPhoto(await readFile(file))) };
    } catch {
      return DRAWN;
    }
  }

  /** Written under a temporary name and renamed: a reader never sees half a file. Older drawings of the slab go. */
  private async store(folder: string, file: string, bytes: Buffer, key: string): Promise<void> {
    await mkdir(folder, { recursive: true });
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
    for (const name of await readdir(folder)) {
      if (!name.startsWith(key) && !name.endsWith('.tmp')) await rm(path.join(folder, name), { force: true });
    }
  }

  private fontFiles(): Promise<string[]> {
    this.fonts ??= slabFontFiles(path.join(this.cacheDir, 'fonts-v1')).catch((error: unknown) => {
      this.fonts = undefined;
      throw error;
    });
    return this.fonts;
  }

  private async coverOf(certificationId: string): Promise<{ file: string; sha256: string } | null> {
    const file = path.join(this.storageDir, 'comic', certificationId, 'cover-m.jpg');
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const memo = `${file}|${info.size}|${info.mtimeMs}`;
    let sha256 = this.coverDigests.get(memo);
    if (!sha256) {
      sha256 = createHash('sha256').update(await readFile(file)).digest('hex');
      if (this.coverDigests.size > 10_000) this.coverDigests.clear();
      this.coverDigests.set(memo, sha256);
    }
    return { file, sha256 };
  }
}
