import QRCode from 'qrcode';

/** A QR code as SVG: a white square (the quiet zone included) and one path of its dark modules. */
export interface QrSvg {
  /** `<g>` drawing the code at (x, y), `size` units square. */
  markup: string;
  /** Modules across, quiet zone excluded (the version: 21 + 4 per step). */
  modules: number;
}

/** The quiet zone the standard asks for around the symbol, in modules. */
const QUIET_ZONE = 4;

/**
 * The code of `text` (error correction M: survives scuffs on a slab photographed at an angle), drawn as one
 * path of unit squares scaled into `size`. crispEdges keeps module edges sharp in small rasters, which is what
 * lets a phone (and the tests' decoder) read it from a 400-pixel thumbnail.
 */
export function qrCodeSvg(text: string, x: number, y: number, size: number): QrSvg {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const span = n + QUIET_ZONE * 2;
  let path = '';
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  const scale = size / span;
  const markup =
    `<g transform="translate(${x} ${y}) scale(${+scale.toFixed(5)})" shape-rendering="crispEdges">` +
    `<rect width="${span}" height="${span}" fill="#fff"/><path d="${path}" fill="#000"/></g>`;
  return { markup, modules: n };
}
