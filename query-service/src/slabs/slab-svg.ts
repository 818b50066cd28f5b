import { SLAB_CATEGORY_COLOURS, SLAB_VIEWBOX, gradeWords, slabAltText } from '@certus/contracts';
import { drawnCover, TEXT_FONT, type Box } from './drawn-cover.ts';
import { qrCodeSvg } from './qr-code.ts';
import type { SlabLabel } from './slab-label.ts';
import { escapeXml, fitHeadline, oneLine, truncateToWidth } from './svg-text.ts';

/** The book in the well: its photo (a JPEG as a data: URI, the only kind an SVG shown as an image may load), or a drawn cover. */
export type SlabCover = { kind: 'photo'; jpegDataUri: string } | { kind: 'drawn' };

const { width: W, height: H } = SLAB_VIEWBOX;
const LABEL: Box = { x: 28, y: 28, width: W - 56, height: 172 };
const WELL: Box = { x: 58, y: 218, width: W - 116, height: 690 };
const COVER: Box = { x: WELL.x + 10, y: WELL.y + 10, width: WELL.width - 20, height: WELL.height - 20 };
const QR_SIZE = 118;
const STRIP_HEIGHT = 32;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const text = (x: number, y: number, size: number, fill: string, content: string, extra = '') =>
  `<text x="${x}" y="${y}" font-family="${escapeXml(TEXT_FONT)}" font-size="${size}" fill="${fill}"${extra}>${escapeXml(content)}</text>`;

/** "Marvel · Nov 1974" */
function publicationLine(label: SlabLabel): string {
  const when = [label.month ? MONTHS[label.month - 1] : '', label.displayYear].filter(Boolean).join(' ');
  return [oneLine(label.publisher), when].filter(Boolean).join(' · ');
}

/** "Signed by Stan Lee, Len Wein" (Verified), "Signature of Stan Lee authenticated" (Authentic). */
function signatureLine(label: SlabLabel): string {
  const names = label.signatures.map((s) => oneLine(s.name)).filter(Boolean);
  if (names.length === 0) return '';
  return label.category === 'Authentic' ? `Signature${names.length > 1 ? 's' : ''} authenticated: ${names.join(', ')}` : `Signed by ${names.join(', ')}`;
}

