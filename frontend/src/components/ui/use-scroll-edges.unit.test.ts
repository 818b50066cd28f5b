import { describe, expect, it } from 'vitest';
import { edgesOf, markEdges } from './use-scroll-edges.ts';

/** A box of the given widths, scrolled as told (jsdom lays nothing out: the widths are given). */
function aBox({ scrollWidth, clientWidth, scrollLeft }: { scrollWidth: number; clientWidth: number; scrollLeft: number }): HTMLElement {
  const box = document.createElement('div');
  Object.defineProperties(box, {
    scrollWidth: { value: scrollWidth },
    clientWidth: { value: clientWidth },
    scrollLeft: { value: scrollLeft },
  });
  return box;
}

describe('the edges of a box that scrolls sideways', () => {
  it('given columns wider than the box, scrolled to the start, then it scrolls, is not scrolled and hides more to its right', () => {
    expect(edgesOf(aBox({ scrollWidth: 900, clientWidth: 390, scrollLeft: 0 }))).toEqual({ scrollable: true, scrolled: false, moreRight: true });
  });

  it('given columns wider than the box, scrolled to the end, then nothing more is hidden to its right', () => {
    expect(edgesOf(aBox({ scrollWidth: 900, clientWidth: 390, scrollLeft: 510 }))).toEqual({ scrollable: true, scrolled: true, moreRight: false });
  });

  it('given columns that fit (a pixel of rounding included), then it does not scroll', () => {
    expect(edgesOf(aBox({ scrollWidth: 391, clientWidth: 390, scrollLeft: 0 }))).toEqual({ scrollable: false, scrolled: false, moreRight: false });
  });
});

describe('marking the edges on the frame', () => {
  it('given edges that hold, then each is an attribute on the frame; given they no longer hold, then the attributes go', () => {
    const frame = document.createElement('div');

    markEdges(frame, { scrollable: true, scrolled: false, moreRight: true });
    expect([frame.hasAttribute('data-scrollable'), frame.hasAttribute('data-scrolled'), frame.hasAttribute('data-more-right')]).toEqual([true, false, true]);

    markEdges(frame, { scrollable: true, scrolled: true, moreRight: false });
    expect([frame.hasAttribute('data-scrollable'), frame.hasAttribute('data-scrolled'), frame.hasAttribute('data-more-right')]).toEqual([true, true, false]);
  });
});
