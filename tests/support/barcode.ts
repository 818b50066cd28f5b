import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zxing from '@zxing/library';
import { PNG } from 'pngjs';

const run = promisify(execFile);

/**
 * Reads the Code 128 barcode off the first page of a PDF, as a scanner at the receiving desk would: the page
 * is rendered to an image by poppler (pdftoppm -png, 150 dpi, as a print would be), then decoded by ZXing
 * from the pixels alone, knowing nothing of how the PDF was drawn.
 */
export async function readCode128FromPdf(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'certus-barcode-'));
  try {
    await writeFile(path.join(dir, 'slip.pdf'), pdf);
    await run('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', path.join(dir, 'slip.pdf'), path.join(dir, 'page')]);
    const png = PNG.sync.read(await readFile(path.join(dir, 'page.png')));
    return decodeCode128(png.width, png.height, png.data);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Decodes a Code 128 symbol from RGBA pixels (the whole image is searched, row by row). */
export function decodeCode128(width: number, height: number, rgba: Uint8Array): string {
  const luminances = new Uint8ClampedArray(width * height);
  for (let i = 0; i < width * height; i++) {
    luminances[i] = Math.round(0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!);
  }
  const bitmap = new zxing.BinaryBitmap(new zxing.HybridBinarizer(new zxing.RGBLuminanceSource(luminances, width, height)));
  const hints = new Map<zxing.DecodeHintType, unknown>([
    [zxing.DecodeHintType.POSSIBLE_FORMATS, [zxing.BarcodeFormat.CODE_128]],
    [zxing.DecodeHintType.TRY_HARDER, true],
  ]);
  return new zxing.MultiFormatReader().decode(bitmap, hints).getText();
}
