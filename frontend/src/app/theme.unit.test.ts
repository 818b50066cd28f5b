import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { COMIC_CATEGORIES } from '@certus/contracts';
import { cssVariablesResolver, theme } from './theme.ts';
import { HEADING_FONT_STACK, categoryColour } from '../lib/visual-system.ts';

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

describe('visual system', () => {
  it.each(COMIC_CATEGORIES)('given the %s category, then its badge text reads at 4.5:1 on its colour, and its colour is its own', (category) => {
    const { background, text } = categoryColour(category);
    expect(contrast(text, background)).toBeGreaterThanOrEqual(AA_TEXT);
    const others = COMIC_CATEGORIES.filter((c) => c !== category).map((c) => categoryColour(c).background);
    expect(others).not.toContain(background);
  });

  it('given spec 4, then Verified is red, Authentic yellow, Certified blue and Raw Grade neutral', () => {
    const hue = (hex: string) => {
      const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      return { r, g, b };
    };
    const verified = hue(categoryColour('Verified').background);
    const authentic = hue(categoryColour('Authentic').background);
    const certified = hue(categoryColour('Certified').background);
    const raw = hue(categoryColour('Raw Grade').background);
    expect(verified.r).toBeGreaterThan(verified.g + 80);
    expect(authentic.r).toBeGreaterThan(authentic.b + 120);
    expect(authentic.g).toBeGreaterThan(authentic.b + 120);
    expect(certified.b).toBeGreaterThan(certified.r + 80);
    expect(Math.max(raw.r, raw.g, raw.b) - Math.min(raw.r, raw.g, raw.b)).toBeLessThan(20);
  });

  it('given the headings, then they use the face the page names in --certus-heading-font, else a deliberate serif stack', () => {
    expect(merged.headings.fontFamily).toBe(`var(--certus-heading-font, ${HEADING_FONT_STACK})`);
    expect(HEADING_FONT_STACK).not.toMatch(/Times/);
    expect(HEADING_FONT_STACK.endsWith('serif')).toBe(true);
  });

  it('given the type scale, then body sizes and heading sizes each grow step by step', () => {
    const rem = (v: string) => Number(v.replace('rem', ''));
    const body = ['xs', 'sm', 'md', 'lg', 'xl'].map((k) => rem(merged.fontSizes[k as 'xs']));
    expect(body).toEqual([...body].sort((a, b) => a - b));
    const headings = ['h2', 'h3', 'h4', 'h5', 'h6'].map((k) => rem(merged.headings.sizes[k as 'h2'].fontSize));
    expect(headings).toEqual([...headings].sort((a, b) => b - a));
  });
});
