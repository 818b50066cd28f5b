/**
 * npm run content-images -w frontend: draws the pictures of the demo content and the banner slider's default
 * picture, and writes them into the source tree, where they are committed (run again after changing a drawing):
 * - command-service/src/demo/content-images/*.webp: the demo banners (1200 x 400) and home page slides
 *   (1200 x 500) that the demo seed uploads and publishes through the editors' commands;
 * - src/features/published-content/assets/default-banner.webp: what a banner or slide shows when its own picture fails
 *   to load (spec 8 Image load failure), drawn in the same style.
 * Drawn as SVG with the slab's fonts (Bangers for the mastheads, Inter for the text; never the machine's own,
 * so the pictures are the same everywhere), rasterised by resvg, encoded as WebP by sharp.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { slabFontFiles } from '@certus/query-service/slabs/slab-fonts';

const frontend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const demoDir = path.resolve(frontend, '../command-service/src/demo/content-images');
const assetDir = path.join(frontend, 'src/features/published-content/assets');

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Picture {
  file: string;
  width: number;
  height: number;
  /** Two colours of the background's diagonal gradient. */
  from: string;
  to: string;
  /** The masthead (Bangers), a line of text under it (Inter), and a badge in a starburst. */
  masthead: string;
  line: string;
  badge?: string;
  /** What is drawn on the right: a slab, a stack of books, a pen, a press. */
  motif: 'slab' | 'books' | 'pen' | 'press' | 'map';
}

/** Halftone dots, the comic-page texture, in white at low opacity. */
const halftone = `<pattern id="dots" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><circle cx="7" cy="7" r="2.2" fill="#ffffff" fill-opacity="0.13"/></pattern>`;

function starburst(cx: number, cy: number, outer: number, inner: number, points = 14): string {
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    coords.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon points="${coords.join(' ')}" fill="#f2c230" stroke="#1a1a1a" stroke-width="4"/>`;
}

function motif(kind: Picture['motif'], x: number, y: number, h: number): string {
  const s = h / 300;
  const at = (inner: string) => `<g transform="translate(${x} ${y}) scale(${s.toFixed(3)})">${inner}</g>`;
  switch (kind) {
    case 'slab':
      return at(`
        <g transform="rotate(-6 110 150)">
          <rect x="0" y="0" width="220" height="300" rx="14" fill="#f8f9fa" stroke="#1a1a1a" stroke-width="5"/>
          <rect x="14" y="14" width="192" height="58" rx="6" fill="#224a85"/>
          <text x="110" y="52" font-family="Inter" font-weight="800" font-size="30" fill="#ffffff" text-anchor="middle">9.8</text>
          <rect x="22" y="86" width="176" height="196" rx="4" fill="#e63946"/>
          <text x="110" y="170" font-family="Bangers" font-size="40" fill="#ffffff" text-anchor="middle">COMICS</text>
          <circle cx="110" cy="220" r="32" fill="#f2c230" stroke="#1a1a1a" stroke-width="3"/>
        </g>`);
    case 'books':
      return at(`
        <rect x="10" y="40" width="200" height="250" rx="6" fill="#e63946" stroke="#1a1a1a" stroke-width="5" transform="rotate(-8 110 165)"/>
        <rect x="40" y="30" width="200" height="250" rx="6" fill="#f2c230" stroke="#1a1a1a" stroke-width="5" transform="rotate(4 140 155)"/>
        <rect x="70" y="20" width="200" height="250" rx="6" fill="#f8f9fa" stroke="#1a1a1a" stroke-width="5"/>
        <text x="170" y="110" font-family="Bangers" font-size="46" fill="#224a85" text-anchor="middle">No. 1</text>
        <path d="M100 200 h140" stroke="#224a85" stroke-width="8"/>`);
    case 'pen':
      return at(`
        <g transform="rotate(35 150 150)">
          <rect x="130" y="-10" width="44" height="250" rx="10" fill="#1a1a1a"/>
          <rect x="130" y="40" width="44" height="30" fill="#f2c230"/>
          <polygon points="130,240 174,240 152,300" fill="#adb5bd" stroke="#1a1a1a" stroke-width="4"/>
        </g>
        <path d="M10 270 C 60 200, 110 320, 160 250 S 250 220, 280 260" fill="none" stroke="#f8f9fa" stroke-width="9" stroke-linecap="round"/>`);
    case 'press':
      return at(`
        <rect x="20" y="30" width="260" height="60" rx="8" fill="#adb5bd" stroke="#1a1a1a" stroke-width="5"/>
        <rect x="130" y="90" width="40" height="60" fill="#868e96" stroke="#1a1a1a" stroke-width="4"/>
        <rect x="20" y="150" width="260" height="40" rx="6" fill="#e63946" stroke="#1a1a1a" stroke-width="5"/>
        <rect x="40" y="190" width="220" height="24" fill="#f8f9fa" stroke="#1a1a1a" stroke-width="4"/>
        <rect x="10" y="214" width="280" height="60" rx="8" fill="#495057" stroke="#1a1a1a" stroke-width="5"/>
        <path d="M60 20 q10 -20 0 -40 M150 20 q10 -20 0 -40 M240 20 q10 -20 0 -40" stroke="#f8f9fa" stroke-width="6" fill="none" stroke-linecap="round"/>`);
    case 'map':
      return at(`
        <path d="M20 60 L110 30 L200 60 L290 30 L290 260 L200 290 L110 260 L20 290 Z" fill="#f8f9fa" stroke="#1a1a1a" stroke-width="5"/>
        <path d="M110 30 V260 M200 60 V290" stroke="#ced4da" stroke-width="4"/>
        <path d="M60 220 C 100 160, 160 200, 230 110" fill="none" stroke="#224a85" stroke-width="6" stroke-dasharray="14 10"/>
        <path d="M230 60 c-30 0 -30 40 0 80 c30 -40 30 -80 0 -80 z" fill="#e63946" stroke="#1a1a1a" stroke-width="4"/>
        <circle cx="230" cy="88" r="10" fill="#f8f9fa"/>`);
  }
}

function pictureSvg(p: Picture): string {
  const { width: w, height: h } = p;
  const textX = Math.round(w * 0.05);
  const mastheadSize = Math.round(h * 0.25);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
    ${halftone}
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect width="${w}" height="${h}" fill="url(#dots)"/>
  <polygon points="${w * 0.58},0 ${w},0 ${w},${h} ${w * 0.5},${h}" fill="#000000" fill-opacity="0.12"/>
  <text x="${textX}" y="${Math.round(h * 0.42)}" font-family="Bangers" font-size="${mastheadSize}" fill="#ffffff" stroke="#1a1a1a" stroke-width="${Math.round(mastheadSize / 14)}" paint-order="stroke" letter-spacing="2">${escape(p.masthead)}</text>
  <text x="${textX}" y="${Math.round(h * 0.6)}" font-family="Inter" font-weight="700" font-size="${Math.round(h * 0.075)}" fill="#ffffff">${escape(p.line)}</text>
  <text x="${textX}" y="${Math.round(h * 0.86)}" font-family="Inter" font-weight="800" font-size="${Math.round(h * 0.055)}" fill="#f2c230" letter-spacing="3">CERTUS GRADING &amp; CERTIFICATION</text>
  ${motif(p.motif, Math.round(w * 0.66), Math.round(h * 0.12), Math.round(h * 0.76))}
  ${p.badge ? `${starburst(w * 0.655, h * 0.2, h * 0.17, h * 0.12)}<text x="${w * 0.655}" y="${h * 0.23}" font-family="Bangers" font-size="${Math.round(h * 0.075)}" fill="#1a1a1a" text-anchor="middle">${escape(p.badge)}</text>` : ''}
</svg>`;
}

