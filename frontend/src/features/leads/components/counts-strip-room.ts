/** The counts band's height, held while it loads (a module of its own: the home page reads it on its first load). */
export const COUNTS_STRIP_ROOM = 120;
