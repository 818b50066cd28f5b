import { useState } from 'react';
import { Image } from '@mantine/core';
import defaultCover from '../assets/default-cover.svg';

const COVER_ASPECT_RATIO = '2 / 3';

interface ComicCoverProps {
  src: string;
  /** Says which comic (the image is informative, not decoration). */
  alt: string;
  width?: number | string;
}

/**
 * A comic's cover from storage (comic/{id}/cover-m.jpg, spec 9). Not every comic was imaged (the census sends
 * '' then), and storage may be unreachable: a cover that fails to load shows the default cover instead (spec 8
 * Image load failure).
 */
export function ComicCover({ src, alt, width }: ComicCoverProps) {
  const [failed, setFailed] = useState(false);
  // React drops an empty src, so such an image would neither load nor fail: it gets the default at once.
  const fallback = failed || src === '';
  return (
    <Image
      src={fallback ? defaultCover : src}
      alt={fallback ? `${alt} (no cover image)` : alt}
      onError={() => setFailed(true)}
      w={width}
      // Its room is known before the image arrives (covers are 2:3, as the default cover): nothing below it
      // moves when it loads (layout shift). A photo of other proportions is fitted inside.
      style={{ aspectRatio: COVER_ASPECT_RATIO }}
      radius="sm"
      fit="contain"
      loading="lazy"
      data-testid="comic-cover"
      data-fallback={fallback ? 'true' : undefined}
    />
  );
}
