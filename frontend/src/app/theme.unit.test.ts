import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme.ts';

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const AA_TEXT = 4.5;
const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const WHITE = '#ffffff';
// Backgrounds text sits on: cards and the header (white), the page (gray.0), the header's top bar (ink.0).
const backgrounds = [WHITE, merged.colors.gray[0], merged.colors.ink?.[0]].filter((c): c is string => Boolean(c));

describe('theme contrast (WCAG AA)', () => {
  it.each(['ink', 'red', 'green'])('given %s shades 6 to 9, then each reads at 4.5:1 on every background', (name) => {
    const shades = merged.colors[name]?.slice(6) ?? [];
    expect(shades).toHaveLength(4);
    for (const shade of shades) for (const background of backgrounds) expect(contrast(shade, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(['ink', 'red', 'green'])('given a filled %s button, then its white label reads at 4.5:1', (name) => {
    const primaryShade = typeof merged.primaryShade === 'number' ? merged.primaryShade : merged.primaryShade.light;
    expect(contrast(merged.colors[name]![primaryShade]!, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('given the overridden text colours (dimmed, error, links, placeholders), then each reads at 4.5:1', () => {
    const light = cssVariablesResolver(merged).light as Record<string, string>;
    for (const name of ['--mantine-color-dimmed', '--mantine-color-error', '--mantine-color-anchor', '--mantine-color-placeholder']) {
      for (const background of backgrounds) expect(contrast(light[name]!, background), name).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('given the header and footer text greys, then they read at 4.5:1', () => {
    for (const shade of [merged.colors.gray[7], merged.colors.gray[8]]) {
      for (const background of backgrounds) expect(contrast(shade!, background)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});
