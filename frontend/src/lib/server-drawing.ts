import { createContext, useContext } from 'react';

/**
 * True while the site's server draws a page into its HTML (app/server-shell), and in the browser's render that
 * hydrates that drawing (app/start-app.tsx); false in the browser from then on. A part that the browser loads on
 * its own (a lazy body) is drawn as its placeholder on the server, whatever the server has loaded already: a
 * `Suspense` around code that is not loaded yet cannot be drawn by the server (renderToString gives up on it and
 * React would draw it again in the browser).
 */
export const ServerDrawing = createContext(false);

export const useServerDrawing = () => useContext(ServerDrawing);

/**
 * `inert` for a control that needs the site's code (a field, a select, a menu button): on the server's drawing
 * it takes no focus, clicks or typing until the browser has drawn the live one over it, so nothing typed there is
 * lost and nothing clicked does nothing. Links work without it and are left alone.
 */
export const useInertUntilLive = (): true | undefined => (useContext(ServerDrawing) ? true : undefined);
