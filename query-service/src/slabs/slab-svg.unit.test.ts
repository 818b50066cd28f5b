import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMIC_CATEGORIES, SLAB_CATEGORY_COLOURS, SLAB_VIEWBOX } from '@certus/contracts';
import { coverPalette } from './drawn-cover.ts';
import { slabFontFiles } from './slab-fonts.ts';
import { SLAB_LABEL_COLUMNS, slabKey, slabLabelOfRow } from './slab-label.ts';
import { prepareCoverPhoto, renderPixels, renderWebp } from './slab-raster.ts';
import { slabSvg, type SlabCover } from './slab-svg.ts';
import { aSlabRow } from './testing/slab-rows.ts';

const ORIGIN = 'https://www.certus.example';
const drawn: SlabCover = { kind: 'drawn' };

/** resvg refuses a document that is not well-formed XML, so rendering it is the parse check. */
const parses = (svg: string) => new Resvg(svg, { font: { loadSystemFonts: false } }).width === SLAB_VIEWBOX.width;

/** The fill of the label's background (the first rect of the label group). */
const labelFill = (svg: string) => /<g data-part="label"><rect [^>]*fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];

/** The slab's QR code, read back with a QR decoder from the raster a browser would get. */
async function decodeQr(svg: string, width: number, fonts: string[]): Promise<string | undefined> {
  const webp = await renderWebp(svg, width, fonts);
  const { data, info } = await sharp(webp).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('the slab SVG of a certificate', () => {
  let fontDir: string;
  let fonts: string[];

  beforeAll(async () => {
    fontDir = await mkdtemp(path.join(tmpdir(), 'certus-slab-fonts-'));
    fonts = await slabFontFiles(fontDir);
  });
  afterAll(async () => {
    await rm(fontDir, { recursive: true, force: true });
  });

  it('given a title, publisher and variant with &, <, > and both quotes, when drawn, then the SVG is well-formed and prints them escaped', () => {
    const label = slabLabelOfRow(
      aSlabRow({ title: `Tom & Jerry's "<Big>" Adventure`, publisher: 'Dell & <Co>', variant: `Variant "B" > A`, key_comments: `</text><script>alert(1)</script>` }),
      ORIGIN,
    );
    const svg = slabSvg(label, drawn);

    expect(parses(svg)).toBe(true);
    expect(svg).toContain('Tom &amp; Jerry&apos;s &quot;&lt;Big&gt;&quot; Adventure');
    expect(svg).toContain('Dell &amp; &lt;Co&gt;');
    expect(svg).not.toContain('<Big>');
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<Co>');
  });

  it('given label text with characters XML does not allow (control characters, a lone surrogate), when drawn, then they are left out and the SVG still parses', () => {
    const label = slabLabelOfRow(aSlabRow({ title: 'Bad\u0001Title\uD800', publisher: 'Pub\u000Blisher' }), ORIGIN);
    const svg = slabSvg(label, drawn);

    expect(parses(svg)).toBe(true);
    expect(svg).toContain('BadTitle');
    expect(svg).toContain('Publisher');
  });

  it.each(COMIC_CATEGORIES)('given a %s certificate, when drawn, then its label is in the category colour of spec 4 and names the category', (category) => {
    const svg = slabSvg(slabLabelOfRow(aSlabRow({ grade_type: category }), ORIGIN), drawn);

    expect(labelFill(svg)).toBe(SLAB_CATEGORY_COLOURS[category].background);
    expect(svg).toContain(`>${category.toUpperCase()}</text>`);
  });

  it('given the four categories, when their label colours are compared, then Verified is red, Authentic yellow, Certified blue and Raw Grade neutral', () => {
    const hue = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      const delta = max - min;
      const h = delta === 0 ? 0 : max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
      return { hue: (h * 60 + 360) % 360, saturation: max === 0 ? 0 : delta / max };
    };
    const of = (category: (typeof COMIC_CATEGORIES)[number]) => hue(SLAB_CATEGORY_COLOURS[category].background);

    expect(of('Verified').hue < 15 || of('Verified').hue > 345).toBe(true);
    expect(of('Authentic').hue).toBeGreaterThan(35);
    expect(of('Authentic').hue).toBeLessThan(60);
    expect(of('Certified').hue).toBeGreaterThan(200);
    expect(of('Certified').hue).toBeLessThan(240);
    expect(of('Raw Grade').saturation).toBeLessThan(0.15);
  });

  it('given a certificate, when its slab is rastered 400 pixels wide, then a QR decoder reads the URL of its public page on PUBLIC_ORIGIN', async () => {
    const label = slabLabelOfRow(aSlabRow({ certification_id: '25-ABCDEFG-MN-012' }), `${ORIGIN}/`);

    expect(await decodeQr(slabSvg(label, drawn), 400, fonts)).toBe('https://www.certus.example/certificate/25-ABCDEFG-MN-012');
  });

  it('given a certificate without a cover photo, when drawn, then the well holds a drawn cover with its title, issue and publisher, saying it is no photo', () => {
    const svg = slabSvg(slabLabelOfRow(aSlabRow({ title: 'Incredible Hulk', issue: '181', publisher: 'Marvel', year: 1974 }), ORIGIN), drawn);

    expect(svg).not.toContain('<image');
    expect(svg).toContain('>INCREDIBLE HULK</text>');
    expect(svg).toContain('>#181</text>');
    expect(svg).toContain('>MARVEL</text>');
    expect(svg).toContain('Illustration: no cover photo on file');
  });

  it('given a certificate with a cover photo, when drawn, then the well holds the photo (embedded, downscaled) and no drawn cover', async () => {
    const camera = await sharp({ create: { width: 2400, height: 3600, channels: 3, background: '#884422' } }).jpeg().toBuffer();
    const photo = await prepareCoverPhoto(camera);
    const svg = slabSvg(slabLabelOfRow(aSlabRow({ has_cover: true }), ORIGIN), { kind: 'photo', ...photo });

    expect(svg).toContain('<image data-part="cover-photo"');
    expect(svg).toContain('href="data:image/jpeg;base64,');
    expect(svg).not.toContain('Illustration: no cover photo on file');
    const embedded = Buffer.from(photo.jpegDataUri.split(',')[1]!, 'base64');
    expect((await sharp(embedded).metadata()).height).toBe(1000);
  });

  it('given a row carrying member, order and price fields, when the slab is drawn, then none of them reaches the image', () => {
    const row = { ...aSlabRow(), member_id: 'member-SECRET-42', order_id: '26-ORDERXYZ', total_cents: 987_654, insured_cents: 12_345_600, declared_value: '123456.00' };
    const svg = slabSvg(slabLabelOfRow(row, ORIGIN), drawn);

    for (const secret of ['SECRET', 'ORDERXYZ', '987654', '9,876.54', '123456', '123,456']) expect(svg).not.toContain(secret);
    expect(SLAB_LABEL_COLUMNS).not.toMatch(/member|order|price|total|insured|declared|cents/);
  });

  it('given a Japanese manga title, when rastered, then its glyphs come from the shipped fonts, not the missing-glyph box', async () => {
    const text = (content: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="80"><rect width="400" height="80" fill="#fff"/><text x="10" y="55" font-family="Inter, 'Noto Sans JP'" font-size="40">${content}</text></svg>`;
    const japanese = await renderPixels(text('ドラゴンボール'), 400, fonts);
    // Private-use characters are in no font: each is drawn as the missing-glyph box.
    const missing = await renderPixels(text('\uE000\uE001\uE002\uE003\uE004\uE005\uE006'), 400, fonts);
    const inked = (pixels: Buffer) => pixels.filter((_, i) => i % 4 === 0 && pixels[i]! < 128).length;

    expect(inked(japanese.pixels)).toBeGreaterThan(500);
    expect(japanese.pixels.equals(missing.pixels)).toBe(false);

    const slab = slabSvg(slabLabelOfRow(aSlabRow({ collectible_type: 'Manga', title: 'ドラゴンボール', publisher: '集英社', year: 1985 }), ORIGIN), drawn);
    expect(parses(slab)).toBe(true);
    expect(slab).toContain('ドラゴンボール #300');
  });

  it('given the same title spelled with and without its article, when drawn covers are coloured, then they get the same colours; another title gets others', () => {
    const a = coverPalette({ title: 'Amazing Spider-Man', publisher: 'Marvel', year: 1988 });

    expect(coverPalette({ title: 'Amazing Spider-Man, The', publisher: 'Marvel', year: 1988 })).toEqual(a);
    expect(coverPalette({ title: 'Incredible Hulk', publisher: 'Marvel', year: 1988 }).base).not.toBe(a.base);
    expect(coverPalette({ title: 'Amazing Spider-Man', publisher: 'Marvel', year: 1965 }).era).toBe('silver');
  });

  it('given a label, when its cache key is taken, then it changes with the label and with the cover photo, and only then', () => {
    const label = slabLabelOfRow(aSlabRow(), ORIGIN);

    expect(slabKey(label, null)).toBe(slabKey(slabLabelOfRow(aSlabRow(), ORIGIN), null));
    expect(slabKey(label, null)).not.toBe(slabKey(slabLabelOfRow(aSlabRow({ grade: '9.6' }), ORIGIN), null));
    expect(slabKey(label, null)).not.toBe(slabKey(label, 'a'.repeat(64)));
    expect(slabKey(label, null)).not.toBe(slabKey(slabLabelOfRow(aSlabRow(), 'https://elsewhere.example'), null));
  });
});