/** The label: category strip, grade box, the book's lines, the QR code to the public certificate. */
function labelMarkup(label: SlabLabel): string {
  const colours = SLAB_CATEGORY_COLOURS[label.category];
  const { x, y, width, height } = LABEL;
  const grade = label.grade.toFixed(1);
  const words = gradeWords(label.grade);
  const qrX = x + width - QR_SIZE - 10;
  const qrY = y + STRIP_HEIGHT + (height - STRIP_HEIGHT - QR_SIZE) / 2;
  const gradeBox: Box = { x: x + 12, y: y + STRIP_HEIGHT + 10, width: 112, height: height - STRIP_HEIGHT - 20 };
  const textX = gradeBox.x + gradeBox.width + 16;
  const textWidth = qrX - 12 - textX;

  const book = oneLine(label.issue) ? `${oneLine(label.title)} #${oneLine(label.issue)}` : oneLine(label.title);
  const { size: titleSize, lines: titleLines } = fitHeadline(book, textWidth, { largest: 25, comfortable: 20, smallest: 16, maxLines: 2, face: 'bold' });
  const details = [publicationLine(label), oneLine(label.variant), label.pedigree ? `${oneLine(label.pedigree)} pedigree` : '', signatureLine(label), oneLine(label.keyComments)].filter(Boolean);

  let lineY = y + STRIP_HEIGHT + 10 + titleSize;
  const lines: string[] = [];
  for (const line of titleLines) {
    lines.push(text(textX, lineY, titleSize, colours.ink, line, ' font-weight="700"'));
    lineY += titleSize * 1.15;
  }
  lineY += 4;
  const bottom = y + height - 12;
  for (const detail of details) {
    if (lineY > bottom) break;
    lines.push(text(textX, Math.round(lineY), 15, colours.ink, truncateToWidth(detail, textWidth, 15)));
    lineY += 20;
  }

  const kind = label.category === 'Raw Grade' ? 'RAW GRADE' : label.category.toUpperCase();
  const stripText = label.collectibleType === 'Comic' ? kind : `${kind} · ${label.collectibleType.toUpperCase()}`;
  return (
    `<g data-part="label">` +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="8" fill="${colours.background}" stroke="${colours.accent}" stroke-width="2"/>` +
    `<path d="M${x} ${y + 8}a8 8 0 0 1 8-8h${width - 16}a8 8 0 0 1 8 8v${STRIP_HEIGHT - 8}h-${width}z" fill="${colours.accent}"/>` +
    text(x + 14, y + 22, 16, '#fff', 'CERTUS', ' font-weight="800" letter-spacing="3"') +
    text(x + 102, y + 22, 14, '#fff', stripText, ' font-weight="700" letter-spacing="1.5" data-part="category"') +
    text(x + width - 14, y + 22, 14, '#fff', label.certificationId, ' font-weight="700" text-anchor="end" letter-spacing="0.5" data-part="certification-id"') +
    `<rect x="${gradeBox.x}" y="${gradeBox.y}" width="${gradeBox.width}" height="${gradeBox.height}" rx="6" fill="#fff" stroke="${colours.accent}" stroke-width="2"/>` +
    text(gradeBox.x + gradeBox.width / 2, gradeBox.y + 64, 54, '#111', grade, ' font-weight="800" text-anchor="middle" data-part="grade"') +
    text(gradeBox.x + gradeBox.width / 2, gradeBox.y + 96, 17, '#333', words || 'GRADE', ' font-weight="700" text-anchor="middle" letter-spacing="1"') +
    lines.join('') +
    qrCodeSvg(label.certificateUrl, qrX, qrY, QR_SIZE).markup +
    `</g>`
  );
}

/** The holder: a clear shell with a sheen, the label on top, the book in its well. */
function shell(): { defs: string; body: string } {
  return {
    defs:
      `<linearGradient id="slab-shell" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f6f8"/><stop offset="1" stop-color="#c9cfd6"/></linearGradient>` +
      `<linearGradient id="slab-sheen" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.45" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
    body:
      `<rect x="1" y="1" width="${W - 2}" height="${H - 2}" rx="24" fill="url(#slab-shell)" stroke="#8c949d" stroke-width="2"/>` +
      `<rect x="14" y="14" width="${W - 28}" height="${H - 28}" rx="16" fill="none" stroke="#fff" stroke-opacity="0.8" stroke-width="3"/>` +
      `<rect x="${WELL.x}" y="${WELL.y}" width="${WELL.width}" height="${WELL.height}" rx="6" fill="#1b1f24" stroke="#6f7780" stroke-width="2"/>`,
  };
}

function coverMarkup(label: SlabLabel, cover: SlabCover): string {
  if (cover.kind === 'drawn') {
    return drawnCover(
      { title: label.title, issue: label.issue, publisher: label.publisher, year: label.year, displayYear: label.displayYear, collectibleType: label.collectibleType },
      COVER,
      'drawn',
    );
  }
  return `<image data-part="cover-photo" x="${COVER.x}" y="${COVER.y}" width="${COVER.width}" height="${COVER.height}" preserveAspectRatio="xMidYMid meet" href="${cover.jpegDataUri}"/>`;
}

/**
 * The whole slab as an SVG document: everything it prints comes from `label` (the certificate) and the cover;
 * every piece of text is escaped, and the title tells a screen reader what it shows.
 */
export function slabSvg(label: SlabLabel, cover: SlabCover): string {
  const description = slabAltText(label);
  const { defs, body } = shell();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(description)}">` +
    `<title>${escapeXml(description)}</title>` +
    `<defs>${defs}</defs>` +
    body +
    coverMarkup(label, cover) +
    labelMarkup(label) +
    `<rect x="1" y="1" width="${W - 2}" height="${H - 2}" rx="24" fill="url(#slab-sheen)" pointer-events="none"/>` +
    `</svg>`
  );
}
