import { ageLabel, normalizeTitle } from '@certus/contracts';
import { escapeXml, fitFontSize, fitHeadline, oneLine, truncateToWidth } from './svg-text.ts';

/** What a drawn cover says: the book, never anything about its copy. */
export interface DrawnCoverBook {
  title: string;
  issue: string;
  publisher: string;
  year: number;
  displayYear: string;
  collectibleType: 'Comic' | 'Magazine' | 'Manga';
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The faces of the drawn cover: a comic masthead, and a plain face for the small print. */
export const DISPLAY_FONT = `Bangers, 'Noto Sans JP', Impact, 'Arial Black', sans-serif`;
export const TEXT_FONT = `Inter, 'Noto Sans JP', 'Helvetica Neue', Arial, sans-serif`;

type Era = 'vintage' | 'silver' | 'bronze' | 'copper' | 'modern';

/** Spec 9's age labels, grouped by how their covers look. */
function eraOf(year: number): Era {
  const age = ageLabel(year);
  if (age === 'Platinum Age' || age === 'Golden Age' || age === 'Atom Age') return 'vintage';
  if (age === 'Silver Age') return 'silver';
  if (age === 'Bronze Age') return 'bronze';
  if (age === 'Copper Age') return 'copper';
  return 'modern';
}

/**
 * FNV-1a with MurmurHash3's final mix: a small, stable hash (the same book gets the same colours on every server
 * and every release); the mix spreads titles that differ in a few letters over the whole colour wheel.
 */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

function hslToHex(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Saturation and lightness of the cover's base, its masthead and its medallion, per era. */
const ERA_TONES: Record<Era, { s: number; l: number; mastheadL: number; medallionL: number }> = {
  vintage: { s: 42, l: 50, mastheadL: 30, medallionL: 78 },
  silver: { s: 72, l: 46, mastheadL: 28, medallionL: 82 },
  bronze: { s: 58, l: 38, mastheadL: 22, medallionL: 74 },
  copper: { s: 64, l: 34, mastheadL: 18, medallionL: 70 },
  modern: { s: 52, l: 24, mastheadL: 12, medallionL: 62 },
};

export interface CoverPalette {
  era: Era;
  base: string;
  masthead: string;
  medallion: string;
  burst: string;
}

/**
 * The cover's colours, derived from the title and publisher alone (one series keeps its colour: "Amazing
 * Spider-Man, The" and "Amazing Spider-Man" are one title), toned by the book's age.
 */
export function coverPalette(book: Pick<DrawnCoverBook, 'title' | 'publisher' | 'year'>): CoverPalette {
  const seed = fnv1a(`${normalizeTitle(book.title)}|${book.publisher.trim().toLowerCase()}`);
  const hue = seed % 360;
  const era = eraOf(book.year);
  const tone = ERA_TONES[era];
  return {
    era,
    base: hslToHex(hue, tone.s, tone.l),
    masthead: hslToHex(hue, Math.min(tone.s + 10, 90), tone.mastheadL),
    medallion: hslToHex((hue + 180) % 360, 70, tone.medallionL),
    burst: hslToHex((hue + 40) % 360, tone.s, Math.min(tone.l + 18, 80)),
  };
}

/** An n-pointed star centred on (cx, cy). */
function starburst(cx: number, cy: number, outer: number, inner: number, points: number, turn: number): string {
  const corners: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = turn + (Math.PI * i) / points;
    corners.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return corners.join(' ');
}

/** The era's texture over the base: Ben-Day dots, stripes, a grid, a glow; aged paper for the oldest. */
function texture(era: Era, id: string, box: Box): { defs: string; layer: string } {
  const { x, y, width, height } = box;
  const fill = (pattern: string, opacity: number) => `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#${id}-${pattern})" opacity="${opacity}"/>`;
  switch (era) {
    case 'silver':
      return {
        defs: `<pattern id="${id}-dots" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="3" fill="#fff"/><circle cx="11" cy="11" r="3" fill="#fff"/></pattern>`,
        layer: fill('dots', 0.16),
      };
    case 'bronze':
      return {
        defs: `<pattern id="${id}-stripes" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="12" height="28" fill="#000"/></pattern>`,
        layer: fill('stripes', 0.12),
      };
    case 'copper':
      return {
        defs: `<pattern id="${id}-grid" width="36" height="36" patternUnits="userSpaceOnUse"><path d="M36 0H0V36" fill="none" stroke="#fff" stroke-width="1.5"/></pattern>`,
        layer: fill('grid', 0.14),
      };
    case 'modern':
      return {
        defs: `<radialGradient id="${id}-glow" cx="0.5" cy="0.55" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
        layer: fill('glow', 1),
      };
    case 'vintage':
      return {
        defs: `<linearGradient id="${id}-paper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3e6c4"/><stop offset="1" stop-color="#c9a96a"/></linearGradient>`,
        layer: fill('paper', 0.3),
      };
  }
}

/**
 * A typeset stand-in for a book that was not photographed: title as a masthead, the issue in a medallion on a
 * starburst, publisher and year below, on colours of its own (coverPalette). It says plainly that it is not
 * a photograph, so nobody takes it for the copy's real cover.
 */
export function drawnCover(book: DrawnCoverBook, box: Box, id = 'cover'): string {
  const palette = coverPalette(book);
  const { x, y, width, height } = box;
  const pad = 22;
  const inner = width - pad * 2;
  const seed = fnv1a(`${book.title}|${book.issue}`);

  // The masthead: the title in up to three lines, as large as it fits.
  const title = oneLine(book.title) || 'Untitled';
  const { size: titleSize, lines: titleLines } = fitHeadline(title.toUpperCase(), inner, { largest: 84, comfortable: 52, smallest: 30, maxLines: 3, face: 'display' });
  const lineHeight = titleSize * 1.02;
  const mastheadHeight = pad + titleLines.length * lineHeight + 26;
  const mastheadText = titleLines
    .map(
      (line, i) =>
        `<text x="${x + width / 2}" y="${(y + pad + titleSize * 0.86 + i * lineHeight).toFixed(1)}" text-anchor="middle" font-family="${escapeXml(DISPLAY_FONT)}" font-size="${titleSize}" fill="#fff" stroke="#111" stroke-width="${(titleSize / 14).toFixed(1)}" stroke-linejoin="round" paint-order="stroke" letter-spacing="1">${escapeXml(line)}</text>`,
    )
    .join('');

  // The issue medallion on its starburst, in the middle of what is left.
  const footerHeight = 92;
  const artTop = y + mastheadHeight;
  const artHeight = height - mastheadHeight - footerHeight;
  const cx = x + width / 2;
  const cy = artTop + artHeight / 2;
  const radius = Math.max(Math.min(inner, artHeight) / 2 - 8, 40);
  const issue = oneLine(book.issue);
  const issueText = issue ? `#${issue}` : book.collectibleType.toUpperCase();
  const issueSize = fitFontSize(issueText, radius * 1.5, Math.round(radius * 0.85), 18, 'display');
  const points = 10 + (seed % 7);
  const turn = ((seed >>> 8) % 360) * (Math.PI / 180);

  const publisher = truncateToWidth(oneLine(book.publisher).toUpperCase(), inner, 24, 'bold');
  const yearLine = [book.displayYear, book.displayYear ? ageLabel(book.year) : '', book.collectibleType === 'Comic' ? '' : book.collectibleType].filter(Boolean).join(' · ');
  const { defs, layer } = texture(palette.era, id, box);

  return (
    `<g>` +
    `<defs>${defs}<clipPath id="${id}-clip"><rect x="${x}" y="${y}" width="${width}" height="${height}"/></clipPath></defs>` +
    `<g clip-path="url(#${id}-clip)">` +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${palette.base}"/>` +
    `<polygon points="${starburst(cx, cy, radius * 1.45, radius * 1.02, points, turn)}" fill="${palette.burst}" opacity="0.85"/>` +
    layer +
    `<rect x="${x}" y="${y}" width="${width}" height="${mastheadHeight}" fill="${palette.masthead}"/>` +
    mastheadText +
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${palette.medallion}" stroke="#111" stroke-width="5"/>` +
    `<text x="${cx}" y="${(cy + issueSize * 0.34).toFixed(1)}" text-anchor="middle" font-family="${escapeXml(DISPLAY_FONT)}" font-size="${issueSize}" fill="#111">${escapeXml(issueText)}</text>` +
    `<rect x="${x}" y="${y + height - footerHeight}" width="${width}" height="${footerHeight}" fill="#111" opacity="0.82"/>` +
    `<text x="${cx}" y="${y + height - footerHeight + 34}" text-anchor="middle" font-family="${escapeXml(TEXT_FONT)}" font-weight="700" font-size="24" fill="#fff" letter-spacing="1">${escapeXml(publisher)}</text>` +
    `<text x="${cx}" y="${y + height - footerHeight + 60}" text-anchor="middle" font-family="${escapeXml(TEXT_FONT)}" font-size="17" fill="#e9e9e9">${escapeXml(yearLine)}</text>` +
    `<text x="${cx}" y="${y + height - 10}" text-anchor="middle" font-family="${escapeXml(TEXT_FONT)}" font-size="12" fill="#cfcfcf">Illustration: no cover photo on file</text>` +
    `</g></g>`
  );
}
