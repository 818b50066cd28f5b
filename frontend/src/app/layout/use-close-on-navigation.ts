import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The key of the history entry the browser is at now. React Router's browser history keeps its location key in
 * `history.state.key`; the first entry, and a memory router, have none, which React Router calls "default".
 */
const keyOfEntryNow = () => (window.history.state as { key?: unknown } | null)?.key ?? 'default';

/**
 * Closes something the visitor opened in the frame (a header group, the drawer, the search row) when they go to
 * another page after opening it.
 *
 * React Router moves the URL first and shows the new page later, in a transition, once the page's code and data
 * are in: on a slow phone that can take a second, and the old page stays on screen meanwhile. Something opened in
 * that second was opened at the new page already, so the new page's arrival must not snap it shut under the
 * visitor's pointer. Hence "after opening it": the history entry it was opened at is remembered, and only a
 * page change to another entry closes it.
 */
export function useCloseOnNavigation(open: boolean, close: () => void) {
  const { pathname, key } = useLocation();
  const openedAtEntry = useRef<unknown>(null);
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    openedAtEntry.current = open ? keyOfEntryNow() : null;
  }, [open]);

  // Only a new path counts: a page changing its query (a sort, a filter) leaves things open.
  const pathShown = useRef(pathname);
  useEffect(() => {
    const pathChanged = pathShown.current !== pathname;
    pathShown.current = pathname;
    if (pathChanged && openedAtEntry.current !== key) closeRef.current();
  }, [pathname, key]);
}
