import { useLayoutEffect, useRef, type RefObject } from 'react';
import { ScrollRestoration } from 'react-router';
import { useServerDrawing } from '../../lib/server-drawing.ts';
import { SCROLL_POSITIONS_STORAGE_KEY, scrollPositionKey } from './scroll-positions.ts';

/**
 * The router's ScrollRestoration (positions kept for Back, Forward and reload: scroll-positions.ts), except on the
 * page the server drew. That page is on screen before the site's code arrives (seconds later on a slow phone), and
 * the visitor may have scrolled it already; the router sends a page it has no position for to its top as it
 * starts, which threw the visitor back up and left unloaded the parts that load as they near the screen (a
 * certificate's registry check). There, the visitor's place is taken just before the router scrolls, and given
 * back just after, in the same commit: nothing is painted in between.
 */
export function SiteScrollRestoration() {
  const hydrating = useServerDrawing();
  const visitorsPlace = useRef(0);
  // A parent's layout effect runs after its children's: after the router's scroll to the top.
  useLayoutEffect(() => {
    if (hydrating && visitorsPlace.current > 0) window.scrollTo(0, visitorsPlace.current);
    // Only the first commit, the one that hydrates the server's drawing.
  }, []);
  return (
    <>
      <TakeVisitorsPlace into={visitorsPlace} when={hydrating} />
      <ScrollRestoration getKey={scrollPositionKey} storageKey={SCROLL_POSITIONS_STORAGE_KEY} />
    </>
  );
}

/** Notes where the page is scrolled, in the layout effects of the commit that hydrates it, before the router's. */
function TakeVisitorsPlace({ into, when }: { into: RefObject<number>; when: boolean }) {
  useLayoutEffect(() => {
    if (when) into.current = window.scrollY;
  }, []);
  return null;
}
