import { useState } from 'react';
import { Image } from '@mantine/core';
import defaultCover from '../assets/default-cover.svg';

interface ComicCoverProps {
  src: string;
  /** Says which comic (the image is informative, not decoration). */
  alt: string;
  width?: number | string;
}

/**
 * A comic's cover from storage (comic/{id}/cover-m.jpg, spec 9). Not every comic was imaged, and storage
 * may be unreachable: a cover that fails to load shows the default cover instead (spec 8 Image load failure).
 */
export function ComicCover({ src, alt, width }: ComicCoverProps) {
  const [failed, setFailed] = useState(false);
  return (
    <Image
      src={failed ? defaultCover : src}
      alt={failed ? `${alt} (no cover image)` : alt}
      onError={() => setFailed(true)}
      w={width}
      radius="sm"
      fit="contain"
      loading="lazy"
      data-testid="comic-cover"
      data-fallback={failed ? 'true' : undefined}
    />
  );
}
