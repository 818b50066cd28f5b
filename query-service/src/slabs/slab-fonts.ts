import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * The fonts the raster is drawn with, shipped as npm packages (fontsource), never the machine's own: Inter for
 * the label, Bangers for drawn mastheads, Noto Sans JP for Japanese (and Chinese) titles. resvg reads TrueType
 * and OpenType files only, while fontsource ships WOFF: each WOFF is unwrapped once into a plain font file
 * (`woffToSfnt`) in a folder of the slab cache. The Japanese face comes as ~120 subsets per weight; resvg falls
 * back from one to the next per character, so a title in any mix of scripts finds its glyphs.
 */

const require = createRequire(import.meta.url);
const packageFiles = (name: string) => path.join(path.dirname(require.resolve(`${name}/package.json`)), 'files');

/** Which files of which package: the weights the drawing uses. */
const FONT_SOURCES: { pkg: string; keep: RegExp }[] = [
  { pkg: '@fontsource/inter', keep: /^inter-(latin|latin-ext|cyrillic|cyrillic-ext|greek|greek-ext|vietnamese)-(400|700|800)-normal\.woff$/ },
  { pkg: '@fontsource/bangers', keep: /^bangers-.*-400-normal\.woff$/ },
  { pkg: '@fontsource/noto-sans-jp', keep: /^noto-sans-jp-.*-(400|700)-normal\.woff$/ },
];

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'

/**
 * WOFF 1.0 (W3C) to the font inside it: the same tables, each inflated when it was compressed, behind an sfnt
 * header. Checksums are carried over as the WOFF stores them (they are those of the original font).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < 44 || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('Not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    return { tag: woff.readUInt32BE(at), offset: woff.readUInt32BE(at + 4), compLength: woff.readUInt32BE(at + 8), origLength: woff.readUInt32BE(at + 12), checksum: woff.readUInt32BE(at + 16) };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const headerLength = 12 + 16 * numTables;
  const padded = (n: number) => (n + 3) & ~3;
  const out = Buffer.alloc(tables.reduce((sum, t) => sum + padded(t.origLength), headerLength));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const stored = woff.subarray(table.offset, table.offset + table.compLength);
    const data = table.compLength < table.origLength ? inflateSync(stored) : stored;
    if (data.length !== table.origLength) throw new Error('WOFF table length does not match');
    const entry = 12 + i * 16;
    out.writeUInt32BE(table.tag, entry);
    out.writeUInt32BE(table.checksum, entry + 4);
    out.writeUInt32BE(offset, entry + 8);
    out.writeUInt32BE(table.origLength, entry + 12);
    data.copy(out, offset);
    offset += padded(table.origLength);
  });
  return out;
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}

/**
 * The font files for resvg, unwrapped into `folder` on first use (a few hundred milliseconds, once per
 * folder; later starts find them there). Written under a temporary name and renamed, so a process that
 * stops half-way never leaves a truncated font behind.
 */
export async function slabFontFiles(folder: string): Promise<string[]> {
  await mkdir(folder, { recursive: true });
  const files: string[] = [];
  for (const { pkg, keep } of FONT_SOURCES) {
    const from = packageFiles(pkg);
    for (const name of (await readdir(from)).filter((n) => keep.test(n)).sort()) {
      const target = path.join(folder, name.replace(/\.woff$/, '.ttf'));
      if (!(await exists(target))) {
        const temporary = `${target}.${process.pid}.tmp`;
        await writeFile(temporary, woffToSfnt(await readFile(path.join(from, name))));
        await rename(temporary, target);
      }
      files.push(target);
    }
  }
  return files;
}
