import type { Location } from 'react-router';

/**
 * Where the pages' scroll positions are kept for Back, Forward and reload (the router's ScrollRestoration, in the
 * tab's session storage), and under which names.
 *
 * The router names each history entry by its key; but every page the browser loaded itself (a typed address, a
 * bookmark, a reload) has the same key, "default". Kept under that one name, the position of the last page loaded
 * so followed the next: open /featured, scroll down, follow a link, type the address of the submission form, and
 * it opened scrolled down, its title field (and the suggestions under it) out of sight. Such an entry is named by
 * its address instead, and a new visit (not a reload, not Back or Forward) starts at the top, as browsers do.
 */
export const SCROLL_POSITIONS_STORAGE_KEY = 'certus.scroll-positions';

type Address = Pick<Location, 'pathname' | 'search'>;
const addressOf = (location: Address) => `${location.pathname}${location.search}`;

/** The name a page's position is kept under: its entry's key, or its address for a page the browser loaded. */
export function scrollPositionKey(location: Address & Pick<Location, 'key'>): string {
  return location.key === 'default' ? addressOf(location) : location.key;
}

/**
 * Before the router starts: on a new visit to an address (the browser's navigation type "navigate"), the position
 * kept for it from an earlier visit in this tab is forgotten, so the page opens at its top. A reload, Back or
 * Forward keep it. Nothing happens where the storage cannot be read (it is off, or full).
 */
export function forgetPositionOfNewVisit(sessionStorage: () => Pick<Storage, 'getItem' | 'setItem'>, navigationType: string | undefined, location: Address): void {
  if (navigationType !== 'navigate') return;
  try {
    // Asked for inside: where storage is off, merely reading window.sessionStorage throws.
    const storage = sessionStorage();
    const kept: unknown = JSON.parse(storage.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? 'null');
    if (!kept || typeof kept !== 'object' || !(addressOf(location) in kept)) return;
    const { [addressOf(location)]: _forgotten, ...others } = kept as Record<string, unknown>;
    storage.setItem(SCROLL_POSITIONS_STORAGE_KEY, JSON.stringify(others));
  } catch {
    // Unreadable storage: the router keeps no positions either.
  }
}
