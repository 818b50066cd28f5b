import { createContext, useContext, useState } from 'react';

/**
 * What the site's server hands a page with its HTML, so that its first screen needs no API call: JSON in
 * `<script type="application/json" id="...">` elements (infra/platform/src/static-site.ts writes them).
 *
 * When the server draws the page itself (app/server-shell: the HTML shows the page before its code has run),
 * the same values come through this context, so that the page draws the same on the server as in the browser.
 */
export const ServerInlinedData = createContext<Readonly<Record<string, unknown>> | null>(null);

/** The parsed JSON of the element, or null when the page came without it or it is not JSON. */
export function readInlinedJson(elementId: string, doc: Document = document): unknown {
  const element = doc.getElementById(elementId);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return null;
  }
}

/** The inlined value, read once per mount (the element does not change while the page lives). */
export function useInlinedJson(elementId: string): unknown {
  const fromServer = useContext(ServerInlinedData);
  const [value] = useState(() => (fromServer ? (fromServer[elementId] ?? null) : readInlinedJson(elementId)));
  return value;
}
