/**
 * Whether a file is a whole JPEG image, by its structure (ITU T.81, Annex B), without decoding a pixel: what an
 * upload of a cover photo must pass before it is stored and served (spec 9 imaging). The rule:
 *
 * 1. It starts with SOI (FF D8) and every marker after it is well-formed: a marker is FF (fill bytes FF may
 *    precede it) and a code; segments carry a length of at least 2 that stays inside the file; standalone
 *    markers (TEM, RSTn inside a scan) have none; reserved codes, a second SOI and RSTn outside a scan are refused.
 * 2. Exactly one frame (SOFn, any of the 13 kinds: baseline, extended, progressive, lossless, arithmetic), its
 *    segment as long as its component count says, with a precision the kind allows, 1 to 4 components, sampling
 *    factors 1 to 4, and sane dimensions: each side 1 to JPEG_LIMITS.maxSide pixels (a height of 0, to be given
 *    later by DNL, is refused) and at most JPEG_LIMITS.maxPixels pixels, so a small file cannot ask for gigabytes
 *    when someone decodes it later.
 * 3. At least one scan (SOS) after the frame, each well-formed (1 to 4 components, length 6 + 2 per component),
 *    its entropy-coded data running until the next marker (FF 00 and RSTn belong to the data).
 * 4. It ends with EOI (FF D9); after it, at most JPEG_LIMITS.maxTrailingBytes bytes (padding some tools add).
 *    More is refused: a motion photo's video, a second image, or anything appended to ride along with the photo.
 */
export const JPEG_LIMITS = {
  maxSide: 20_000,
  maxPixels: 200_000_000,
  maxTrailingBytes: 1_024,
} as const;

export type JpegProblem =
  /** Not a JPEG at all: no SOI at the start. */
  | 'not-jpeg'
  /** The file ends inside a segment, a scan, or before EOI: cut short. */
  | 'truncated'
  /** A marker, segment or frame that breaks the format. */
  | 'malformed'
  /** No frame or no scan before EOI: there is no image in it. */
  | 'no-image'
  /** A frame of 0 pixels, or larger than JPEG_LIMITS allow. */
  | 'bad-dimensions'
  /** More than JPEG_LIMITS.maxTrailingBytes after EOI. */
  | 'trailing-data';

