/**
 * The Certus mark: a slab (a holder with its label on top) with a check on the book, in the brand navy (ink.8).
 * One drawing for the header, the favicon and the home-screen icon (scripts/render-site-images.ts writes
 * those two from here).
 */
export const LOGO_MARK = {
  viewBox: '0 0 32 32',
  navy: '#1c3d6e',
  holder: { x: 5.5, y: 1.5, width: 21, height: 29, rx: 3.5 },
  label: { x: 8.5, y: 4.5, width: 15, height: 6.5, rx: 1.3 },
  check: 'M11 20l3.6 3.6 6.9-7.6',
  checkWidth: 3,
} as const;

/** The mark as an SVG document: navy holder, white label and check (`inverse`: white holder on navy). */
export function logoMarkSvg({ inverse = false, size }: { inverse?: boolean; size?: number } = {}): string {
  const { holder: h, label: l, navy } = LOGO_MARK;
  const [body, detail] = inverse ? ['#fff', navy] : [navy, '#fff'];
  const dimensions = size ? ` width="${size}" height="${size}"` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${LOGO_MARK.viewBox}"${dimensions}>` +
    `<rect x="${h.x}" y="${h.y}" width="${h.width}" height="${h.height}" rx="${h.rx}" fill="${body}"/>` +
    `<rect x="${l.x}" y="${l.y}" width="${l.width}" height="${l.height}" rx="${l.rx}" fill="${detail}"/>` +
    `<path d="${LOGO_MARK.check}" fill="none" stroke="${detail}" stroke-width="${LOGO_MARK.checkWidth}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `</svg>`
  );
}
