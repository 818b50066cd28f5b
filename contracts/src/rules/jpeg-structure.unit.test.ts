import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { JPEG_LIMITS, checkJpegStructure, type JpegProblem } from './jpeg-structure.ts';

/** A real JPEG, encoded by jpeg-js (baseline, JFIF, 3 components) from a small gradient. */
function aRealJpeg(width = 16, height = 8, quality = 80): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([(i * 7) % 256, (i * 13) % 256, (i * 29) % 256, 255], i * 4);
  return jpeg.encode({ width, height, data }, quality).data;
}

const bytes = (...values: number[]) => Buffer.from(values);
const segment = (code: number, body: number[] | Buffer) => Buffer.concat([bytes(0xff, code, (body.length + 2) >> 8, (body.length + 2) & 0xff), Buffer.from(body)]);
/** Where each marker before the first scan's data sits: its code and offset. */
function markersOf(file: Buffer): { code: number; at: number; length: number }[] {
  const found: { code: number; at: number; length: number }[] = [];
  let pos = 2;
  while (pos < file.length && file[pos] === 0xff) {
    const code = file[pos + 1]!;
    const length = file.readUInt16BE(pos + 2);
    found.push({ code, at: pos, length });
    if (code === 0xda) break;
    pos += 2 + length;
  }
  return found;
}
const offsetOf = (file: Buffer, code: number) => markersOf(file).find((m) => m.code === code)!;
const problemOf = (file: Uint8Array): JpegProblem | 'ok' => {
  const check = checkJpegStructure(file);
  return check.ok ? 'ok' : check.problem;
};