export type JpegCheck =
  | { ok: true; width: number; height: number; components: number; progressive: boolean; scans: number }
  | { ok: false; problem: JpegProblem; detail: string };

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const TEM = 0x01;
const isRst = (code: number) => code >= 0xd0 && code <= 0xd7;
/** SOF0-SOF15 without DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isSof = (code: number) => code >= 0xc0 && code <= 0xcf && code !== 0xc4 && code !== 0xc8 && code !== 0xcc;
const isLossless = (code: number) => code === 0xc3 || code === 0xc7 || code === 0xcb || code === 0xcf;
const isProgressive = (code: number) => code === 0xc2 || code === 0xc6 || code === 0xca || code === 0xce;
const hex = (code: number) => `FF ${code.toString(16).toUpperCase().padStart(2, '0')}`;

const fail = (problem: JpegProblem, detail: string): JpegCheck => ({ ok: false, problem, detail });

export function checkJpegStructure(bytes: Uint8Array): JpegCheck {
  const size = bytes.length;
  if (size < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) return fail('not-jpeg', 'it does not start with SOI (FF D8)');
  let pos = 2;
  let frame: { code: number; width: number; height: number; components: number } | undefined;
  let scans = 0;
  const u16 = (at: number) => (bytes[at]! << 8) | bytes[at + 1]!;

  for (;;) {
    if (pos >= size) return fail('truncated', `the file ends at byte ${size} without EOI`);
    if (bytes[pos] !== 0xff) return fail('malformed', `byte ${pos} should start a marker (FF), not ${bytes[pos]!.toString(16)}`);
    while (pos < size && bytes[pos] === 0xff) pos++; // FF fill bytes may pad before a marker
    if (pos >= size) return fail('truncated', `the file ends at byte ${size} inside a marker`);
    const markerAt = pos - 1;
    const code = bytes[pos++]!;

    if (code === EOI) {
      if (!frame) return fail('no-image', 'EOI before any frame (SOF)');
      if (scans === 0) return fail('no-image', 'EOI before any scan (SOS)');
      const trailing = size - pos;
      if (trailing > JPEG_LIMITS.maxTrailingBytes) return fail('trailing-data', `${trailing} bytes follow EOI (at most ${JPEG_LIMITS.maxTrailingBytes})`);
      return { ok: true, width: frame.width, height: frame.height, components: frame.components, progressive: isProgressive(frame.code), scans };
    }
    if (code === TEM) continue;
    if (code === 0x00 || code === SOI || isRst(code) || code < 0xc0) {
      return fail('malformed', `${hex(code)} at byte ${markerAt} cannot stand there`);
    }

    if (pos + 2 > size) return fail('truncated', `the file ends inside the length of ${hex(code)} at byte ${markerAt}`);
    const length = u16(pos);
    if (length < 2) return fail('malformed', `${hex(code)} at byte ${markerAt} has length ${length}`);
    const end = pos + length;
    if (end > size) return fail('truncated', `${hex(code)} at byte ${markerAt} runs ${end - size} bytes past the end`);
    const body = pos + 2;

    if (isSof(code)) {
      if (frame) return fail('malformed', `a second frame (${hex(code)}) at byte ${markerAt}`);
      if (length < 8) return fail('malformed', `frame ${hex(code)} is too short`);
      const precision = bytes[body]!;
      const height = u16(body + 1);
      const width = u16(body + 3);
      const components = bytes[body + 5]!;
      const precisionOk = isLossless(code) ? precision >= 2 && precision <= 16 : precision === 8 || (precision === 12 && code !== 0xc0);
      if (!precisionOk) return fail('malformed', `frame ${hex(code)} has a precision of ${precision} bits`);
      if (components < 1 || components > 4) return fail('malformed', `frame ${hex(code)} has ${components} components`);
      if (length !== 8 + 3 * components) return fail('malformed', `frame ${hex(code)} is ${length} bytes long for ${components} components`);
      for (let c = 0; c < components; c++) {
        const sampling = bytes[body + 6 + 3 * c + 1]!;
        const [h, v] = [sampling >> 4, sampling & 0x0f];
        if (h < 1 || h > 4 || v < 1 || v > 4) return fail('malformed', `frame component ${c + 1} has sampling factors ${h}x${v}`);
      }
      if (width < 1 || height < 1) return fail('bad-dimensions', `the frame is ${width}x${height} pixels`);
      if (width > JPEG_LIMITS.maxSide || height > JPEG_LIMITS.maxSide || width * height > JPEG_LIMITS.maxPixels) {
        return fail('bad-dimensions', `the frame is ${width}x${height} pixels (at most ${JPEG_LIMITS.maxSide} a side, ${JPEG_LIMITS.maxPixels} in all)`);
      }
      frame = { code, width, height, components };
      pos = end;
      continue;
    }

    if (code === SOS) {
      if (!frame) return fail('malformed', `a scan (SOS) at byte ${markerAt} before any frame`);
      const scanComponents = length >= 3 ? bytes[body]! : 0;
      if (scanComponents < 1 || scanComponents > 4 || scanComponents > frame.components) {
        return fail('malformed', `the scan at byte ${markerAt} has ${scanComponents} components`);
      }
      if (length !== 6 + 2 * scanComponents) return fail('malformed', `the scan at byte ${markerAt} is ${length} bytes long for ${scanComponents} components`);
      scans++;
      // Entropy-coded data: FF 00 is a data byte FF, FF D0-D7 a restart marker; any other marker ends it.
      pos = end;
      for (;;) {
        if (pos + 1 >= size) return fail('truncated', `the file ends inside scan ${scans}`);
        if (bytes[pos] !== 0xff) {
          pos++;
          continue;
        }
        const next = bytes[pos + 1]!;
        if (next === 0x00 || isRst(next)) {
          pos += 2;
          continue;
        }
        if (next === 0xff) {
          pos++; // fill byte before the marker that ends the scan
          continue;
        }
        break;
      }
      continue;
    }

    pos = end; // any other segment: tables (DQT, DHT, DRI), application data (APPn: JFIF, Exif, ICC), comments
  }
}
