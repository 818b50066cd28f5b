/**
 * npm run site-images -w frontend: draws the site's own pictures and writes them into the source tree, where
 * they are committed (run again after the slab drawing or the mark changes):
 * - the home hero: three slabs of demo books (drawn by the same builder as every certificate's slab), fanned
 *   out, as WebP in three widths (src/features/home/assets/hero-slabs-{width}.webp);
 * - the favicon (public/favicon.svg) and the home-screen icon (public/apple-touch-icon.png, 180 px, opaque as
 *   iOS wants it) from the mark in src/app/layout/logo-mark-paths.ts.
 * The QR codes on the hero's slabs open the demo certificates on PUBLIC_ORIGIN (default https://www.certus.example).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { slabFontFiles } from '@certus/query-service/slabs/slab-fonts';
import { slabLabelOfRow, type SlabLabelRow } from '@certus/query-service/slabs/slab-label';
import { renderPixels } from '@certus/query-service/slabs/slab-raster';
import { slabSvg } from '@certus/query-service/slabs/slab-svg';
import { HERO_IMAGE, HERO_WIDTHS } from '../src/features/home/components/hero-image-data.ts';
import { logoMarkSvg } from '../src/app/layout/logo-mark-paths.ts';

const frontend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const origin = process.env.PUBLIC_ORIGIN || 'https://www.certus.example';

const book = (row: Omit<SlabLabelRow, 'collection' | 'has_cover' | 'variant'> & Partial<SlabLabelRow>): SlabLabelRow => ({ collection: null, has_cover: false, variant: '', ...row });

/** The demo certificates (command-service/src/demo/seed-demo-certificates.ts): back left, front, back right. */
const HERO_BOOKS = [
  book({ certification_id: '20-DEMOB02-001', collectible_type: 'Magazine', title: 'Creepy', issue: '1', year: 1964, month: null, publisher: 'Warren', key_comments: '1st appearance of Uncle Creepy', grade: 7.5, grade_type: 'Certified', signatures: [] }),
  book({ certification_id: '19-DEMOA01-001', collectible_type: 'Comic', title: 'Amazing Spider-Man', issue: '300', year: 1988, month: 5, publisher: 'Marvel', key_comments: '1st full appearance of Venom', grade: 9.4, grade_type: 'Certified', signatures: [] }),
  book({ certification_id: '19-DEMOA01-002', collectible_type: 'Comic', title: 'Incredible Hulk', issue: '181', year: 1974, month: 11, publisher: 'Marvel', key_comments: '1st full appearance of Wolverine', grade: 8.0, grade_type: 'Verified', signatures: [] }),
];

/** Where each slab sits on the hero's canvas (fractions of its width), how it is turned, and its size. */
const PLACEMENT = [
  { left: 0.005, top: 0.1, turn: -9, scale: 0.38 },
  { left: 0.29, top: 0.02, turn: 0, scale: 0.42 },
  { left: 0.513, top: 0.1, turn: 9, scale: 0.38 },
];

async function slabPng(row: SlabLabelRow, width: number, fonts: string[]): Promise<Buffer> {
  const image = await renderPixels(slabSvg(slabLabelOfRow(row, origin), { kind: 'drawn' }), width, fonts);
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } }).png().toBuffer();
}

/** The hero at `width`: each slab rendered at its own size (sharp text at every width), turned, with a soft shadow. */
async function hero(width: number, fonts: string[]): Promise<Buffer> {
  const height = Math.round((width * HERO_IMAGE.height) / HERO_IMAGE.width);
  const layers: sharp.OverlayOptions[] = [];
  // Back slabs first, the front one last.
  for (const i of [0, 2, 1]) {
    const place = PLACEMENT[i]!;
    const slab = await sharp(await slabPng(HERO_BOOKS[i]!, Math.round(width * place.scale), fonts))
      .rotate(place.turn, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    const { width: w = 0, height: h = 0 } = await sharp(slab).metadata();
    const shadow = await sharp(slab).ensureAlpha().linear([0, 0, 0, 0.35], [0, 0, 0, 0]).blur(Math.max(width / 90, 1)).png().toBuffer();
    const left = Math.round(place.left * width);
    const top = Math.round(place.top * height);
    layers.push({ input: shadow, left: left + Math.round(width / 80), top: top + Math.round(width / 60) });
    layers.push({ input: slab, left, top });
    if (left + w + width / 80 > width || top + h + width / 60 > height) throw new Error(`slab ${i} does not fit the hero at ${width}`);
  }
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(layers)
    .webp({ quality: 80, alphaQuality: 85, effort: 6 })
    .toBuffer();
}

const fontDir = await mkdtemp(path.join(tmpdir(), 'certus-site-fonts-'));
try {
  const fonts = await slabFontFiles(fontDir);
  for (const width of HERO_WIDTHS) {
    const file = path.join(frontend, 'src/features/home/assets', `hero-slabs-${width}.webp`);
    const bytes = await hero(width, fonts);
    await writeFile(file, bytes);
    console.log(`${path.relative(frontend, file)}: ${bytes.length} bytes`);
  }
  await writeFile(path.join(frontend, 'public/favicon.svg'), logoMarkSvg());
  const icon = new Resvg(logoMarkSvg({ inverse: true }).replace('viewBox="0 0 32 32"', 'viewBox="-4 -4 40 40"'), {
    fitTo: { mode: 'width', value: 180 },
    background: '#1c3d6e',
  }).render();
  await writeFile(path.join(frontend, 'public/apple-touch-icon.png'), icon.asPng());
  console.log('public/favicon.svg, public/apple-touch-icon.png');
} finally {
  await rm(fontDir, { recursive: true, force: true });
}
