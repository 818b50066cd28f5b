import { checkJpegStructure } from './jpeg-structure.ts';

/**
 * What an uploaded image for the site's content (banners, slides, event and news pictures) really is, by its
 * bytes and never by the name or the Content-Type the client sent: a whole JPEG, PNG or WebP with sane
 * dimensions, or a refusal. Without decoding a pixel:
 * - JPEG: the cover upload's structural check (jpeg-structure.ts);
 * - PNG: the signature, then chunks (length, type, data, CRC-32 checked) from IHDR (first, 13 bytes) through at
 *   least one IDAT to IEND, with at most CONTENT_IMAGE_LIMITS.maxTrailingBytes after it;
 * - WebP: a RIFF container of type WEBP whose size matches the file, holding a VP8, VP8L or VP8X image whose
 *   header gives the dimensions (VP8X: an extended file, its image chunk inside).
 * SVG is not taken: it is a document that can carry script, not a picture.
 */
export const CONTENT_IMAGE_LIMITS = {
  maxSide: 10_000,
  maxPixels: 50_000_000,
  maxTrailingBytes: 1_024,
} as const;

export type ImageProblem = 'not-an-image' | 'damaged' | 'too-many-pixels';
export type ImageCheck =
  | { ok: true; contentType: 'image/jpeg' | 'image/png' | 'image/webp'; extension: 'jpg' | 'png' | 'webp'; width: number; height: number }
  | { ok: false; problem: ImageProblem; detail: string };

const fail = (problem: ImageProblem, detail: string): ImageCheck => ({ ok: false, problem, detail });

function sized(found: Omit<Extract<ImageCheck, { ok: true }>, 'ok'>): ImageCheck {
  const { width, height } = found;
  if (width < 1 || height < 1) return fail('damaged', `it is ${width} by ${height} pixels`);
  if (width > CONTENT_IMAGE_LIMITS.maxSide || height > CONTENT_IMAGE_LIMITS.maxSide || width * height > CONTENT_IMAGE_LIMITS.maxPixels) {
    return fail('too-many-pixels', `it is ${width} by ${height} pixels`);
  }
  return { ok: true, ...found };
}

export function checkContentImage(bytes: Uint8Array): ImageCheck {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    const jpeg = checkJpegStructure(bytes);
    if (!jpeg.ok) return fail('damaged', `JPEG: ${jpeg.detail}`);
    return sized({ contentType: 'image/jpeg', extension: 'jpg', width: jpeg.width, height: jpeg.height });
  }
  if (startsWith(bytes, PNG_SIGNATURE)) return checkPng(bytes);
  if (startsWith(bytes, ASCII('RIFF')) && bytes.length >= 12 && startsWith(bytes.subarray(8), ASCII('WEBP'))) return checkWebp(bytes);
  return fail('not-an-image', 'it is not a JPEG, PNG or WebP file');
}

const ASCII = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  if (bytes.length < prefix.length) return false;
  return prefix.every((b, i) => bytes[i] === b);
}

const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u32le = (b: Uint8Array, at: number) => b[at]! + (b[at + 1]! << 8) + (b[at + 2]! << 16) + ((b[at + 3]! << 24) >>> 0);
const u24le = (b: Uint8Array, at: number) => b[at]! + (b[at + 1]! << 8) + (b[at + 2]! << 16);
const u16le = (b: Uint8Array, at: number) => b[at]! + (b[at + 1]! << 8);
const typeAt = (b: Uint8Array, at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);

let crcTable: Uint32Array | undefined;
function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function checkPng(bytes: Uint8Array): ImageCheck {
  let at = PNG_SIGNATURE.length;
  let size: { width: number; height: number } | undefined;
  let sawData = false;
  for (let index = 0; ; index++) {
    if (at + 12 > bytes.length) return fail('damaged', 'PNG: the file ends inside a chunk, before IEND');
    const length = u32be(bytes, at);
    const type = typeAt(bytes, at + 4);
    if (length > 0x7fffffff || at + 12 + length > bytes.length) return fail('damaged', `PNG: chunk ${type} runs past the end of the file`);
    if (!/^[A-Za-z]{4}$/.test(type)) return fail('damaged', 'PNG: a chunk type is not four letters');
    const stored = u32be(bytes, at + 8 + length);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== stored) return fail('damaged', `PNG: chunk ${type} fails its CRC`);
    if (index === 0) {
      if (type !== 'IHDR' || length !== 13) return fail('damaged', 'PNG: the first chunk is not a 13-byte IHDR');
      size = { width: u32be(bytes, at + 8), height: u32be(bytes, at + 12) };
    } else if (type === 'IHDR') {
      return fail('damaged', 'PNG: a second IHDR');
    }
    if (type === 'IDAT') sawData = true;
    at += 12 + length;
    if (type === 'IEND') break;
  }
  if (!sawData) return fail('damaged', 'PNG: no image data (IDAT)');
  if (bytes.length - at > CONTENT_IMAGE_LIMITS.maxTrailingBytes) return fail('damaged', `PNG: ${bytes.length - at} bytes after IEND`);
  return sized({ contentType: 'image/png', extension: 'png', ...size! });
}

function checkWebp(bytes: Uint8Array): ImageCheck {
  const riffEnd = 8 + u32le(bytes, 4);
  if (riffEnd > bytes.length) return fail('damaged', 'WebP: the file is shorter than its RIFF size');
  if (bytes.length - riffEnd > CONTENT_IMAGE_LIMITS.maxTrailingBytes) return fail('damaged', `WebP: ${bytes.length - riffEnd} bytes after the RIFF container`);
  let at = 12;
  let size: { width: number; height: number } | undefined;
  let extended: { width: number; height: number } | undefined;
  while (at + 8 <= riffEnd) {
    const type = typeAt(bytes, at);
    const length = u32le(bytes, at + 4);
    const data = at + 8;
    if (data + length > riffEnd) return fail('damaged', `WebP: chunk ${type} runs past the container`);
    if (type === 'VP8X' && at === 12) {
      if (length < 10) return fail('damaged', 'WebP: VP8X is too short');
      extended = { width: u24le(bytes, data + 4) + 1, height: u24le(bytes, data + 7) + 1 };
    } else if (type === 'VP8 ' && !size) {
      // A key frame: 3 bytes of frame tag, the start code 9D 01 2A, then 14-bit width and height.
      if (length < 10 || bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) return fail('damaged', 'WebP: VP8 has no key frame start code');
      size = { width: u16le(bytes, data + 6) & 0x3fff, height: u16le(bytes, data + 8) & 0x3fff };
    } else if (type === 'VP8L' && !size) {
      if (length < 5 || bytes[data] !== 0x2f) return fail('damaged', 'WebP: VP8L has no signature');
      const bits = u32le(bytes, data + 1);
      size = { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    } else if (type === 'ANMF') {
      return fail('not-an-image', 'WebP: animations are not taken');
    }
    at = data + length + (length % 2);
  }
  if (at !== riffEnd && at !== riffEnd + 1) return fail('damaged', 'WebP: the chunks do not fill the container');
  if (!size) return fail('damaged', 'WebP: no VP8 or VP8L image in the file');
  if (extended && (extended.width !== size.width || extended.height !== size.height)) {
    // An extended file with one still image: its canvas is the image's size.
    return fail('damaged', 'WebP: the canvas and the image sizes differ');
  }
  return sized({ contentType: 'image/webp', extension: 'webp', ...size });
}
