import { createContext, useContext } from 'react';

/**
 * True while the site's server draws a page into its HTML (app/server-shell), false in the browser. A part that
 * the browser loads on its own (a lazy body) is drawn as its placeholder on the server, as the browser's first
 * drawing shows it, whatever the server has loaded already.
 */
export const ServerDrawing = createContext(false);

export const useServerDrawing = () => useContext(ServerDrawing);
