import { CATEGORY_COLOURS, type ComicCategory } from '@certus/contracts';

/**
 * The site's visual system, one place for every token a page or a shared component reads: the type scale,
 * the spacing scale, the radii and shadows of cards, and the colour of each certification category (spec 4).
 * app/theme.ts builds the Mantine theme from it; features read the category colours here (lib, not app, so
 * features may import it). Every text colour below keeps WCAG AA (4.5:1) on its background: theme.unit.test.ts.
 */

/**
 * Headings: a serif for the book-world feel, chosen on purpose rather than left to a Times fallback. The
 * performance work may self-host a face and name it in --certus-heading-font; until then (or if it fails to
 * load) the stack picks a sturdy serif each system has: Charter (macOS, iOS), Sitka or Cambria (Windows),
 * Noto or DejaVu Serif (Linux, Android), Georgia last.
 */
export const HEADING_FONT_STACK = "ui-serif, Charter, 'Bitstream Charter', 'Sitka Text', Cambria, 'Noto Serif', 'DejaVu Serif', Georgia, serif";
export const headingFontFamily = `var(--certus-heading-font, ${HEADING_FONT_STACK})`;

/** Body text: the system's own sans (no download, no layout shift). */
export const BODY_FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Type scale (1.25 ratio from 1rem), body sizes then headings; h1 grows with the viewport between its bounds. */
export const typeScale = {
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
  lineHeights: { xs: '1.4', sm: '1.45', md: '1.55', lg: '1.55', xl: '1.5' },
  headings: {
    h1: { fontSize: 'clamp(1.75rem, 1.45rem + 1.3vw, 2.4rem)', lineHeight: '1.15' },
    h2: { fontSize: '1.6rem', lineHeight: '1.25' },
    h3: { fontSize: '1.3rem', lineHeight: '1.3' },
    h4: { fontSize: '1.1rem', lineHeight: '1.35' },
    h5: { fontSize: '1rem', lineHeight: '1.4' },
    h6: { fontSize: '0.875rem', lineHeight: '1.4' },
  },
} as const;

/** Spacing on a 4px grid: gaps inside a card (xs, sm), between cards (md, lg), between page sections (xl). */
export const spacingScale = { xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem' } as const;

/** Cards (Mantine Paper and Card): a hairline border, medium radius, a shadow only a hint deep. */
export const cardStyle = {
  radius: 'md',
  padding: 'lg',
  borderColor: 'var(--mantine-color-gray-3)',
  shadow: '0 1px 2px rgb(16 24 40 / 6%)',
} as const;

export const radii = { xs: '2px', sm: '4px', md: '8px', lg: '12px', xl: '16px' } as const;

/** A category's colours: the badge's background, its text, and a light tint for panels that carry it. */
export interface CategoryColour {
  background: string;
  text: string;
  tint: string;
}

/**
 * Spec 4: Verified red (danger), Authentic yellow (warning), Certified blue (info), Raw Grade neutral. The
 * tone comes from contracts (CATEGORY_COLOURS), the shades from here: yellow carries dark text, the others white.
 */
const toneColours: Record<(typeof CATEGORY_COLOURS)[ComicCategory], CategoryColour> = {
  danger: { background: '#b02525', text: '#ffffff', tint: '#fff5f5' },
  warning: { background: '#f2c230', text: '#2b2100', tint: '#fff9db' },
  info: { background: '#224a85', text: '#ffffff', tint: '#eef3fb' },
  secondary: { background: '#495057', text: '#ffffff', tint: '#f1f3f5' },
};

export const categoryColour = (category: ComicCategory): CategoryColour => toneColours[CATEGORY_COLOURS[category]];