/** Tables and a frame for a 1-component image, enough structure to hand-build scans around. */
const FRAME_PARTS = (sof: number, width = 8, height = 8) => [
  segment(0xdb, [0x00, ...new Array(64).fill(1)]), // DQT 0
  segment(sof, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
  segment(0xc4, [0x00, 1, ...new Array(15).fill(0), 0]), // DHT DC 0: one code
];
const SCAN = (data: number[]) => Buffer.concat([segment(0xda, [1, 1, 0x00, 0, 63, 0]), Buffer.from(data)]);

describe('a whole JPEG passes', () => {
  it('given a baseline JPEG from an encoder, then it passes with its size, components and one scan', () => {
    const file = aRealJpeg(16, 8);
    expect(jpeg.decode(file).width).toBe(16); // a decoder reads it too
    expect(checkJpegStructure(file)).toEqual({ ok: true, width: 16, height: 8, components: 3, progressive: false, scans: 1 });
  });

  it('given an Exif (APP1) segment and a comment, as cameras and editors write, then it passes', () => {
    const file = aRealJpeg();
    const exif = segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0'), Buffer.alloc(2_000, 7)]));
    const comment = segment(0xfe, Buffer.from('scanned at the counter'));
    expect(problemOf(Buffer.concat([file.subarray(0, 2), exif, comment, file.subarray(2)]))).toBe('ok');
  });

  it('given the layout of a progressive file (several scans with tables between them), then it passes as progressive', () => {
    const file = Buffer.concat([bytes(0xff, 0xd8), ...FRAME_PARTS(0xc2), SCAN([0x12, 0x34]), segment(0xc4, [0x10, 1, ...new Array(15).fill(0), 0]), SCAN([0x56]), bytes(0xff, 0xd9)]);
    expect(checkJpegStructure(file)).toEqual({ ok: true, width: 8, height: 8, components: 1, progressive: true, scans: 2 });
  });

  it('given scan data with stuffed bytes (FF 00), restart markers and fill bytes before the next marker, then it passes', () => {
    const file = Buffer.concat([bytes(0xff, 0xd8), ...FRAME_PARTS(0xc0), segment(0xdd, [0, 1]), SCAN([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xd1, 0x78]), bytes(0xff, 0xff, 0xff, 0xd9)]);
    expect(problemOf(file)).toBe('ok');
  });

  it(`given up to ${JPEG_LIMITS.maxTrailingBytes} bytes of padding after EOI, then it passes`, () => {
    expect(problemOf(Buffer.concat([aRealJpeg(), Buffer.alloc(JPEG_LIMITS.maxTrailingBytes)]))).toBe('ok');
  });
});

describe('anything less is refused', () => {
  it('given what the old check let through (FF D8 FF E0 and random bytes), then it is refused', () => {
    const fake = Buffer.concat([bytes(0xff, 0xd8, 0xff, 0xe0), Buffer.alloc(4_096, 0x41), bytes(0xff, 0xd9)]);
    expect(problemOf(fake)).not.toBe('ok');
  });

  it('given other files, then they are not JPEGs', () => {
    expect(problemOf(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBe('not-jpeg');
    expect(problemOf(Buffer.alloc(0))).toBe('not-jpeg');
    expect(problemOf(Buffer.from('<html><script>alert(1)</script></html>'))).toBe('not-jpeg');
  });

  it('given a real JPEG cut short anywhere, then every shorter copy is refused', () => {
    const file = aRealJpeg(24, 16);
    for (let length = 0; length < file.length; length++) {
      expect(problemOf(file.subarray(0, length)), `cut at ${length} of ${file.length}`).not.toBe('ok');
    }
    expect(problemOf(file.subarray(0, file.length - 2))).toBe('truncated'); // EOI gone
  });

  it('given a segment length that runs past the end, or is below 2, then it is refused', () => {
    const file = Buffer.from(aRealJpeg());
    const dqt = offsetOf(file, 0xdb);
    const long = Buffer.from(file);
    long.writeUInt16BE(0xffff, dqt.at + 2);
    expect(problemOf(long)).not.toBe('ok');
    const short = Buffer.from(file);
    short.writeUInt16BE(1, dqt.at + 2);
    expect(problemOf(short)).toBe('malformed');
  });

  it('given a frame of 0 pixels, or over the limits, then the dimensions are refused', () => {
    const file = Buffer.from(aRealJpeg());
    const sof = offsetOf(file, 0xc0).at;
    const withSize = (height: number, width: number) => {
      const copy = Buffer.from(file);
      copy.writeUInt16BE(height, sof + 5);
      copy.writeUInt16BE(width, sof + 7);
      return copy;
    };
    expect(problemOf(withSize(0, 16))).toBe('bad-dimensions');
    expect(problemOf(withSize(8, 0))).toBe('bad-dimensions');
    expect(problemOf(withSize(8, JPEG_LIMITS.maxSide + 1))).toBe('bad-dimensions');
    expect(problemOf(withSize(15_000, 15_000))).toBe('bad-dimensions'); // 225 megapixels
    expect(problemOf(withSize(12_000, 16_000))).toBe('ok');
  });

  it('given a frame whose length does not match its components, or with odd precision or sampling, then it is malformed', () => {
    const file = Buffer.from(aRealJpeg());
    const sof = offsetOf(file, 0xc0).at;
    const components = Buffer.from(file);
    components[sof + 9] = 2; // says 2 components, carries 3
    expect(problemOf(components)).toBe('malformed');
    const precision = Buffer.from(file);
    precision[sof + 4] = 9;
    expect(problemOf(precision)).toBe('malformed');
    const sampling = Buffer.from(file);
    sampling[sof + 11] = 0x50;
    expect(problemOf(sampling)).toBe('malformed');
  });

  it('given two frames, a scan before the frame, or no scan, then it is refused', () => {
    const [dqt, sof, dht] = FRAME_PARTS(0xc0);
    const ending = bytes(0xff, 0xd9);
    expect(problemOf(Buffer.concat([bytes(0xff, 0xd8), dqt!, sof!, sof!, dht!, SCAN([1]), ending]))).toBe('malformed');
    expect(problemOf(Buffer.concat([bytes(0xff, 0xd8), dqt!, dht!, SCAN([1]), ending]))).toBe('malformed');
    expect(problemOf(Buffer.concat([bytes(0xff, 0xd8), dqt!, sof!, dht!, ending]))).toBe('no-image');
    expect(problemOf(Buffer.concat([bytes(0xff, 0xd8), dqt!, dht!, ending]))).toBe('no-image');
  });

  it('given markers that cannot stand between segments (a second SOI, a restart, a reserved code, a stray byte), then it is malformed', () => {
    const file = aRealJpeg();
    const insert = (extra: Buffer) => Buffer.concat([file.subarray(0, 2), extra, file.subarray(2)]);
    expect(problemOf(insert(bytes(0xff, 0xd8)))).toBe('malformed');
    expect(problemOf(insert(bytes(0xff, 0xd3)))).toBe('malformed');
    expect(problemOf(insert(bytes(0xff, 0x02, 0x00, 0x02)))).toBe('malformed');
    expect(problemOf(insert(bytes(0x00)))).toBe('malformed');
  });

  it(`given more than ${JPEG_LIMITS.maxTrailingBytes} bytes after EOI (an appended archive, a second image, a motion photo), then it is refused`, () => {
    const file = aRealJpeg();
    expect(problemOf(Buffer.concat([file, Buffer.alloc(JPEG_LIMITS.maxTrailingBytes + 1)]))).toBe('trailing-data');
    expect(problemOf(Buffer.concat([file, aRealJpeg(64, 64)]))).toBe('trailing-data');
    expect(problemOf(Buffer.concat([file, Buffer.from('PK\x03\x04'), Buffer.alloc(4_000, 1)]))).toBe('trailing-data');
  });

  it('given a corrupted byte in the middle of the headers, then it is refused rather than read on', () => {
    const file = Buffer.from(aRealJpeg());
    const dht = offsetOf(file, 0xc4).at;
    file[dht] = 0x00; // the marker's FF is gone
    expect(problemOf(file)).toBe('malformed');
  });
});