const DEMO: Picture[] = [
  { file: 'banner-fan-expo-dallas.webp', width: 1200, height: 400, from: '#1c3d6e', to: '#224a85', masthead: 'FAN EXPO DALLAS', line: 'Onsite grading and pressing at our booth', badge: 'ONSITE!', motif: 'slab' },
  { file: 'banner-spring-pressing.webp', width: 1200, height: 400, from: '#8f1d1d', to: '#b02525', masthead: 'SPRING PRESSING', line: '20% off pressing on every order this spring', badge: '20% OFF', motif: 'press' },
  { file: 'banner-signature-program.webp', width: 1200, height: 400, from: '#2b2d42', to: '#495057', masthead: 'SIGNED & SEALED', line: 'Witnessed signings at the shows near you', badge: 'NEW', motif: 'pen' },
  { file: 'slide-graded-by-hand.webp', width: 1200, height: 500, from: '#1c3d6e', to: '#2f5d9a', masthead: 'GRADED BY HAND', line: 'Two graders look at every book', motif: 'books' },
  { file: 'slide-sealed-to-last.webp', width: 1200, height: 500, from: '#0b5345', to: '#117a65', masthead: 'SEALED TO LAST', line: 'Archival holders, a label you can check online', motif: 'slab' },
  { file: 'slide-find-us.webp', width: 1200, height: 500, from: '#6c2c91', to: '#8e44ad', masthead: 'FIND US ON TOUR', line: 'Conventions, signings and onsite grading', motif: 'map' },
];

const DEFAULT_BANNER: Picture = { file: 'default-banner.webp', width: 1200, height: 400, from: '#1c3d6e', to: '#2b2d42', masthead: 'CERTUS', line: 'Comic book grading you can trust', motif: 'slab' };

async function draw(p: Picture, fonts: string[]): Promise<Buffer> {
  const rendered = await renderAsync(pictureSvg(p), {
    fitTo: { mode: 'width', value: p.width },
    font: { loadSystemFonts: false, fontFiles: fonts, defaultFontFamily: 'Inter' },
    logLevel: 'off',
  });
  return sharp(rendered.pixels, { raw: { width: rendered.width, height: rendered.height, channels: 4 } }).webp({ quality: 82, effort: 6 }).toBuffer();
}

const fontDir = await mkdtemp(path.join(tmpdir(), 'certus-content-fonts-'));
try {
  const fonts = await slabFontFiles(fontDir);
  await mkdir(demoDir, { recursive: true });
  await mkdir(assetDir, { recursive: true });
  for (const [dir, picture] of [...DEMO.map((p) => [demoDir, p] as const), [assetDir, DEFAULT_BANNER] as const]) {
    const bytes = await draw(picture, fonts);
    const file = path.join(dir, picture.file);
    await writeFile(file, bytes);
    console.log(`${path.relative(path.resolve(frontend, '..'), file)}: ${bytes.length} bytes`);
  }
} finally {
  await rm(fontDir, { recursive: true, force: true });
}
