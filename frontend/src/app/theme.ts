import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { BODY_FONT_STACK, cardStyle, headingFontFamily, radii, spacingScale, typeScale } from '../lib/visual-system.ts';

// A deep ink blue for the brand. Mantine's default blue (#228be6) and grey (#868e96) fail WCAG AA contrast
// on white; every shade used for text or filled backgrounds here (6 and up) is at least 4.5:1 on white.
const ink: MantineColorsTuple = [
  '#eef3fb',
  '#dbe4f3',
  '#b4c7e6',
  '#8aa8d9',
  '#6a8fce',
  '#3f6bb0',
  '#2a5697',
  '#224a85',
  '#1c3d6e',
  '#132c52',
];

// Error red darkened the same way (Mantine's red.6 #fa5252 is 3.3:1 on white).
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#e03131',
  '#c92a2a',
  '#b02525',
  '#962020',
  '#7d1a1a',
];

const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#37b24d',
  '#2b7a3b', // darker than Mantine's #2b8a3e (4.4:1 on white) so shade 6 text passes too
  '#237032',
  '#1c5a28',
  '#15451f',
];

/**
 * The Mantine theme, built from the visual system's tokens (lib/visual-system.ts): type scale, spacing,
 * radii, card style, the heading face (a deliberate serif stack, or the self-hosted face the page names in
 * --certus-heading-font).
 */
export const theme = createTheme({
  primaryColor: 'ink',
  primaryShade: { light: 7, dark: 5 },
  colors: { ink, red, green },
  fontFamily: BODY_FONT_STACK,
  fontSizes: typeScale.fontSizes,
  lineHeights: typeScale.lineHeights,
  headings: { fontFamily: headingFontFamily, fontWeight: '700', sizes: typeScale.headings },
  spacing: spacingScale,
  radius: radii,
  defaultRadius: 'sm',
  shadows: { xs: cardStyle.shadow },
  autoContrast: true,
  components: {
    // Cards: one look everywhere (border, radius, a hint of shadow), whatever each page remembers to pass.
    // Plain objects, not Component.extend(): importing the components here would put them (and what they
    // import) into every page's first load.
    Paper: { defaultProps: { radius: cardStyle.radius, shadow: 'xs' } },
    Card: { defaultProps: { radius: cardStyle.radius, padding: cardStyle.padding, withBorder: true, shadow: 'xs' } },
    Badge: { defaultProps: { radius: 'sm' } },
    // Links inside sentences must not rely on colour alone (WCAG 1.4.1); navigation opts out explicitly.
    Anchor: { defaultProps: { underline: 'always' } },
    // Mantine draws a dialog's title bar as a <header>, which axe takes for a second banner landmark beside
    // the site's own (landmark-no-duplicate-banner): the title bar is no landmark.
    // A plain object, not Modal.extend(): importing Modal here would put it (with its scroll area, focus trap
    // and floating-ui) into every page's first load, though no page opens a dialog before a click.
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } },
  },
});

/** Dimmed text, input errors, links and placeholders use shades that keep 4.5:1 contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    '--mantine-color-error': t.colors.red?.[7] ?? '#b02525',
    '--mantine-color-anchor': t.colors.ink?.[7] ?? '#224a85',
    // Mantine's placeholder grey (gray.5, 2.1:1) is unreadable; this one is 5.4:1 yet lighter than typed text.
    '--mantine-color-placeholder': '#646b72',
  },
  dark: {},
});
