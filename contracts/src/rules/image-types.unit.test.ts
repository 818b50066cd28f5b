import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import { CONTENT_IMAGE_LIMITS, checkContentImage } from './image-types.ts';

const u32be = (n: number) => Buffer.from([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
const u32le = (n: number) => Buffer.from([n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255]);
const chunk = (type: string, data: Buffer) => Buffer.concat([u32be(data.length), Buffer.from(type, 'latin1'), data, u32be(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])))]);

/** A real PNG: 8-bit greyscale, every scanline filter 0. */
function png(width: number, height: number, extra: Buffer[] = []): Buffer {
  const ihdr = Buffer.concat([u32be(width), u32be(height), Buffer.from([8, 0, 0, 0, 0])]);
  const raw = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0)), ...extra]);
}

/** A WebP container around one chunk. */
function webp(chunks: Buffer[]): Buffer {
  const body = Buffer.concat([Buffer.from('WEBP'), ...chunks]);
  return Buffer.concat([Buffer.from('RIFF'), u32le(body.length), body]);
}
const riffChunk = (type: string, data: Buffer) => Buffer.concat([Buffer.from(type, 'latin1'), u32le(data.length), data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
/** A VP8L (lossless) header: signature, 14-bit width-1 and height-1, then bits the check does not read. */
const vp8l = (width: number, height: number) => {
  const bits = (width - 1) | ((height - 1) << 14);
  return riffChunk('VP8L', Buffer.concat([Buffer.from([0x2f]), u32le(bits >>> 0), Buffer.alloc(20, 0)]));
};
/** A VP8 (lossy) key frame header: frame tag, start code, 14-bit dimensions. */
const vp8 = (width: number, height: number) => riffChunk('VP8 ', Buffer.concat([Buffer.from([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, width & 255, width >> 8, height & 255, height >> 8]), Buffer.alloc(30)]));

describe('content images by their bytes', () => {
  it('given a whole JPEG, then it is a JPEG with its dimensions', () => {
    const bytes = jpeg.encode({ data: Buffer.alloc(64 * 32 * 4, 200), width: 64, height: 32 }, 80).data;
    expect(checkContentImage(bytes)).toEqual({ ok: true, contentType: 'image/jpeg', extension: 'jpg', width: 64, height: 32 });
  });

  it('given a JPEG cut short, then it is damaged', () => {
    const bytes = jpeg.encode({ data: Buffer.alloc(64 * 32 * 4, 200), width: 64, height: 32 }, 80).data;
    expect(checkContentImage(bytes.subarray(0, bytes.length - 40))).toMatchObject({ ok: false, problem: 'damaged' });
  });

  it('given a whole PNG, then it is a PNG with its dimensions', () => {
    expect(checkContentImage(png(300, 100))).toEqual({ ok: true, contentType: 'image/png', extension: 'png', width: 300, height: 100 });
  });

  it('given a PNG with a byte changed inside a chunk, then its CRC gives it away', () => {
    const bytes = png(30, 10);
    bytes[40] = bytes[40]! ^ 0xff;
    expect(checkContentImage(bytes)).toMatchObject({ ok: false, problem: 'damaged' });
  });

  it('given a PNG without its IEND, then it is damaged', () => {
    const bytes = png(30, 10);
    expect(checkContentImage(bytes.subarray(0, bytes.length - 12))).toMatchObject({ ok: false, problem: 'damaged' });
  });

  it('given a PNG with a file riding after IEND, then it is refused', () => {
    expect(checkContentImage(png(30, 10, [Buffer.alloc(CONTENT_IMAGE_LIMITS.maxTrailingBytes + 1, 7)]))).toMatchObject({ ok: false, problem: 'damaged' });
  });

  it('given a PNG that asks for more pixels than the limit, then it is refused as too large', () => {
    const ihdr = Buffer.concat([u32be(20_000), u32be(20_000), Buffer.from([8, 0, 0, 0, 0])]);
    const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(10))), chunk('IEND', Buffer.alloc(0))]);
    expect(checkContentImage(bytes)).toMatchObject({ ok: false, problem: 'too-many-pixels' });
  });

  it('given a lossless WebP, then it is a WebP with its dimensions', () => {
    expect(checkContentImage(webp([vp8l(1200, 400)]))).toEqual({ ok: true, contentType: 'image/webp', extension: 'webp', width: 1200, height: 400 });
  });

  it('given a lossy WebP, then it is a WebP with its dimensions', () => {
    expect(checkContentImage(webp([vp8(640, 480)]))).toEqual({ ok: true, contentType: 'image/webp', extension: 'webp', width: 640, height: 480 });
  });

  it('given a WebP whose RIFF size runs past the file, then it is damaged', () => {
    const bytes = webp([vp8l(100, 100)]);
    expect(checkContentImage(bytes.subarray(0, bytes.length - 4))).toMatchObject({ ok: false, problem: 'damaged' });
  });

  it('given an animated WebP, then it is refused', () => {
    expect(checkContentImage(webp([riffChunk('VP8X', Buffer.alloc(10)), riffChunk('ANIM', Buffer.alloc(6)), riffChunk('ANMF', Buffer.alloc(16))]))).toMatchObject({ ok: false, problem: 'not-an-image' });
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['HTML', Buffer.from('<!doctype html><title>x</title>')],
    ['nothing', Buffer.alloc(0)],
  ])('given %s, then it is not an image the site takes', (_, bytes) => {
    expect(checkContentImage(bytes)).toMatchObject({ ok: false, problem: 'not-an-image' });
  });
});
