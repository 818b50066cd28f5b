import hero480 from '../assets/hero-slabs-480.webp';
import hero720 from '../assets/hero-slabs-720.webp';
import hero1120 from '../assets/hero-slabs-1120.webp';
import { HERO_ALT, HERO_DEFAULT_WIDTH, HERO_SIZES, HERO_WIDTHS, heroHeightFor } from './hero-image-data.ts';

const sources: Record<(typeof HERO_WIDTHS)[number], string> = { 480: hero480, 720: hero720, 1120: hero1120 };

/**
 * The hero's picture (three slabs of demo books, drawn by scripts/render-site-images.ts): the first thing the
 * page paints large, so it is fetched at once and first, in the width the screen needs; its width and height
 * hold its place while it loads. On a visit to / the server has the browser fetch it before this code runs
 * (scripts/home-preloads-file.ts: the same srcset and sizes, so the preloaded file is the one used).
 */
export function HomeHeroImage() {
  return (
    <img
      src={sources[HERO_DEFAULT_WIDTH]}
      srcSet={HERO_WIDTHS.map((w) => `${sources[w]} ${w}w`).join(', ')}
      sizes={HERO_SIZES}
      width={HERO_DEFAULT_WIDTH}
      height={heroHeightFor(HERO_DEFAULT_WIDTH)}
      alt={HERO_ALT}
      fetchPriority="high"
      loading="eager"
      decoding="async"
      style={{ display: 'block', width: '100%', maxWidth: 560, height: 'auto', marginInline: 'auto' }}
      data-testid="home-hero-image"
    />
  );
}
