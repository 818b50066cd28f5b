import { useState } from 'react';
import { SLAB_RASTER_WIDTHS, slabHeightFor, slabRasterPath, slabSrcSet, type SlabDescription } from '@certus/contracts';
import type { Language } from '../../region/index.ts';
import { slabAltIn } from '../lib/comic-details.ts';
import defaultCover from '../assets/default-cover.svg';
import classes from './slab-image.module.css';

/** What a slab image needs to know of a certificate: its id (the address) and what the alt text says. */
export interface SlabOf extends SlabDescription {
  certificationId: string;
}

interface SlabImageProps {
  slab: SlabOf;
  /** How wide the image is shown (the `sizes` of its srcset), e.g. `(min-width: 48em) 260px, 45vw`. */
  sizes: string;
  /** The widest it is drawn, in CSS pixels; it shrinks with its column below that. */
  maxWidth?: number;
  /**
   * The page's main image (its largest paint): fetched at once and first. Every other slab waits until it comes
   * near the viewport, so a list of a hundred slabs costs only what is seen.
   */
  priority?: boolean;
  /** The language of its alt text (the pages that read in French on the French variant pass theirs). */
  language?: Language;
  /** The alt text in the language read, and what is added when the image is missing (English by default). */
  words?: { alt: string; missing: string };
}

/** The middle width is the `src` of browsers that ignore srcset, and gives the width and height attributes. */
const DEFAULT_WIDTH = SLAB_RASTER_WIDTHS[1];

/**
 * A certificate's rendered slab (the query service draws it: label with grade, category colour, id and QR code,
 * above the cover photo or a drawn cover), in the raster width the screen needs. When it cannot be loaded, the
 * default cover takes its place in the same box (spec 8 Image load failure).
 */
export function SlabImage({ slab, sizes, maxWidth, priority = false, language = 'en', words }: SlabImageProps) {
  const [failed, setFailed] = useState(false);
  const alt = words?.alt ?? slabAltIn(slab, language);
  const common = {
    width: DEFAULT_WIDTH,
    height: slabHeightFor(DEFAULT_WIDTH),
    style: maxWidth ? { maxWidth } : undefined,
    'data-testid': 'slab-image',
  };
  if (failed) {
    const missing = words?.missing ?? (language === 'fr' ? ' (image non disponible)' : ' (image not available)');
    return <img {...common} src={defaultCover} alt={`${alt}${missing}`} className={`${classes.slab} ${classes.fallback}`} data-fallback="true" />;
  }
  return (
    <img
      {...common}
      src={slabRasterPath(slab.certificationId, DEFAULT_WIDTH)}
      srcSet={slabSrcSet(slab.certificationId)}
      sizes={sizes}
      alt={alt}
      className={classes.slab}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
