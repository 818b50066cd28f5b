import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface ScrollEdges {
  scrollable: boolean;
  scrolled: boolean;
  moreRight: boolean;
}

/** The edges as data attributes on a frame, for its CSS to show a cue, a fade or a shadow. */
export const edgeAttributes = (edges: ScrollEdges) => ({
  'data-scrollable': edges.scrollable || undefined,
  'data-scrolled': edges.scrolled || undefined,
  'data-more-right': edges.moreRight || undefined,
});

/** Whether a box scrolls sideways, has been scrolled, and hides more to its right; kept up to date on scroll and resize. */
export function useScrollEdges<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ scrollable: false, scrolled: false, moreRight: false });
  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const next = {
      scrollable: box.scrollWidth > box.clientWidth + 1,
      scrolled: box.scrollLeft > 0,
      moreRight: box.scrollLeft + box.clientWidth < box.scrollWidth - 1,
    };
    setEdges((now) => (now.scrollable === next.scrollable && now.scrolled === next.scrolled && now.moreRight === next.moreRight ? now : next));
  }, []);
  // Measured before the first paint: the cue a frame shows from it then moves nothing (no layout shift).
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(box);
    return () => {
      box.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [measure]);
  // The rows change with each page or sort: the width may too.
  useLayoutEffect(measure);
  return { ref, edges };
}
