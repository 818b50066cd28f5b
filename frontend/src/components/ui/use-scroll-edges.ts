import { useLayoutEffect, useRef } from 'react';

export interface ScrollEdges {
  scrollable: boolean;
  scrolled: boolean;
  moreRight: boolean;
}

/** The edges as data attributes, for a frame's CSS to show a cue, a fade or a shadow. */
const EDGE_ATTRIBUTES = { scrollable: 'data-scrollable', scrolled: 'data-scrolled', moreRight: 'data-more-right' } as const;

/** Where a box stands: whether it scrolls sideways, has been scrolled, and hides more to its right. */
export function edgesOf(box: HTMLElement): ScrollEdges {
  return {
    scrollable: box.scrollWidth > box.clientWidth + 1,
    scrolled: box.scrollLeft > 0,
    moreRight: box.scrollLeft + box.clientWidth < box.scrollWidth - 1,
  };
}

/** Puts the edges on the frame as data attributes (present when true), touching only those that changed. */
export function markEdges(frame: HTMLElement, edges: ScrollEdges): void {
  for (const key of Object.keys(EDGE_ATTRIBUTES) as (keyof ScrollEdges)[]) {
    const name = EDGE_ATTRIBUTES[key];
    if (edges[key] !== frame.hasAttribute(name)) frame.toggleAttribute(name, edges[key]);
  }
}

/**
 * Keeps a frame's edge attributes (data-scrollable, data-scrolled, data-more-right) in step with the box inside it
 * that scrolls sideways, on scroll and on resize. `ref` goes on the box, `frameRef` on the frame.
 *
 * The attributes are written on the frame directly, not kept as React state: they are hooks for CSS alone, and a
 * state change would draw the frame's whole table again (a census grid's 3,000 cells, a tenth of a second of a
 * phone's main thread, for three attributes: issue [2/7]). React renders none of them, so it never undoes them.
 *
 * Measured when the browser lays the box out, before it paints it (a ResizeObserver reports then, and again when
 * the box or its table change size, as rows come and go), not in React's commit, where reading the widths would
 * lay the page out inside the commit's task: the cue shows in the first frame, and moves nothing after it.
 */
export function useScrollEdges<Box extends HTMLElement, Frame extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<Box>(null);
  const frameRef = useRef<Frame>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    const frame = frameRef.current;
    if (!box || !frame) return undefined;
    const measure = () => markEdges(frame, edgesOf(box));
    box.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (resized) {
      resized.observe(box);
      for (const content of Array.from(box.children)) resized.observe(content);
    } else measure();
    return () => {
      box.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, []);
  return { ref, frameRef };
}
