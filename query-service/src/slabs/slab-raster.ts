import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';

/**
 * SVG to pixels with resvg (Rust; fonts given as files, so the picture is the same on every machine), pixels
 * to WebP with sharp (libvips). resvg alone only writes PNG, which for a photographed cover is ten times the
 * bytes of a WebP of the same look.
 */

/** The longest side a cover photo is embedded at: enough for the widest raster (800 px, the cover ~620 px across). */
const COVER_EMBED_HEIGHT = 1000;

export interface PreparedCover {
  jpegDataUri: string;
}

/**
 * The stored photo (up to 50 MB, straight from the camera) scaled down and re-encoded for embedding: an SVG
 * shown as an image loads nothing from outside, so the photo travels inside it as a data: URI. EXIF rotation
 * is applied, metadata (GPS, camera) dropped.
 */
export async function prepareCoverPhoto(jpeg: Buffer): Promise<PreparedCover> {
  const scaled = await sharp(jpeg, { failOn: 'error' })
    .rotate()
    .resize({ height: COVER_EMBED_HEIGHT, width: COVER_EMBED_HEIGHT, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
  return { jpegDataUri: `data:image/jpeg;base64,${scaled.toString('base64')}` };
}

/** The SVG drawn `width` pixels wide, as RGBA pixels (the tests read the QR code back from these). */
export async function renderPixels(svg: string, width: number, fontFiles: readonly string[]): Promise<{ pixels: Buffer; width: number; height: number }> {
  const rendered = await renderAsync(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false, fontFiles: [...fontFiles], defaultFontFamily: 'Inter' },
    shapeRendering: 2,
    textRendering: 1,
    logLevel: 'off',
  });
  return { pixels: rendered.pixels, width: rendered.width, height: rendered.height };
}

/** The SVG as a WebP `width` pixels wide. */
export async function renderWebp(svg: string, width: number, fontFiles: readonly string[]): Promise<Buffer> {
  const image = await renderPixels(svg, width, fontFiles);
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .webp({ quality: 82, alphaQuality: 90, effort: 4, smartSubsample: true })
    .toBuffer();
}
